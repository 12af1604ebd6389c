import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { corpoPedido } from './support/passos.ts';

// Issue 11: HTML and script typed into every text field of every form, and stored through the API into
// every text the screens show, stay text. A script that ran would set window.__mascateXss; markup that
// became HTML would load /x (the broken image), call alert or make the CSP report a refusal.
const MARCA = '__mascateXss';
const PAYLOADS = [
  `<img src=x onerror="window.${MARCA}=1">`,
  `<script>window.${MARCA}=1</script>`,
  `"><svg onload="window.${MARCA}=1">`,
  `'><iframe srcdoc="<script>parent.${MARCA}=1</script>">`,
];
const PAYLOAD = PAYLOADS[0] as string;

type Vigia = { problemas: string[] };

/** Watches a page for any sign that injected markup became HTML or script. */
function vigiar(page: Page): Vigia {
  const vigia: Vigia = { problemas: [] };
  page.on('dialog', async (d) => {
    vigia.problemas.push(`diálogo ${d.type()}: ${d.message()}`);
    await d.dismiss();
  });
  page.on('console', (m) => {
    const texto = m.text();
    if (texto.includes(MARCA) || /Content Security Policy/i.test(texto))
      vigia.problemas.push(`console: ${texto}`);
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/x')) vigia.problemas.push(`carregou ${r.url()}`);
  });
  return vigia;
}

async function semScript(page: Page, vigia: Vigia, onde: string): Promise<void> {
  const marcada = await page.evaluate((m) => (window as unknown as Record<string, unknown>)[m], MARCA);
  expect({ onde, marcada, problemas: vigia.problemas }).toEqual({ onde, marcada: undefined, problemas: [] });
}

/** The payload is on the page as text: in the visible text or as a field's value (false after 10 s). */
async function mostraComoTexto(page: Page, texto: string): Promise<boolean> {
  const procurar = () =>
    page.evaluate(
      (t) =>
        document.body.innerText.includes(t) ||
        [...document.querySelectorAll('input, textarea')].some((i) =>
          (i as HTMLInputElement).value.includes(t),
        ),
      texto,
    );
  return expect
    .poll(procurar, { timeout: 20_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false);
}

const CAMPOS_DE_TEXTO =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled])';

