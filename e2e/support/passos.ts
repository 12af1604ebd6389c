import { hojeSaoPaulo } from '@mascate/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { captura, type Empresa, emailsPara, entrar, fecharBoasVindas, novaEmpresa } from './fixtures.ts';

type Acesso = Pick<Empresa, 'email' | 'senha'>;

/** The bearer header of a fresh API session of the company, for seeding data beside the screens. */
export async function cabecalhosDe(request: APIRequestContext, { email, senha }: Acesso) {
  const login = await request.post('/api/estabelecimentos/login', { data: { email, senha } });
  return { authorization: `Bearer ${(await login.json()).retorno.token}` };
}

/** POST /api/{caminho} as the company; the raw answer, for specs that look at it themselves. */
export async function apiDe(request: APIRequestContext, empresa: Acesso) {
  const headers = await cabecalhosDe(request, empresa);
  return (caminho: string, data: object) => request.post(`/api/${caminho}`, { data, headers });
}

/** POST /api/{caminho} as the company that must succeed; the answer's `retorno` (the new row's id). */
export async function gravadorDe(request: APIRequestContext, empresa: Acesso) {
  return gravadorCom(request, await cabecalhosDe(request, empresa));
}

/** The same with a session's headers already in hand. */
export function gravadorCom(request: APIRequestContext, headers: Record<string, string>) {
  return async (caminho: string, data: object) => {
    const r = await request.post(`/api/${caminho}`, { data, headers });
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()).retorno as { id: number };
  };
}

/** A session of the company for seeding: its headers (for raw calls) and the must-succeed POST. */
export type SessaoApi = {
  headers: Record<string, string>;
  post: (caminho: string, data: object) => Promise<{ id: number }>;
};

export async function sessaoApi(request: APIRequestContext, empresa: Acesso): Promise<SessaoApi> {
  const headers = await cabecalhosDe(request, empresa);
  return { headers, post: gravadorCom(request, headers) };
}

/**
 * The order specs' registers: the unit 'UN', the customer 'Mercado Boa Vista E2E' (`cliente` over it)
 * and two products, Arroz E2E at R$ 12,50 and Feijão E2E at R$ 7,90; their ids.
 */
export async function cadastrosDoPedido(a: SessaoApi, cliente: object = {}) {
  const un = await a.post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const c = await a.post('clientes/create', {
    nome: 'Mercado Boa Vista E2E',
    cnpj_cpf: '52998224725',
    rota_id: 0,
    ...cliente,
  });
  const produto = (codigo: string, descricao: string, preco: number) =>
    a.post('produtos/create', corpoProduto({ codigo, descricao, preco, estoque: 100 }, 'UN', un.id));
  const arroz = await produto('A1', 'Arroz E2E', 12.5);
  const feijao = await produto('F2', 'Feijão E2E', 7.9);
  return { unidadeId: un.id, clienteId: c.id, arrozId: arroz.id, feijaoId: feijao.id };
}

/**
 * Changes the company's settings as the 'Alterar Empresa' screen does: the record as read (without what
 * the update does not take) with `mudancas` over it; the update must succeed.
 */
export async function alterarEmpresa(
  request: APIRequestContext,
  headers: Record<string, string>,
  mudancas: object,
): Promise<void> {
  const lida = await request.post('/api/empresas/read', { data: {}, headers });
  const { token: _t, usa_merchant: _u, ...corpo } = (await lida.json()).registros?.[0] ?? {};
  const alterada = await request.put('/api/empresas/update', {
    data: { ...corpo, cnpj: corpo.cnpj || '11222333000181', ...mudancas },
    headers,
  });
  expect(alterada.ok(), await alterada.text()).toBe(true);
}

/** A company of its own, signed in through the login screen, on the home screen with the welcome closed. */
export async function entrarComEmpresaNova(
  page: Page,
  request: APIRequestContext,
  dados?: Parameters<typeof novaEmpresa>[1],
): Promise<Empresa> {
  const empresa = await novaEmpresa(request, dados);
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);
  return empresa;
}

/**
 * The one e-mail sent to `endereco` (a password reset or an invite), once it arrives, and the path of its
 * link to the new-password screen.
 */
export async function linkTrocaSenha(endereco: string) {
  await expect.poll(() => emailsPara(endereco).length, { timeout: 15_000 }).toBe(1);
  const [mensagem] = emailsPara(endereco);
  const link = /http:\/\/127\.0\.0\.1:\d+(\/troca-senha\/[A-Za-z0-9_-]+)/.exec(mensagem?.text ?? '');
  return { mensagem, caminho: link?.[1] };
}

/** The 'Sucesso' modal says `mensagem`; OK closes it (and follows its return page). */
export async function confirmarSucesso(page: Page, mensagem: string): Promise<void> {
  const dialogo = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(dialogo).toContainText(mensagem);
  await dialogo.getByRole('button', { name: 'OK' }).click();
}

