import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { PASTA_TELAS, TMP } from './support/caminhos.ts';
import { CHROMIUM_DEBIAN } from './support/chromium.ts';
import { cnpjValido, emailUnico } from './support/fixtures.ts';
import { corpoProduto, gravadorCom, linkTrocaSenha } from './support/passos.ts';
import { type Dedicado, servidorDedicado, URL_DEDICADA } from './support/servidor-dedicado.ts';

// Issue 29: Mascate Campo offline. The server is really stopped (a service worker's requests ignore
// setOffline), the app reloads from its cached shell, an order and a visit are recorded without a
// server; back online they are sent once, a lost answer is retried and answered 'repetida', and an order
// for a customer that left the portfolio meanwhile is refused with the reason shown in Envios.

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const SENHA = 'senha-do-campo-1';
let servidor: Dedicado;
let api: APIRequestContext;
let contexto: BrowserContext;
let page: Page;
/** The first test's company: the second signs in as its administrador. */
let semeado: Semeado | undefined;

type Semeado = {
  empresa: { email: string; senha: string };
  admin: (caminho: string, data: object) => Promise<{ id: number }>;
  headers: Record<string, string>;
  vendedorEmail: string;
  clienteId: number;
  outroClienteId: number;
  outraRotaId: number;
  unidadeId: number;
};

async function semear(): Promise<Semeado> {
  const cnpj = cnpjValido();
  const empresa = { email: emailUnico(), senha: 'senha-secreta-1', nome: 'Distribuidora Campo', cnpj };
  expect(
    (await api.post('/api/estabelecimentos/create', { data: { ...empresa, imagem_login: '' } })).ok(),
  ).toBe(true);
  const login = await (await api.post('/api/estabelecimentos/login', { data: empresa })).json();
  const headers = { authorization: `Bearer ${login.retorno.token}` };
  const admin = gravadorCom(api, headers);
  const un = await admin('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  await admin(
    'produtos/create',
    corpoProduto({ codigo: 'C1', descricao: 'Café Especial', preco: 10, estoque: 100 }, 'UN', un.id),
  );
  await admin('formaspagamento/create', { descricao: 'Boleto', parcelamento: 1 });
  // A reason of the company's own list (besides the default ones), chosen on the device.
  await admin('motivosnaovenda/create', { descricao: 'Comprador viajando' });
  const rota = await admin('rotas/create', { nome: 'Rota Centro', dias_semana_venda: '1111111' });
  const outraRota = await admin('rotas/create', { nome: 'Rota Norte', dias_semana_venda: '0000000' });
  const rep = await admin('representantes/create', {
    nome: 'Ana Representante',
    email: '',
    cnpj_cpf: '52998224725',
    rotas: [rota.id],
  });
  const cliente = await admin('clientes/create', {
    nome: 'Mercearia São João',
    apelido: 'Mercearia do João',
    cnpj_cpf: '11222333000181',
    rota_id: rota.id,
    cidade: 'Campinas',
    limite_credito: 15,
  });
  const outro = await admin('clientes/create', {
    nome: 'Empório Açaí',
    cnpj_cpf: '52998224725',
    rota_id: rota.id,
    cidade: 'Sumaré',
  });
  const vendedorEmail = emailUnico();
  await admin('usuarios/create', {
    nome: 'Ana',
    email: vendedorEmail,
    papel: 'vendedor',
    representante_id: rep.id,
  });
  const { caminho } = await linkTrocaSenha(vendedorEmail);
  const chave = caminho?.split('/').pop() ?? '';
  const troca = await api.post('/api/estabelecimentos/troca_senha', {
    data: { email: vendedorEmail, cnpj, senha: SENHA, chave },
  });
  expect(troca.ok(), await troca.text()).toBe(true);
  return {
    empresa,
    admin,
    headers,
    vendedorEmail,
    clienteId: cliente.id,
    outroClienteId: outro.id,
    outraRotaId: outraRota.id,
    unidadeId: un.id,
  };
}

const tela = (nome: string) => page.screenshot({ path: `${PASTA_TELAS}campo-${nome}.png`, fullPage: true });
const aba = (nome: string) =>
  page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: nome });

test.beforeAll(async () => {
  // A fresh embedded PostgreSQL (initdb and migrations) takes a while on a busy machine.
  test.setTimeout(180_000);
  servidor = servidorDedicado('campo-data');
  await servidor.iniciar();
  api = await request.newContext({ baseURL: URL_DEDICADA });
  // A persistent profile: installability is judged there (a default context reports "in-incognito").
  contexto = await chromium.launchPersistentContext(mkdtempSync(join(TMP, 'perfil-campo-')), {
    ...CHROMIUM_DEBIAN,
    baseURL: URL_DEDICADA,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    permissions: ['geolocation'],
    geolocation: { latitude: -22.9056, longitude: -47.0608, accuracy: 12 },
  });
  page = contexto.pages()[0] ?? (await contexto.newPage());
});