/** Types a payload into every text field of the screen, then presses its submit button. */
async function digitarEmTudo(page: Page, vigia: Vigia, caminho: string, nome: string): Promise<number> {
  await page.goto(caminho);
  await page.locator('form, main').first().waitFor();
  const campos = page.locator(CAMPOS_DE_TEXTO);
  await expect.poll(() => campos.count()).toBeGreaterThan(0);
  const n = await campos.count();
  for (let i = 0; i < n; i++) {
    const campo = campos.nth(i);
    if (!(await campo.isVisible())) continue;
    // Masked and date fields may refuse some characters: what they keep is still the test.
    await campo.fill(PAYLOADS[i % PAYLOADS.length] as string, { timeout: 2_000 }).catch(() => undefined);
    await page.keyboard.press('Escape');
  }
  await semScript(page, vigia, `${caminho} (digitado)`);
  const enviar = page.locator('button[type=submit]').last();
  if (await enviar.isVisible().catch(() => false)) {
    await enviar.click({ timeout: 2_000 }).catch(() => undefined);
    await page
      .getByRole('dialog')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await captura(page, `xss-${nome}`);
  await semScript(page, vigia, `${caminho} (enviado)`);
  return n;
}

async function api(request: APIRequestContext, email: string, senha: string) {
  const login = await request.post('/api/estabelecimentos/login', { data: { email, senha } });
  const headers = { authorization: `Bearer ${(await login.json()).retorno.token}` };
  return {
    headers,
    /** The created row's id, or the first row read; the answer must be a success. */
    async chamar(metodo: 'post' | 'put', caminho: string, data: object): Promise<number> {
      const r = await request[metodo](`/api/${caminho}`, { data, headers });
      const corpo = await r.json();
      expect(r.ok(), `${caminho}: ${JSON.stringify(corpo)}`).toBe(true);
      return Number(corpo.retorno?.id ?? corpo.registros?.[0]?.id ?? 0);
    },
  };
}

/** One of every record, each text holding markup, saved through the API; and the order's share link. */
async function gravarComHtml(request: APIRequestContext, email: string, senha: string) {
  const { chamar, headers } = await api(request, email, senha);
  const p = PAYLOAD;
  const empresaId = await chamar('post', 'empresas/read', {});
  await chamar('put', 'empresas/update', {
    id: empresaId,
    nome: p,
    fantasia: p,
    cnpj: '11.222.333/0001-81',
    logradouro: p,
    bairro: p,
    complemento: p,
    cidade: p,
  });
  const unidade = await chamar('post', 'unidades/create', { sigla: '<b>UN</b>', descricao: p });
  const forma = await chamar('post', 'formaspagamento/create', { descricao: p });
  const produto = await chamar('post', 'produtos/create', {
    codigo: '<i>P1</i>',
    descricao: p,
    unidade_id: unidade,
    preco: 10,
    status: 0,
    estoque: 100,
    tipo: 0,
  });
  const tabela = await chamar('post', 'tabelasprecos/create', {
    nome: p,
    itens: [{ produto_id: produto, preco: 9 }],
  });
  const rota = await chamar('post', 'rotas/create', { nome: p, descricao: p });
  const representante = await chamar('post', 'representantes/create', {
    nome: p,
    email: 'rep@teste.com.br',
    cnpj_cpf: '529.982.247-25',
    rotas: [rota],
  });
  const cliente = await chamar('post', 'clientes/create', {
    nome: p,
    apelido: PAYLOADS[1],
    cnpj_cpf: '11.222.333/0001-81',
    logradouro: p,
    bairro: p,
    complemento: p,
    cidade: p,
    email: 'cliente@teste.com.br',
    rota_id: rota,
  });
  await chamar('post', 'visitas/create', { cliente_id: cliente, representante_id: representante, obs: p });
  const pedidoCom = (descricao: string) =>
    corpoPedido(cliente, [{ produto_id: produto, descricao, qt: 1, preco: 10, desconto: 0, total: 10 }], {
      vendedor_id: representante,
      forma_pagamento_id: forma,
    });
  const pedido = await chamar('post', 'pedidosvenda/create', pedidoCom(p));
  const cancelado = await chamar('post', 'pedidosvenda/create', pedidoCom(PAYLOADS[2] as string));
  await chamar('post', 'pedidosvenda/situacao', { id: cancelado, situacao: 'cancelado', motivo: p });
  const usuario = await chamar('post', 'usuarios/create', {
    nome: p,
    email: `usuario-${Date.now()}@teste.com.br`,
    papel: 'vendedor',
    representante_id: representante,
  });
  const compartilhado = await request.post('/api/pedidosvenda/compartilhar', {
    data: { id: pedido },
    headers,
  });
  const link = String((await compartilhado.json()).registros[0].link);
  // The records' ids (for their edit screens), the session and the public link.
  const ids = { unidade, forma, produto, tabela, rota, representante, cliente, pedido, cancelado, usuario };
  return { ...ids, headers, link };
}

test('telas públicas: script digitado em todo campo fica texto', async ({ page }) => {
  const vigia = vigiar(page);
  for (const [caminho, nome] of [
    ['/login', 'login'],
    ['/cadastrar-empresa', 'cadastro'],
    ['/alterar-senha', 'esqueci-senha'],
    [`/troca-senha/${encodeURIComponent(PAYLOAD)}`, 'troca-senha'],
  ] as const) {
    await digitarEmTudo(page, vigia, caminho, nome);
  }
});

test('formulários assinados: script digitado em todo campo de todo formulário fica texto', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const e = await novaEmpresa(request);
  const vigia = vigiar(page);
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  let campos = 0;
  for (const caminho of [
    '/alterar-empresas',
    '/cadastrar-clientes',
    '/cadastrar-produtos',
    '/cadastrar-unidade/0',
    '/cadastrar-rotas',
    '/cadastrar-representante/0',
    '/cadastrar-forma-pagamento',
    '/cadastrar-tabelas-precos',
    '/cadastrar-pedido',
    '/cadastrar-usuario',
    '/listar-clientes',
    '/listar-produtos',
    '/listar-pedidos',
    '/listar-visitas',
    '/relatorios',
  ]) {
    campos += await digitarEmTudo(page, vigia, caminho, caminho.split('/')[1] as string);
  }
  expect(campos).toBeGreaterThan(60);
});

