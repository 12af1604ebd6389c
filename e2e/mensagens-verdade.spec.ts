import { MSG_CEP_INVALIDO, MSG_SENHA_COMUM, MSG_SENHA_CURTA } from '@mascate/domain';
import { expect as esperar, test } from '@playwright/test';
import {
  alertaErro,
  captura,
  emailUnico,
  entrar,
  fecharBoasVindas,
  novaEmpresa,
} from './support/fixtures.ts';
import { cabecalhosDe, corpoPedido, corpoProduto, gravadorCom, gravadorDe } from './support/passos.ts';
import { entrarEFechar, semearTudo } from './support/semente.ts';

// Issue 27, "messages and states that tell the truth" and "orders, reports and files": what the other
// specs did not check yet. A loaded 2-core machine: 30 s per check.
const expect = esperar.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('um vendedor que abre o cliente de outra carteira vê o erro, nunca "Sucesso"', async ({
  page,
  request,
}) => {
  const s = await semearTudo(request);
  // A customer without a route: in no representative's portfolio, so not the vendedor's.
  const admin = gravadorCom(request, await cabecalhosDe(request, s.empresa));
  const alheio = await admin('clientes/create', {
    nome: 'Cliente de Outra Carteira',
    cnpj_cpf: '39053344705',
    rota_id: 0,
  });
  await entrarEFechar(page, s.vendedor.email, s.vendedor.senha);
  await page.goto(`/alterar-cliente/${alheio.id}`);
  await expect(alertaErro(page)).toContainText('Cliente não encontrado.');
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toHaveCount(0);
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/listar-clientes$/);
  await expect(page.getByText('Cliente de Outra Carteira')).toHaveCount(0);
});

test('senha nova: menos de 8 caracteres ou uma senha comum é recusada com o motivo', async ({ page }) => {
  await page.goto('/cadastrar-empresa');
  await page.getByLabel('Email').fill(emailUnico());
  await page.getByLabel('Nome da empresa').fill('Empresa Senhas');
  for (const [senha, motivo] of [
    ['abc1234', MSG_SENHA_CURTA],
    ['password', MSG_SENHA_COMUM],
    ['12345678', MSG_SENHA_COMUM],
  ] as const) {
    await page.getByLabel('Senha', { exact: true }).fill(senha);
    await page.getByLabel('Confirmar senha').fill(senha);
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(alertaErro(page)).toContainText(motivo);
    await alertaErro(page).getByRole('button', { name: 'OK' }).click();
    await expect(alertaErro(page)).toBeHidden();
  }
  await expect(page).toHaveURL(/\/cadastrar-empresa$/);
});

test('importação: a conferência lista todos os erros de uma linha de uma vez', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  await (await gravadorDe(request, e))('rotas/create', { nome: 'Centro' });
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page.goto('/importar-clientes');
  const cabecalho =
    'Razão social;Nome fantasia;CPF/CNPJ;IE/RG;CEP;Logradouro;Número;Bairro;Complemento;Cidade;UF;Email;Telefone;Rota';
  // CEP of 3 digits, UF 'XX' and a route that does not exist, in one row.
  const linha = 'Tudo Errado;;529.982.247-25;;123;;;;;Recife;XX;;;Sul';
  await page.getByLabel('Arquivo da planilha').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${cabecalho}\r\n${linha}\r\n`, 'utf8'),
  });
  await page.getByRole('button', { name: 'Conferir' }).click();
  const erros = page.getByRole('table', { name: 'Erros encontrados' });
  await expect(erros.getByRole('row', { name: new RegExp(`^2 CEP ${MSG_CEP_INVALIDO}`) })).toBeVisible();
  await expect(erros.getByRole('row', { name: /^2 UF UF inválida/ })).toBeVisible();
  await expect(erros.getByRole('row', { name: /^2 Rota Rota não encontrada: "Sul"/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar importação' })).toHaveCount(0);
  await captura(page, 'planilhas-importacao-todos-os-erros');
});

test('relatório de vendas: o total conta pedidos, não linhas; representante sem vendas é classe C', async ({
  page,
  request,
}) => {
  const e = await novaEmpresa(request);
  const post = await gravadorDe(request, e);
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const arroz = await post(
    'produtos/create',
    corpoProduto({ codigo: 'R1', descricao: 'Arroz 5kg', preco: 10, estoque: 1000 }, 'UN', un.id),
  );
  const feijao = await post(
    'produtos/create',
    corpoProduto({ codigo: 'F1', descricao: 'Feijão 1kg', preco: 5, estoque: 1000 }, 'UN', un.id),
  );
  const ana = await post('representantes/create', { nome: 'Ana Vendas', email: '', cnpj_cpf: '52998224725' });
  await post('representantes/create', { nome: 'Bruno Sem Vendas', email: '', cnpj_cpf: '11144477735' });
  const cliente = await post('clientes/create', {
    nome: 'Mercado Relatório',
    cnpj_cpf: '11222333000181',
    rota_id: 0,
  });
  // Two orders of two products each (R$ 25,00): four lines, two orders.
  const itens = [
    { produto_id: arroz.id, descricao: 'Arroz 5kg', qt: 2, preco: 10, desconto: 0, total: 20 },
    { produto_id: feijao.id, descricao: 'Feijão 1kg', qt: 1, preco: 5, desconto: 0, total: 5 },
  ];
  for (let i = 0; i < 2; i++) {
    await post('pedidosvenda/create', corpoPedido(cliente.id, itens, { vendedor_id: ana.id }));
  }
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page.goto('/relatorios');
  await expect(page.getByRole('heading', { name: 'RELATÓRIOS' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Vendas' });
  await page.getByRole('combobox', { name: 'Agrupar por' }).click();
  await page.getByRole('option', { name: 'Produto' }).click();
  await expect(tabela.getByRole('row', { name: /Arroz 5kg 2 4 UN R\$ 40,00/ })).toBeVisible();
  await expect(tabela.getByRole('row', { name: /Feijão 1kg 2 2 UN R\$ 10,00/ })).toBeVisible();
  // Each product was in 2 orders, but there were 2 orders in all, not 4.
  await expect(tabela.getByRole('row', { name: /^Total 2 / })).toContainText('R$ 50,00');
  await captura(page, 'relatorio-vendas-por-produto');
  await page.getByRole('combobox', { name: 'Agrupar por' }).click();
  await page.getByRole('option', { name: 'Representante' }).click();
  await expect(tabela.getByRole('row', { name: /Ana Vendas 2 .*R\$ 50,00 100,00% A/ })).toBeVisible();
  await expect(tabela.getByRole('row', { name: /Bruno Sem Vendas 0 .*R\$ 0,00 0,00% C/ })).toBeVisible();
  await captura(page, 'relatorio-vendas-por-representante');
});