/** An empty register list: its notice invites to add `item` (screenshot `tela`); the add button is followed. */
export async function adicionarPelaListaVazia(page: Page, caminho: string, item: string, tela?: string) {
  await page.goto(caminho);
  const vazio = page.getByRole('region', { name: 'Nenhum registro disponivel' });
  await expect(vazio).toContainText(`Cadastre um(a) novo(a) ${item}`);
  if (tela) await captura(page, tela);
  await page.getByRole('link', { name: `Adicionar ${item}` }).click();
}

/**
 * With usaMerchant other than 0 the register is kept by the merchant system: its list shows the row
 * `linha` without an edit button and offers no add shortcut. The row, for further checks.
 */
export async function listaSemEdicao(
  page: Page,
  empresa: Acesso,
  caminho: string,
  linha: RegExp,
  item: string,
) {
  await entrar(page, empresa.email, empresa.senha);
  await page.evaluate(() => window.localStorage.setItem('usaMerchant', '1'));
  await page.goto(caminho);
  const row = page.getByRole('row', { name: linha });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Adicionar ${item}` })).toHaveCount(0);
  return row;
}

/** The body of produtos/create for seeding: an active product (status 0, type 0) in the unit `sigla`. */
export function corpoProduto(
  produto: { codigo: string; descricao: string; preco: number; estoque: number },
  sigla: string,
  unidadeId: number,
) {
  return { ...produto, unidade: sigla, unidade_id: unidadeId, status: 0, tipo: 0, meu_id: 0 };
}

/**
 * The body of pedidosvenda/create for seeding: an order of today (leaving today) without instalments,
 * worth the items' total; `outros` sets the representative, the payment or anything else.
 */
export function corpoPedido<I extends { total: number }>(
  participanteId: number,
  produtos: I[],
  outros: object = {},
) {
  const data = hojeSaoPaulo();
  return {
    data,
    data_saida: data,
    forma_pagamento_id: 0,
    natureza_id: 0,
    participante_id: participanteId,
    vendedor_id: 0,
    valor: Math.round(produtos.reduce((soma, p) => soma + p.total * 100, 0)) / 100,
    desconto: 0,
    produtos,
    parcelas: [],
    ...outros,
  };
}

/**
 * A new company with the unit 'UN' and one product, for the specs that sell it: the must-succeed POST of
 * a session, and `item(qt)`, an order's item of `qt` of the product at its price, as the screen sends it.
 */
export async function empresaComProduto(
  request: APIRequestContext,
  produto: { codigo: string; descricao: string; preco: number; estoque: number },
) {
  const empresa = await novaEmpresa(request);
  const post = await gravadorDe(request, empresa);
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const { id } = await post('produtos/create', corpoProduto(produto, 'UN', un.id));
  const item = (qt: number) => ({
    id: crypto.randomUUID(),
    descricao: produto.descricao,
    codpro: produto.codigo,
    produto_id: id,
    unidade_id: un.id,
    unidade: 'UN',
    qt,
    preco: produto.preco,
    desconto: 0,
    total: Math.round(qt * produto.preco * 100) / 100,
  });
  return { empresa, post, item };
}

/** On the order screen: picks the customer, then includes one product with its quantity. */
export async function clienteEUmItem(
  page: Page,
  cliente: RegExp,
  produto: RegExp,
  qt: string,
): Promise<void> {
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  const seletorCliente = page.getByRole('dialog', { name: 'Selecionar Cliente' });
  await seletorCliente.getByRole('button', { name: cliente }).click();
  await expect(seletorCliente).toBeHidden();
  await page.getByLabel('Descrição', { exact: true }).click();
  const seletor = page.getByRole('dialog', { name: 'Selecionar produto' });
  await seletor.getByRole('button', { name: produto }).first().click();
  await expect(seletor).toBeHidden();
  await page.getByLabel('Quantidade').fill(qt);
  await page.getByRole('button', { name: 'Incluir' }).click();
}

/**
 * A list's 'Exportar' in a format: the export runs as a job, its progress at the foot of the screen, then
 * 'Exportação pronta: baixar' downloads the file. Answers the download.
 */
export async function exportarLista(page: Page, formato: 'CSV (Excel)' | 'XLSX', rotulo = 'Exportar') {
  await page.getByRole('button', { name: rotulo }).click();
  await page.getByRole('menuitem', { name: formato }).click();
  const pronta = page.getByRole('button', { name: 'Exportação pronta: baixar' });
  // A large list takes a while on a loaded machine: the job's own pace, not the screen's.
  await expect(pronta).toBeVisible({ timeout: 60_000 });
  const baixando = page.waitForEvent('download');
  await pronta.click();
  const download = await baixando;
  await page.getByRole('status', { name: 'Exportação' }).getByRole('button', { name: 'Fechar' }).click();
  return download;
}