test('o que foi gravado com HTML aparece como texto em listas, formulários, pedido, painel e link público', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const e = await novaEmpresa(request);
  const p = PAYLOAD;
  const { unidade, forma, produto, tabela, rota, representante, cliente, pedido, cancelado, usuario, link } =
    await gravarComHtml(request, e.email, e.senha);

  const vigia = vigiar(page);
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  const semTexto: string[] = [];
  for (const caminho of [
    '/listar-empresas',
    '/alterar-empresas',
    '/listar-unidades',
    `/alterar-unidade/${unidade}`,
    '/listar-forma-pagamento',
    `/alterar-forma-pagamento/${forma}`,
    '/listar-produtos',
    `/alterar-produto/${produto}`,
    '/listar-tabelas-precos',
    `/alterar-tabelas-precos/${tabela}`,
    '/listar-rotas',
    `/alterar-rotas/${rota}`,
    '/listar-representantes',
    `/alterar-representante/${representante}`,
    '/listar-clientes',
    `/alterar-cliente/${cliente}`,
    '/listar-visitas',
    '/listar-usuarios',
    `/alterar-usuario/${usuario}`,
    '/listar-pedidos',
    `/alterar-pedido/${pedido}`,
    `/alterar-pedido/${cancelado}`,
    '/dashboard',
  ]) {
    await page.goto(caminho);
    // The dashboard shows only numbers: there the check is that nothing ran.
    const texto = caminho === '/listar-unidades' ? '<b>UN</b>' : caminho === '/dashboard' ? undefined : p;
    if (texto && !(await mostraComoTexto(page, texto))) {
      semTexto.push(caminho);
      await captura(page, `xss-sem-texto${caminho.replaceAll('/', '-')}`);
    }
    await semScript(page, vigia, caminho);
  }
  expect(semTexto).toEqual([]);
  // An item's description is the product's, never the body's (issue 23): the cancelled order shows the
  // product's text (and the reason), both as text.
  await page.goto(`/alterar-pedido/${cancelado}`);
  expect(await mostraComoTexto(page, p)).toBe(true);
  await captura(page, 'xss-pedido-cancelado');

  // The public share page is server-rendered: the same text, escaped there.
  await page.goto(link);
  expect(await mostraComoTexto(page, p)).toBe(true);
  await captura(page, 'xss-link-publico');
  await semScript(page, vigia, 'link público');
});

test('alerta de sucesso: o endereço antigo não mostra texto nem leva a outro site', async ({ page }) => {
  // The success message no longer travels in the address (issue 27): the old /alerta-sucesso/{texto}&{pagina}
  // shows no text from the link and goes nowhere outside the app.
  const vigia = vigiar(page);
  for (const texto of PAYLOADS) {
    await page.goto(`/alerta-sucesso/${encodeURIComponent(texto)}&login`);
    await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sucesso' })).toHaveCount(0);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(texto);
    await semScript(page, vigia, `alerta ${texto}`);
  }
  await captura(page, 'xss-alerta-sucesso');
  for (const destino of [`javascript:window.${MARCA}=1`, '//example.com/', 'https://example.com/']) {
    await page.goto(`/alerta-sucesso/${encodeURIComponent('Feito!')}&${destino}`);
    await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
    await expect
      .poll(() => new URL(page.url()).origin)
      .toBe(new URL(test.info().project.use.baseURL ?? '').origin);
    await semScript(page, vigia, `alerta com destino ${destino}`);
  }
});

test('cabeçalhos de segurança no index.html, numa resposta da API e no link público', async ({ request }) => {
  const e = await novaEmpresa(request);
  const { headers, link } = await gravarComHtml(request, e.email, e.senha);
  const respostas = {
    'index.html': await request.get('/'),
    'rota do app': await request.get('/listar-clientes'),
    API: await request.post('/api/unidades/read', { data: {}, headers }),
    'API sem sessão': await request.post('/api/clientes/read', { data: {} }),
    'link público': await request.get(new URL(link).pathname),
    'link público inexistente': await request.get('/p/chave-que-nao-existe'),
  };
  for (const [nome, r] of Object.entries(respostas)) {
    const h = r.headers();
    const csp = h['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect({ nome, scriptSrc: scriptSrc.trim(), frame: /frame-ancestors 'none'/.test(csp) }).toEqual({
      nome,
      scriptSrc: "script-src 'self'",
      frame: true,
    });
    expect({ nome, nosniff: h['x-content-type-options'], referrer: h['referrer-policy'] }).toEqual({
      nome,
      nosniff: 'nosniff',
      referrer: 'no-referrer',
    });
  }
  // No inline script in the page the CSP protects.
  const html = await respostas['index.html'].text();
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
});