test.afterAll(async () => {
  await contexto?.close();
  await api?.dispose();
  await servidor?.parar();
});

test('campo: sincroniza, trabalha sem servidor, envia uma vez só e mostra a recusa', async () => {
  const s = await semear();
  semeado = s;

  // First sync, signed in with the representative's own account, from the documented address.
  await page.goto('/campo');
  await expect(page).toHaveURL(/\/campo\/$/);
  await page.getByLabel('E-mail').fill(s.vendedorEmail);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Sincronizar' })).toBeVisible();
  await page.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(page.getByText('Sincronização concluída.')).toBeVisible();
  await expect(page.getByText('Neste aparelho: 2 clientes, 1 produto.')).toBeVisible();
  await expect(page.getByText('Última sincronização: agora mesmo')).toBeVisible();
  await tela('sincronizar');

  // The shell is cached by the service worker, and Chromium finds the app installable.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  const cdp = await contexto.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  expect(installabilityErrors).toEqual([]);

  // The server is stopped: the app reloads from its shell, at both documented addresses (/campo's
  // redirect is kept by the browser).
  await servidor.parar();
  await page.goto('/campo');
  await expect(page).toHaveURL(/\/campo\/$/);
  await expect(page.getByRole('heading', { name: 'Hoje' })).toBeVisible();
  await page.goto('/campo/#/hoje');
  await expect(page.getByRole('heading', { name: 'Hoje' })).toBeVisible();
  await expect(page.getByText('2 clientes planejados')).toBeVisible();
  await tela('hoje-sem-servidor');

  // Search without accents, an order for the first customer.
  await aba('Clientes').click();
  await page.getByLabel('Buscar cliente').fill('sao joao');
  await page.getByRole('button', { name: /Mercearia São João/ }).click();
  await expect(page.getByRole('heading', { name: 'Mercearia São João' })).toBeVisible();
  // Its credit as the last sync brought it (the company does not block over the limit: only a warning).
  await expect(page.getByRole('region', { name: 'Crédito' })).toContainText('DisponívelR$ 15,00');
  await tela('cliente');
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  await page.getByLabel('Buscar produto').fill('cafe');
  await page.getByRole('button', { name: /Café Especial/ }).click();
  await page.getByLabel('Qtde (UN)').fill('2');
  await expect(page.getByText('Total: R$ 20,00')).toBeVisible();
  // The back office's notes and delivery date (typed as dd/mm/aaaa, the slashes come by themselves).
  await page.getByLabel('Data de entrega').fill('31122030');
  await expect(page.getByLabel('Data de entrega')).toHaveValue('31/12/2030');
  await page.getByLabel('Observações').fill('Entregar pela manhã, portão lateral.');
  await expect(page.getByText('passa do crédito disponível do cliente (R$ 15,00)')).toBeVisible();
  await tela('pedido');
  await page.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(page.getByText('Pedido salvo no aparelho.')).toBeVisible();

  // A visit with check-in, outcome and check-out.
  await page.getByRole('button', { name: 'Voltar ao cliente' }).click();
  await page.getByRole('button', { name: 'Visita' }).click();
  await page.getByRole('button', { name: 'Fazer check-in' }).click();
  await expect(page.getByText(/precisão de 12 m/)).toBeVisible();
  await page.getByLabel('Sem venda').check();
  // No reason comes chosen: the check-out asks for one.
  await expect(page.getByLabel('Motivo')).toHaveValue('');
  await page.getByRole('button', { name: 'Fazer check-out' }).click();
  await expect(page.getByText('Escolha o motivo da não venda.')).toBeVisible();
  await page.getByLabel('Motivo').selectOption('Comprador viajando');
  await tela('visita');
  await page.getByRole('button', { name: 'Fazer check-out' }).click();
  await expect(page.getByText('Visita salva no aparelho.')).toBeVisible();

  // An order for the second customer, who will leave the portfolio before it reaches the server.
  await aba('Clientes').click();
  await page.getByLabel('Buscar cliente').fill('acai');
  await page.getByRole('button', { name: /Empório Açaí/ }).click();
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  await page.getByLabel('Buscar produto').fill('cafe');
  await page.getByRole('button', { name: /Café Especial/ }).click();
  await page.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(page.getByText('Pedido salvo no aparelho.')).toBeVisible();
  await aba('Envios').click();
  await expect(page.getByRole('heading', { name: 'Aguardando envio (3)' })).toBeVisible();
  // Each save tried to send by itself and found no server: the header says so, with the count.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Sem conexão · 3 envios aguardando');
  await tela('envios-aguardando');

  // The first send after the server comes back has its answer lost after the server committed it (and
  // until the office has moved the second customer, the sends find no server).
  let movido = false;
  let perdida: { resultados: { situacao: string }[] } | undefined;
  await page.route('**/api/campo/enviar', async (rota) => {
    if (!movido) return rota.abort('connectionrefused');
    if (perdida) return rota.continue();
    const resposta = await rota.fetch();
    perdida = await resposta.json();
    await rota.abort('connectionreset');
  });

  // The server comes back; meanwhile the office moved the second customer to another route.
  await servidor.iniciar();
  const mover = await api.put('/api/clientes/update', {
    headers: s.headers,
    data: {
      id: s.outroClienteId,
      nome: 'Empório Açaí',
      cnpj_cpf: '52998224725',
      rota_id: s.outraRotaId,
      cidade: 'Sumaré',
    },
  });
  expect(mover.ok(), await mover.text()).toBe(true);
  movido = true;

  // Nobody taps "Enviar agora": the outbox's timer sends, the answer is lost, and the next try (the
  // same ids) is answered 'repetida' (and the refusal again), nothing doubled.
  const retry = await page.waitForResponse((r) => r.url().endsWith('/api/campo/enviar'), { timeout: 90_000 });
  expect(perdida?.resultados.map((r) => r.situacao)).toEqual(['aplicada', 'aplicada', 'recusada']);
  const corpo = await retry.json();
  expect(corpo.resultados.map((r: { situacao: string }) => r.situacao)).toEqual([
    'repetida',
    'repetida',
    'recusada',
  ]);
  await page.unroute('**/api/campo/enviar');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('');
  await expect(page.getByRole('heading', { name: 'Enviados (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recusados (1)' })).toBeVisible();
  await expect(
    page.getByText('Recusado: O cliente informado não foi encontrado nesta empresa.'),
  ).toBeVisible();
  await tela('envios-recusado');

  const pedidos = await (await api.post('/api/pedidosvenda/read', { data: {}, headers: s.headers })).json();
  expect(pedidos.registros).toHaveLength(1);
  expect(pedidos.registros[0]).toMatchObject({
    observacoes: 'Entregar pela manhã, portão lateral.',
    data_saida: '2030-12-31',
  });
  const visitas = await (
    await api.post('/api/visitas/read', {
      data: { data_ini: '2024-06-01', data_fin: '2029-05-31' },
      headers: s.headers,
    })
  ).json();
  expect(visitas.registros).toHaveLength(1);
  // The visit arrives with its own fields: check-in/out, the device's location, the reason.
  expect(visitas.registros[0]).toMatchObject({
    resultado: 'sem_venda',
    motivo: 'Comprador viajando',
    latitude: -22.9056,
    longitude: -47.0608,
    precisao_m: 12,
    origem: 'campo',
  });
  expect(visitas.registros[0].checkin_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(visitas.registros[0].checkout_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  // A refused order opens for correction.
  await page.getByRole('button', { name: 'Corrigir' }).click();
  await expect(page.getByRole('heading', { name: 'Corrigir pedido' })).toBeVisible();
});

test('campo: o administrador escolhe o representante e trabalha em nome dele', async () => {
  const s = semeado;
  expect(s, 'o primeiro teste semeia a empresa').toBeDefined();
  if (!s) return;
  // A shelf of 22 more products (23 with the coffee): the order's list has two pages.
  const PRATELEIRA = [
    'Açúcar Cristal 1kg',
    'Achocolatado 400g',
    'Água Mineral 1,5L',
    'Amido de Milho 500g',
    'Arroz Agulhinha 5kg',
    'Azeite Extra Virgem 500ml',
    'Biscoito Recheado 140g',
    'Creme de Leite 200g',
    'Detergente Neutro 500ml',
    'Extrato de Tomate 340g',
    'Farinha de Trigo 1kg',
    'Feijão Carioca 1kg',
    'Fubá Mimoso 1kg',
    'Leite Condensado 395g',
    'Leite Integral 1L',
    'Macarrão Espaguete 500g',
    'Margarina 500g',
    'Milho Verde 170g',
    'Óleo de Soja 900ml',
    'Sabão em Pó 1kg',
    'Sal Refinado 1kg',
    'Vinagre de Álcool 750ml',
  ];
  for (const [i, descricao] of PRATELEIRA.entries())
    await s.admin(
      'produtos/create',
      corpoProduto({ codigo: `P${i + 10}`, descricao, preco: 5 + i, estoque: 50 }, 'UN', s.unidadeId),
    );
  // Another phone (its own profile): the company's administrador.
  const outro = await chromium.launchPersistentContext(mkdtempSync(join(TMP, 'perfil-campo-adm-')), {
    ...CHROMIUM_DEBIAN,
    baseURL: URL_DEDICADA,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const p = outro.pages()[0] ?? (await outro.newPage());
    await p.goto('/campo/');
    await p.getByLabel('E-mail').fill(s.empresa.email);
    await p.getByLabel('Senha').fill(s.empresa.senha);
    await p.getByRole('button', { name: 'Entrar' }).click();
    await p.getByRole('button', { name: 'Sincronizar agora' }).click();
    await expect(p.getByText('Sincronização concluída.')).toBeVisible();
    // Until a representative is chosen the device holds no customer: it asks for one.
    await expect(p.getByText(/Escolha o representante em nome de quem você vai trabalhar/)).toBeVisible();
    await expect(p.getByText('Neste aparelho: 0 clientes', { exact: false })).toBeVisible();
    await p.screenshot({ path: `${PASTA_TELAS}campo-admin-escolher.png`, fullPage: true });

    // Choosing syncs that representative's portfolio at once (the second customer left its route).
    await p.getByLabel('Agir como o representante').selectOption({ label: 'Ana Representante' });
    await expect(p.getByText('Sincronização concluída.')).toBeVisible();
    await expect(p.getByText('Neste aparelho: 1 cliente, 23 produtos.')).toBeVisible();

    const abaDe = (nome: string) =>
      p.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: nome });
    await abaDe('Clientes').click();
    await expect(p.getByRole('button', { name: /Mercearia São João/ })).toBeVisible();
    await expect(p.getByRole('button', { name: /Empório Açaí/ })).toHaveCount(0);
    await p.getByRole('button', { name: /Mercearia São João/ }).click();
    await p.getByRole('button', { name: 'Novo pedido' }).click();

    // Issue 45: the products to browse, from the phone's slice: what this customer bought (the first
    // test's order) first, then the others by description (accents aside), 20 a page.
    await p.getByRole('button', { name: 'Ver a lista de produtos' }).click();
    const lista = p.getByRole('region', { name: 'Lista de produtos' });
    await expect(lista.getByRole('heading', { name: 'Comprados por este cliente' })).toBeVisible();
    const nomes = lista.getByRole('listitem').locator('.nome');
    await expect(nomes.first()).toHaveText('Café Especial');
    await expect(lista.getByRole('button', { name: /Café Especial/ })).toContainText(
      /Comprado em \d\d\/\d\d\/\d{4}/,
    );
    await expect(nomes.nth(1)).toHaveText('Achocolatado 400g');
    await expect(nomes.nth(2)).toHaveText('Açúcar Cristal 1kg');
    await expect(nomes).toHaveCount(20);
    const paginas = lista.getByRole('navigation', { name: 'Páginas da lista de produtos' });
    await expect(paginas.getByRole('status')).toHaveText('1–20 de 23');
    await p.screenshot({ path: `${PASTA_TELAS}campo-pedido-lista.png`, fullPage: true });
    await paginas.getByRole('button', { name: 'Próximos' }).click();
    await expect(paginas.getByRole('status')).toHaveText('21–23 de 23');
    await expect(nomes).toHaveText(['Sabão em Pó 1kg', 'Sal Refinado 1kg', 'Vinagre de Álcool 750ml']);
    await lista.getByRole('button', { name: /Vinagre de Álcool/ }).click();
    await expect(p.getByText('Vinagre de Álcool 750ml incluído no pedido.')).toBeVisible();
    await expect(lista.getByRole('button', { name: /Vinagre de Álcool/ })).toContainText('no pedido');
    await expect(p.getByText('Total: R$ 26,00')).toBeVisible();
    await p.screenshot({ path: `${PASTA_TELAS}campo-pedido-lista-2.png`, fullPage: true });
    // The typed search still works beside it (its results replace the list while typed).
    await p.getByLabel('Buscar produto').fill('cafe');
    await expect(lista).toBeHidden();
    await p.getByRole('button', { name: /Café Especial/ }).click();
    await expect(p.getByText('Total: R$ 36,00')).toBeVisible();
    await p.getByRole('button', { name: 'Salvar pedido' }).click();
    await expect(p.getByText('Pedido salvo no aparelho.')).toBeVisible();
    await abaDe('Envios').click();
    await p.getByRole('button', { name: 'Enviar agora' }).click();
    await expect(p.getByRole('heading', { name: 'Enviados (1)' })).toBeVisible();

    // The order is the representative's, recorded by the administrador's account.
    const pedidos = await (await api.post('/api/pedidosvenda/read', { data: {}, headers: s.headers })).json();
    expect(pedidos.registros).toHaveLength(2);
    const ana = await (await api.post('/api/representantes/read', { data: {}, headers: s.headers })).json();
    const anaId = ana.registros.find((r: { nome: string }) => r.nome === 'Ana Representante')?.id;
    for (const pedido of pedidos.registros) expect(pedido.vendedor_id).toBe(anaId);
  } finally {
    await outro.close();
  }
});
