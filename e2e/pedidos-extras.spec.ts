import { readFile } from 'node:fs/promises';
import { hojeSaoPaulo } from '@mascate/domain';
import { expect, type Page, test } from '@playwright/test';
import { captura, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { cabecalhosDe, corpoProduto, exportarLista, gravadorCom } from './support/passos.ts';

// Issue 27: the order's notes on the form and the public page, 'Repetir pedido' at today's prices with a
// discount in %, the representative column and filter, and the export's status column.
const OBS = 'Entregar pela manhã, portão azul.';

async function sucesso(page: Page, texto: string) {
  const dialogo = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(dialogo).toContainText(texto, { timeout: 30_000 });
  await dialogo.getByRole('button', { name: 'OK' }).click();
  await expect(dialogo).toBeHidden();
}

test('observações, repetir pedido com desconto em %, filtro de representante e situação na planilha', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const empresa = await novaEmpresa(request, { nome: 'Distribuidora Extras' });
  // The login screen's steps, with room for a loaded machine (the welcome can take over 10 s).
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(empresa.email);
  await page.getByLabel('Senha', { exact: true }).fill(empresa.senha);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await expect(page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' })).toBeVisible({
    timeout: 60_000,
  });
  await fecharBoasVindas(page);
  const headers = await cabecalhosDe(request, empresa);
  const post = gravadorCom(request, headers);
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const novoRepresentante = (nome: string, email: string, cnpj_cpf: string) =>
    post('representantes/create', { nome, email, cnpj_cpf });
  const ana = await novoRepresentante('Ana Souza', 'ana@extras.test', '52998224725');
  const bruno = await novoRepresentante('Bruno Lima', 'bruno@extras.test', '11144477735');
  const forma = await post('formaspagamento/create', { descricao: 'Boleto 28 dias' });
  const cliente = await post('clientes/create', {
    nome: 'Empório Bela Vista',
    cnpj_cpf: '11222333000181',
    rota_id: 0,
    fone1: '(11) 98765-4321',
  });
  const produto = await post(
    'produtos/create',
    corpoProduto({ codigo: 'C1', descricao: 'Café Torrado 500g', preco: 20, estoque: 50 }, 'UN', un.id),
  );
  const hoje = hojeSaoPaulo();
  // An old order of Ana's at an old price (R$ 15,00), with notes; a quote of Bruno's.
  const corpo = (vendedor: number, preco: number, extras: object = {}) => ({
    participante_id: cliente.id,
    data: hoje,
    data_saida: hoje,
    vendedor_id: vendedor,
    forma_pagamento_id: forma.id,
    valor: preco * 2,
    desconto: 0,
    produtos: [{ produto_id: produto.id, qt: 2, preco, desconto: 0, total: preco * 2, descricao: 'Café' }],
    parcelas: [],
    ...extras,
  });
  const antigo = await post('pedidosvenda/create', corpo(ana.id, 15, { observacoes: OBS }));
  await post('pedidosvenda/create', corpo(bruno.id, 20, { situacao: 'orcamento' }));

  // The order shows its notes; 'Repetir pedido' opens a new form at today's price (R$ 20,00), unsaved.
  await page.goto(`/alterar-pedido/${antigo.id}`);
  // The first screen of the order loads its code on demand: slow on a loaded machine.
  await expect(page.getByLabel('Observações')).toHaveValue(OBS, { timeout: 60_000 });
  await captura(page, 'pedidos-extras-pedido-1366');
  await page.getByRole('button', { name: 'Repetir pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`/cadastrar-pedido\\?repetir=${antigo.id}$`));
  await expect(page.getByRole('heading', { name: 'Pedido de Venda', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('textbox', { name: 'Cliente', exact: true })).toHaveValue('Empório Bela Vista');
  await expect(page.getByRole('cell', { name: 'R$ 20,00' }).first()).toBeVisible();
  await expect(page.getByLabel('Observações')).toHaveValue(OBS);

  // 10% off the whole order: R$ 40,00 - R$ 4,00.
  await page.getByLabel('Desconto no pedido (%)').fill('10');
  await page.getByRole('button', { name: 'Aplicar desconto' }).click();
  await expect(page.getByRole('cell', { name: 'R$ 36,00' })).toBeVisible();
  await page.getByLabel('Observações').fill('Repetido: entregar na doca 2.');
  await captura(page, 'pedidos-extras-repetir-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await captura(page, 'pedidos-extras-repetir-390');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await sucesso(page, 'Pedido gravado com sucesso!');
  await expect(page).toHaveURL(/\/listar-pedidos$/);

  // The list: REPRESENTANTE column and filter.
  const lista = page.getByRole('table');
  await expect(lista.getByRole('row')).toHaveCount(4);
  await expect(lista).toContainText('Bruno Lima');
  await page.getByRole('combobox', { name: 'Representante' }).click();
  await page.getByRole('option', { name: 'Ana Souza' }).click();
  await expect(lista.getByRole('row')).toHaveCount(3);
  await expect(lista).not.toContainText('Bruno Lima');
  await captura(page, 'pedidos-extras-lista-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await captura(page, 'pedidos-extras-lista-390');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('combobox', { name: 'Representante' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(lista.getByRole('row')).toHaveCount(4);

  // The export has the status: the quote is not a sale in the file.
  const texto = (await readFile(await (await exportarLista(page, 'CSV (Excel)')).path())).toString('utf8');
  const [cab = '', ...linhas] = texto
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const colunas = cab.split(';');
  const situacao = colunas.indexOf('Situação');
  const representante = colunas.indexOf('Representante');
  expect(situacao).toBeGreaterThan(0);
  const porRep = Object.fromEntries(
    linhas.map((l) => l.split(';')).map((l) => [l[representante], l[situacao]]),
  );
  expect(porRep['Bruno Lima']).toBe('Orçamento');
  expect(linhas.map((l) => l.split(';')[situacao])).toContain('Pedido');
  // The old order's notes are in the file too.
  expect(colunas).toContain('Observações');
  expect(texto).toContain(OBS);

  // The new order's public page: notes, payment method, representative and the customer's phone.
  const r = await request.post('/api/pedidosvenda/read', { data: { limite: 10 }, headers });
  const novo = ((await r.json()).registros as { id: number; observacoes: string }[]).find(
    (p) => p.observacoes === 'Repetido: entregar na doca 2.',
  );
  expect(novo).toBeDefined();
  const link = await request.post('/api/pedidosvenda/compartilhar', { data: { id: novo?.id }, headers });
  const endereco = new URL((await link.json()).registros[0].link as string);
  const publica = await context.newPage();
  await publica.goto(endereco.pathname);
  await expect(publica.getByRole('heading', { name: 'Observações' })).toBeVisible();
  await expect(publica.getByText('Repetido: entregar na doca 2.')).toBeVisible();
  await expect(publica.getByText('Forma de pagamento: Boleto 28 dias')).toBeVisible();
  await expect(publica.getByText('Representante: Ana Souza')).toBeVisible();
  await expect(publica.getByText('Telefone do cliente: (11) 98765-4321')).toBeVisible();
  await expect(publica.getByRole('cell', { name: 'R$ 36,00' }).first()).toBeVisible();
  await captura(publica, 'pedidos-extras-pagina-publica-1366');
  await publica.setViewportSize({ width: 390, height: 844 });
  await captura(publica, 'pedidos-extras-pagina-publica-390');
});
