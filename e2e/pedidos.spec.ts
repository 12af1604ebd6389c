import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { preencherData } from './support/datas.ts';
import { alertaErro, captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { corpoProduto, gravadorDe } from './support/passos.ts';

/** The rows an order needs, created through the API as the field app or another screen would. */
async function cadastrar(request: APIRequestContext, email: string, senha: string): Promise<void> {
  const post = await gravadorDe(request, { email, senha });
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  await post('clientes/create', { nome: 'Mercado Boa Vista E2E', cnpj_cpf: '52998224725', rota_id: 0 });
  for (const [codigo, descricao, preco] of [
    ['A1', 'Arroz E2E', 12.5],
    ['F2', 'Feijão E2E', 7.9],
  ] as const) {
    await post('produtos/create', corpoProduto({ codigo, descricao, preco, estoque: 100 }, 'UN', un.id));
  }
  await post('formaspagamento/create', { descricao: 'Boleto E2E', parcelamento: 1 });
}

async function esperarAlerta(page: Page, mensagem: string): Promise<void> {
  const alerta = alertaErro(page);
  await expect(alerta).toContainText(mensagem);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect(alerta).toBeHidden();
}

async function escolherProduto(page: Page, descricao: string, quantidade: string): Promise<void> {
  await page.getByLabel('Descrição', { exact: true }).click();
  const seletor = page.getByRole('dialog', { name: 'Selecionar produto' });
  await seletor
    .getByRole('button', { name: new RegExp(descricao) })
    .first()
    .click();
  await expect(seletor).toBeHidden();
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue(descricao);
  await page.getByLabel('Quantidade').fill(quantidade);
  await page.getByRole('button', { name: 'Incluir' }).click();
}

function sucesso(page: Page) {
  return page.getByRole('dialog', { name: 'Sucesso' });
}

test('creates an order as a user does, finds it, opens its items, edits and deletes it', async ({
  page,
  request,
}) => {
  const empresa = await novaEmpresa(request);
  await cadastrar(request, empresa.email, empresa.senha);
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);

  await page.goto('/cadastrar-pedido');
  await expect(page.getByRole('heading', { name: 'Pedido de Venda' })).toBeVisible();
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await esperarAlerta(page, 'Selecione um cliente para continuar!');
  await page.getByRole('button', { name: 'Incluir' }).click();
  await esperarAlerta(page, 'Insira um produto para continuar!');

  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  const seletorCliente = page.getByRole('dialog', { name: 'Selecionar Cliente' });
  await seletorCliente.getByRole('button', { name: /Mercado Boa Vista E2E/ }).click();
  await expect(seletorCliente).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Cliente', exact: true })).toHaveValue(
    'Mercado Boa Vista E2E',
  );
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await esperarAlerta(page, 'O valor do pedido deve ser maior que zero!');

  // The entry row is checked by the domain's item schema: the spec's messages, the field marked.
  await escolherProduto(page, 'Arroz E2E', '0');
  await esperarAlerta(page, 'A quantidade do produto deve ser maior que zero!');
  await expect(page.getByLabel('Quantidade')).toHaveAttribute('aria-invalid', 'true');
  await captura(page, 'pedido-item-invalido');
  await escolherProduto(page, 'Arroz E2E', '2');
  await escolherProduto(page, 'Feijão E2E', '3');
  const itens = page.getByRole('table', { name: 'Itens do Pedido' });
  await expect(itens.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Total do Pedido' })).toHaveValue('R$ 48,70');
  await itens.getByRole('button', { name: 'Remover Feijão E2E' }).click();
  await expect(page.getByText('Deseja remover o produto')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(itens.getByRole('row')).toHaveCount(2);
  await escolherProduto(page, 'Feijão E2E', '1');
  await expect(page.getByRole('textbox', { name: 'Total do Pedido' })).toHaveValue('R$ 32,90');

  await page.getByRole('combobox', { name: 'Condições de Pagamento' }).click();
  await page.getByRole('option', { name: 'Boleto E2E' }).click();
  await page.getByLabel('Parcelas').fill('3');
  await page.getByRole('button', { name: 'Gerar parcelas' }).click();
  const parcelas = page.getByRole('table', { name: 'Parcelas' });
  await expect(parcelas.getByRole('row')).toHaveCount(4);
  await expect(parcelas).toContainText('R$ 10,98');
  await parcelas.getByRole('row').nth(1).getByRole('button').click();
  const modalData = page.getByRole('dialog', { name: 'Alterar Data da Parcela' });
  await preencherData(modalData, 'Vencimento', '15/01/2030');
  await captura(page, 'pedido-data-parcela');
  await modalData.getByRole('button', { name: 'Confirmar' }).click();
  await expect(parcelas).toContainText('15/01/2030');
  await captura(page, 'pedido-cadastro');

  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await expect(sucesso(page)).toContainText('Pedido gravado com sucesso!');
  await sucesso(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/listar-pedidos$/);

  await expect(page.getByRole('heading', { name: 'LISTA DE PEDIDOS' })).toBeVisible();
  const linha = page.getByRole('row', { name: /Mercado Boa Vista E2E/ });
  await expect(linha).toContainText('R$ 32,90');
  await expect(linha).toContainText('Venda');
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Pedidos de Troca' }).click();
  const vazio = page.getByRole('region', { name: 'Nenhum registro disponivel' });
  await expect(vazio).toContainText('Nenhum registro foi encontrado, Informa a data inicial e final');
  await captura(page, 'pedidos-lista-vazia');
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Pedidos de Venda' }).click();
  await expect(linha).toBeVisible();
  await captura(page, 'pedidos-lista');

  await linha.getByRole('button', { name: 'Itens do pedido 1' }).click();
  const modalItens = page.getByRole('dialog', { name: 'Itens do pedido 1' });
  await expect(modalItens.getByRole('row')).toHaveCount(3);
  await expect(modalItens).toContainText('Feijão E2E');
  await captura(page, 'pedido-itens');
  await modalItens.getByRole('button', { name: 'Fechar' }).click();

  await linha.getByRole('link', { name: 'Alterar pedido 1' }).click();
  await expect(page.getByRole('heading', { name: 'Alteração do Pedido de Venda' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cliente', exact: true })).toHaveValue(
    'Mercado Boa Vista E2E',
  );
  await expect(page.getByRole('table', { name: 'Parcelas' })).toContainText('15/01/2030');
  await captura(page, 'pedido-alteracao');
  await page.getByRole('button', { name: 'Remover Arroz E2E' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await expect(sucesso(page)).toContainText('Pedido alterado com sucesso!');
  await sucesso(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: /Mercado Boa Vista E2E/ })).toContainText('R$ 7,90');

  await page
    .getByRole('row', { name: /Mercado Boa Vista E2E/ })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Deseja Realmente excluir o pedido 1')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(sucesso(page)).toContainText('Pedido excluído com sucesso!');
  await sucesso(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: 'Nenhum registro disponivel' })).toBeVisible();
});

test('the product picker lists first what begins with the typed text, then what contains it', async ({
  page,
  request,
}) => {
  const empresa = await novaEmpresa(request);
  const post = await gravadorDe(request, { email: empresa.email, senha: empresa.senha });
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  for (const [codigo, descricao] of [
    ['B1', 'Bolacha de arroz'],
    ['A2', 'arroz integral 1kg'],
    ['A1', 'Arroz branco 5kg'],
    ['C1', 'Achocolatado'],
  ] as const) {
    await post('produtos/create', corpoProduto({ codigo, descricao, preco: 5, estoque: 10 }, 'UN', un.id));
  }
  await post('clientes/create', { nome: 'Cliente Seletor E2E', cnpj_cpf: '52998224725', rota_id: 0 });
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);
  await page.goto('/cadastrar-pedido');
  await page.getByLabel('Descrição', { exact: true }).click();
  const seletor = page.getByRole('dialog', { name: 'Selecionar produto' });
  await seletor.getByLabel('Pesquisar produto').fill('ARROZ');
  const achados = seletor.getByRole('list', { name: 'Produtos encontrados' }).getByRole('button');
  await expect(achados).toHaveText([
    /A1 - Arroz branco 5kg/,
    /A2 - arroz integral 1kg/,
    /B1 - Bolacha de arroz/,
  ]);
  await captura(page, 'pedido-seletor-produtos-ordem');
  // Enter picks the first one.
  await seletor.getByLabel('Pesquisar produto').press('Enter');
  await expect(seletor).toBeHidden();
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue('Arroz branco 5kg');
});

