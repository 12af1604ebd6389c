import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { URL_APP } from './caminhos.ts';
import { cnpjValido, type Empresa, emailUnico } from './fixtures.ts';
import { cabecalhosDe, corpoPedido, corpoProduto, gravadorCom, linkTrocaSenha } from './passos.ts';

/** One record of every register, so that each list, edit screen and the public page has something. */
export type Semeado = {
  empresa: Empresa & { cnpj: string };
  unidade: number;
  forma: number;
  produto: number;
  tabela: number;
  rota: number;
  representante: number;
  cliente: number;
  pedido: number;
  usuario: number;
  /** The public page of the order (/p/{chave}). */
  link: string;
  /** A vendedor of the representative, with a password (the field app signs in with it). */
  vendedor: { email: string; senha: string };
};

export async function semearTudo(request: APIRequestContext): Promise<Semeado> {
  const cnpj = cnpjValido();
  const empresa = { email: emailUnico(), senha: 'senha-secreta-1', nome: 'Distribuidora Acessível', cnpj };
  const criada = await request.post('/api/estabelecimentos/create', {
    data: { ...empresa, imagem_login: '' },
  });
  expect(criada.ok(), await criada.text()).toBe(true);
  const headers = await cabecalhosDe(request, empresa);
  const gravar = gravadorCom(request, headers);
  const id = async (caminho: string, data: object) => (await gravar(caminho, data)).id;

  const unidade = await id('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const forma = await id('formaspagamento/create', { descricao: 'Boleto bancário', parcelamento: 1 });
  const produto = await id(
    'produtos/create',
    corpoProduto(
      { codigo: 'CAF1', descricao: 'Café Torrado Especial 500g', preco: 25, estoque: 80 },
      'UN',
      unidade,
    ),
  );
  const tabela = await id('tabelasprecos/create', {
    nome: 'Atacado',
    itens: [{ produto_id: produto, preco: 22 }],
  });
  const rota = await id('rotas/create', { nome: 'Rota Centro', dias_semana_venda: '1111111' });
  const representante = await id('representantes/create', {
    nome: 'Ana Representante',
    email: '',
    cnpj_cpf: '52998224725',
    rotas: [rota],
  });
  const cliente = await id('clientes/create', {
    nome: 'Mercearia São João Comércio de Alimentos Ltda',
    apelido: 'Mercearia do João',
    cnpj_cpf: '11222333000181',
    rota_id: rota,
    cidade: 'Campinas',
    email: 'compras@mercearia.test',
  });
  await id('visitas/create', {
    cliente_id: cliente,
    representante_id: representante,
    obs: 'Primeira visita',
  });
  const item = { produto_id: produto, descricao: '', qt: 2, preco: 25, desconto: 0, total: 50 };
  const pedido = await id(
    'pedidosvenda/create',
    corpoPedido(cliente, [item], { vendedor_id: representante, forma_pagamento_id: forma }),
  );
  const compartilhado = await request.post('/api/pedidosvenda/compartilhar', {
    data: { id: pedido },
    headers,
  });
  expect(compartilhado.ok(), await compartilhado.text()).toBe(true);
  const link = new URL(String((await compartilhado.json()).registros[0].link)).pathname;

  const vendedor = { email: emailUnico(), senha: 'senha-do-campo-1' };
  const usuario = await id('usuarios/create', {
    nome: 'Ana',
    email: vendedor.email,
    papel: 'vendedor',
    representante_id: representante,
  });
  const { caminho } = await linkTrocaSenha(vendedor.email);
  const troca = await request.post('/api/estabelecimentos/troca_senha', {
    data: { email: vendedor.email, cnpj, senha: vendedor.senha, chave: caminho?.split('/').pop() ?? '' },
  });
  expect(troca.ok(), await troca.text()).toBe(true);

  return {
    empresa,
    unidade,
    forma,
    produto,
    tabela,
    rota,
    representante,
    cliente,
    pedido,
    usuario,
    link,
    vendedor,
  };
}

/** Every screen of the signed-in app that the menu does not link to: the forms, new and with a record. */
/**
 * One seeded company for the whole spec file: registers the `beforeAll` that seeds it and answers an object
 * that reads through to it, so the tests write `s.empresa` as with a variable (reading it before the seed,
 * at the file's top level, fails with a message).
 */
export function semearAntesDosTestes(): Semeado {
  let semeado: Semeado | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const api = await request.newContext({ baseURL: URL_APP });
    semeado = await semearTudo(api);
    await api.dispose();
  });
  return new Proxy({} as Semeado, {
    get(_, chave) {
      if (!semeado) throw new Error('A empresa semeada só existe dentro dos testes (depois do beforeAll).');
      return semeado[chave as keyof Semeado];
    },
  });
}

export function rotasFormularios(s: Semeado): string[] {
  return [
    '/alterar-empresas',
    '/cadastrar-clientes',
    `/alterar-cliente/${s.cliente}`,
    '/importar-clientes',
    '/cadastrar-produtos',
    `/alterar-produto/${s.produto}`,
    '/importar-produtos',
    '/cadastrar-tabelas-precos',
    `/alterar-tabelas-precos/${s.tabela}`,
    '/cadastrar-unidade/0',
    `/alterar-unidade/${s.unidade}`,
    '/cadastrar-forma-pagamento',
    `/alterar-forma-pagamento/${s.forma}`,
    '/cadastrar-rotas',
    `/alterar-rotas/${s.rota}`,
    '/cadastrar-representante/0',
    `/alterar-representante/${s.representante}`,
    '/cadastrar-pedido',
    `/alterar-pedido/${s.pedido}`,
    `/extrato-cliente/${s.cliente}`,
    '/relatorio-vencimentos',
    '/cadastrar-meta',
    '/cadastrar-usuario',
    `/alterar-usuario/${s.usuario}`,
    '/cadastrar-empresa',
    '/rota-que-nao-existe',
  ];
}

/** The addresses the side menu links to, read from the menu itself (so a new screen is never missed). */
export async function rotasDoMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeAttached();
  const hrefs = await menu
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  return hrefs;
}

/** Waits until a screen has loaded: its heading shown, no request under way and no loading bar. */
export async function esperarTela(page: Page): Promise<void> {
  // The screens load lazily: until a heading shows, the page may still be blank.
  await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // A loading bar has no value (indeterminate); a bar with a value is content (a goal's progress) and stays.
  await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Signs in and closes the welcome modal, waiting longer than `entrar` does for it: the first screen after
 * sign-in loads the signed-in frame, which on a loaded 2-core machine can take more than 10 s.
 */
export async function entrarEFechar(page: Page, email: string, senha: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' });
  await expect(dialogo).toBeVisible({ timeout: 45_000 });
  await dialogo.getByRole('button', { name: 'OK' }).click();
  await expect(dialogo).toBeHidden();
}
