import { hojeSaoPaulo } from '@mascate/domain';
import { expect, type Page, test } from '@playwright/test';
import { preencherData } from './support/datas.ts';
import { captura } from './support/fixtures.ts';
import { alterarEmpresa, clienteEUmItem, entrarComEmpresaNova, sessaoApi } from './support/passos.ts';

// Issue 30: an invoiced order's receivable paid in two parts; a new order refused by the customer's
// credit limit with the numbers; the administrator's release with a reason, seen in the order's history.

function sucesso(page: Page) {
  return page.getByRole('dialog', { name: 'Sucesso' });
}

test('receivable paid in two parts; credit block and the administrator release in the history', async ({
  page,
  request,
}) => {
  // One long story (two payments, a refused order, a release) on a shared, loaded machine.
  test.setTimeout(240_000);
  const empresa = await entrarComEmpresaNova(page, request, { nome: 'Distribuidora Crédito' });
  const { headers, post } = await sessaoApi(request, empresa);
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const cliente = await post('clientes/create', {
    nome: 'Mercearia São Jorge',
    cnpj_cpf: '52998224725',
    rota_id: 0,
  });
  const produto = await post('produtos/create', {
    codigo: 'C1',
    descricao: 'Café Torrado 500g',
    unidade: 'UN',
    unidade_id: un.id,
    preco: 50,
    status: 0,
    estoque: 50,
    tipo: 0,
    meu_id: 0,
  });
  const hoje = hojeSaoPaulo();
  // An order of `qt` coffees at R$ 50,00 (`outros`: a quote).
  const pedidoDeCafe = (qt: number, outros: object = {}) =>
    post('pedidosvenda/create', {
      data: hoje,
      participante_id: cliente.id,
      valor: qt * 50,
      desconto: 0,
      ...outros,
      produtos: [
        {
          id: 'i1',
          descricao: 'Café Torrado 500g',
          produto_id: produto.id,
          unidade_id: un.id,
          unidade: 'UN',
          qt,
          preco: 50,
          desconto: 0,
          total: qt * 50,
        },
      ],
    });
  const pedido = await pedidoDeCafe(2);
  await post('pedidosvenda/situacao', { id: pedido.id, situacao: 'faturado' });

  // The receivable in Contas a receber: a payment of R$ 40,00, then the rest.
  await page.getByRole('link', { name: 'Contas a receber' }).first().click();
  await expect(page.getByRole('heading', { name: 'CONTAS A RECEBER' })).toBeVisible();
  const linha = page.getByRole('row', { name: /Mercearia São Jorge/ });
  await expect(linha).toContainText('R$ 100,00');
  await expect(linha).toContainText('Aberto');
  await linha.getByRole('button', { name: /Baixar título/ }).click();
  const baixa = page.getByRole('dialog', { name: /Baixa do título/ });
  await baixa.getByLabel('Valor').fill('40');
  await baixa.getByLabel('Valor').blur();
  await expect(baixa.getByLabel('Valor')).toHaveValue('R$ 40,00');
  await captura(page, 'contas-receber-baixa');
  await baixa.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(baixa).toBeHidden();
  await expect(linha).toContainText('R$ 60,00');
  await expect(linha).toContainText('Pago em parte');
  // The aging report, a page at a time: the customer's open R$ 60,00 and the total of every customer.
  await page.getByRole('link', { name: 'Vencimentos' }).click();
  await expect(page.getByRole('heading', { name: 'VENCIMENTOS' })).toBeVisible();
  const relatorio = page.getByRole('table', { name: 'Vencimentos por cliente' });
  await expect(relatorio.getByRole('row', { name: /Mercearia São Jorge/ })).toContainText('R$ 60,00');
  await expect(relatorio.getByRole('row', { name: /^Total/ })).toContainText('R$ 60,00');
  await expect(page.getByText('1–1 de 1 (página 1 de 1)')).toBeVisible();
  await captura(page, 'contas-receber-vencimentos');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'CONTAS A RECEBER' })).toBeVisible();
  await linha.getByRole('button', { name: /Baixar título/ }).click();
  await expect(baixa.getByLabel('Valor')).toHaveValue('R$ 60,00');
  await baixa.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(baixa).toBeHidden();
  await expect(linha).toContainText('Pago');
  await linha.getByRole('button', { name: /Ver título/ }).click();
  const detalhe = page.getByRole('dialog', { name: /Título/ });
  await expect(detalhe.getByRole('table', { name: 'Baixas' }).getByRole('row')).toHaveCount(3);
  await captura(page, 'contas-receber-pago');
  await page.keyboard.press('Escape');

  // The due-period filter: a period starting after the receivable's due date leaves it out; cleared, back.
  const [a, m, d] = hoje.split('-');
  await preencherData(page, 'Vencimento de', `01/01/${Number(a) + 1}`);
  await expect(linha).toBeHidden();
  await preencherData(page, 'Vencimento de', `${d}/${m}/${a}`);
  await expect(linha).toContainText('Pago');

  // The credit limit: R$ 80,00 with blocking on; a new order of R$ 100,00 is refused with the numbers.
  await alterarEmpresa(request, headers, { bloquear_limite: 1 });
  await request.put('/api/clientes/update', {
    data: {
      id: cliente.id,
      nome: 'Mercearia São Jorge',
      cnpj_cpf: '52998224725',
      rota_id: 0,
      limite_credito: 80,
    },
    headers,
  });

  await page.goto('/cadastrar-pedido');
  await clienteEUmItem(page, /Mercearia São Jorge/, /Café Torrado 500g/, '2');
  const posicao = page.getByRole('alert', { name: 'Posição de crédito' });
  await expect(posicao).toContainText('Limite: R$ 80,00');
  await expect(posicao).toContainText('Este pedido passa do limite de crédito do cliente.');
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  const atencao = page.getByRole('dialog', { name: 'Atenção' });
  await expect(atencao).toContainText(
    'Limite de crédito de R$ 80,00 excedido: em aberto R$ 0,00 + este pedido R$ 100,00.',
  );
  await captura(page, 'contas-receber-bloqueio');
  await atencao.getByRole('button', { name: 'OK' }).click();

  // The administrator releases it with a reason; the history says who and why.
  await page.getByLabel('Liberar crédito').check();
  await page.getByLabel('Motivo da liberação').fill('Cliente antigo, pagamento combinado com o gerente');
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await expect(sucesso(page)).toContainText('Pedido gravado com sucesso!');
  await sucesso(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/listar-pedidos$/);
  await page.getByRole('link', { name: 'Alterar pedido 2' }).click();
  const historico = page.getByRole('table', { name: 'Histórico do pedido' });
  await expect(historico).toContainText(
    'Crédito liberado: Cliente antigo, pagamento combinado com o gerente',
  );
  await captura(page, 'contas-receber-liberacao');

  // An orçamento past the limit: "Aprovar" is refused with the numbers, and the administrator releases it
  // there, with a reason, which the history keeps.
  const orcamento = await pedidoDeCafe(1, { situacao: 'orcamento' });
  await page.goto(`/alterar-pedido/${orcamento.id}`);
  await page.getByRole('button', { name: 'Aprovar' }).click();
  const liberar = page.getByRole('dialog', { name: 'Crédito do cliente' });
  await expect(liberar).toContainText('Limite de crédito de R$ 80,00 excedido');
  await liberar.getByLabel('Motivo da liberação').fill('Pedido pequeno, aprovado pela diretoria');
  await liberar.getByRole('button', { name: 'Liberar e aprovar' }).click();
  await expect(liberar).toBeHidden();
  await expect(sucesso(page)).toBeVisible();
  await sucesso(page).getByRole('button', { name: 'OK' }).click();
  await expect(historico).toContainText('Crédito liberado: Pedido pequeno, aprovado pela diretoria');
});