test('the customer route names the seller: chosen with the customer, and changeable (issue 46)', async ({
  page,
  request,
}) => {
  const empresa = await novaEmpresa(request);
  const post = await gravadorDe(request, empresa);
  const rota = await post('rotas/create', { nome: 'Centro', dias_semana_venda: '0111110' });
  await post('representantes/create', { nome: 'Zélia Rota', cnpj_cpf: '52998224725', rotas: [rota.id] });
  await post('representantes/create', { nome: 'Ana Outra', cnpj_cpf: '11144477735', rotas: [] });
  await post('clientes/create', { nome: 'Padaria da Rota', cnpj_cpf: '52998224725', rota_id: rota.id });
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  await post(
    'produtos/create',
    corpoProduto({ codigo: 'P1', descricao: 'Pão E2E', preco: 1, estoque: 10 }, 'UN', un.id),
  );
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);

  await page.goto('/cadastrar-pedido');
  const vendedor = page.getByRole('combobox', { name: 'Vendedor' });
  await expect(vendedor).toHaveText('Sem vendedor');
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar Cliente' })
    .getByRole('button', { name: /Padaria da Rota/ })
    .click();
  await expect(vendedor).toHaveText('Zélia Rota');
  await captura(page, 'pedido-vendedor-da-rota');
  // Changeable: another seller stays chosen.
  await vendedor.click();
  await page.getByRole('option', { name: 'Ana Outra' }).click();
  await expect(vendedor).toHaveText('Ana Outra');
});
