import { expect, type Page, test } from '@playwright/test';
import { campoData } from './support/datas.ts';
import { captura, cnpjValido, emailsPara, emailUnico, novaEmpresa } from './support/fixtures.ts';
import { confirmarSucesso, corpoPedido, empresaComProduto, gravadorDe } from './support/passos.ts';

// A loaded machine may take longer than the default ten seconds to show the welcome modal.
const LONGO = { timeout: 60_000 };
test.setTimeout(300_000);

async function entrar(page: Page, email: string, senha: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' });
  await expect(dialogo).toBeVisible(LONGO);
  await dialogo.getByRole('button', { name: 'OK' }).click();
  await expect(dialogo).toBeHidden(LONGO);
}

const TELAS = { largo: { width: 1366, height: 768 }, celular: { width: 390, height: 844 } } as const;

/** Every tick label of the chart lies inside the chart's own box: nothing is cut at the edges. */
async function eixosCabem(page: Page, grafico: string): Promise<void> {
  const figura = page.getByRole('figure', { name: grafico });
  const caixa = await figura.boundingBox();
  expect(caixa).not.toBeNull();
  const rotulos = figura.locator('.MuiChartsAxis-tickLabel');
  expect(await rotulos.count()).toBeGreaterThan(0);
  for (const r of await rotulos.all()) {
    const b = await r.boundingBox();
    if (!b || !caixa) continue;
    const texto = (await r.textContent()) ?? '';
    expect(b.x, texto).toBeGreaterThanOrEqual(caixa.x - 0.5);
    expect(b.x + b.width, texto).toBeLessThanOrEqual(caixa.x + caixa.width + 0.5);
  }
}

test('o dashboard fala português e mostra os meses num gráfico de barras com os eixos inteiros', async ({
  page,
  request,
}) => {
  const geladeira = { codigo: 'G1', descricao: 'Geladeira', preco: 12_345.67, estoque: 100 };
  const { empresa: e, post, item } = await empresaComProduto(request, geladeira);
  const cli = await post('clientes/create', { nome: 'Loja Grande', cnpj_cpf: '52998224725', rota_id: 0 });
  // Two at R$ 12.345,67: R$ 24.691,34.
  await post('pedidosvenda/create', corpoPedido(cli.id, [item(2)]));

  await entrar(page, e.email, e.senha);
  for (const [nome, tamanho] of Object.entries(TELAS)) {
    await page.setViewportSize(tamanho);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Minhas atividades', level: 1 })).toBeVisible(LONGO);
    await expect(page.getByText(/My Daily Activities/i)).toHaveCount(0);
    const grafico = page.getByRole('figure', { name: 'Gráfico de barras: pedidos e valor por mês' });
    await expect(grafico).toBeVisible(LONGO);
    await expect(grafico.locator('.MuiBarChart-root, [class*="MuiBarChart"]').first()).toBeAttached();
    await expect(grafico).toContainText('R$ 25 mil', LONGO);
    await eixosCabem(page, 'Gráfico de barras: pedidos e valor por mês');
    await captura(page, `dashboard-barras-${nome}`);
  }
});

test('o calendário mostra D S T Q Q S S', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  await entrar(page, e.email, e.senha);
  await page.goto('/relatorios');
  await campoData(page, 'Data inicial').getByRole('button').click();
  const grade = page.getByRole('grid');
  await expect(grade.getByRole('columnheader')).toHaveText(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
  await captura(page, 'calendario-dias-semana');
});

test.describe('num navegador em inglês', () => {
  test.use({ locale: 'en-US' });
  test('o calendário também mostra D S T Q Q S S', async ({ page, request }) => {
    const e = await novaEmpresa(request);
    await entrar(page, e.email, e.senha);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.goto('/relatorios');
    await campoData(page, 'Data inicial').getByRole('button').click();
    await expect(page.getByRole('grid').getByRole('columnheader')).toHaveText([
      'D',
      'S',
      'T',
      'Q',
      'Q',
      'S',
      'S',
    ]);
  });
});

test('sem OpenID configurado, o cadastro não mostra o botão do Google', async ({ page }) => {
  let perguntas = 0;
  await page.route('**/api/oidc/config', (rota) => {
    perguntas += 1;
    return rota.fulfill({ json: { retorno: { sucesso: true, mensagem: '', configurado: false } } });
  });
  for (const [nome, tamanho] of Object.entries(TELAS)) {
    await page.setViewportSize(tamanho);
    await page.goto('/cadastrar-empresa');
    const antes = perguntas;
    await expect(page.getByRole('button', { name: 'Cadastrar', exact: true })).toBeVisible(LONGO);
    await expect.poll(() => perguntas, LONGO).toBeGreaterThan(antes);
    await expect(page.getByRole('button', { name: 'Cadastrar com o Google' })).toHaveCount(0);
    await expect(page.getByRole('separator')).toHaveCount(0);
    await captura(page, `cadastro-sem-google-${nome}`);
  }
});

test('convite pendente: a lista diz, reenvia e a página do convite tem o seu título', async ({
  page,
  request,
}) => {
  const e = await novaEmpresa(request, { cnpj: cnpjValido() });
  const post = await gravadorDe(request, e);
  const email = emailUnico();
  await post('usuarios/create', { nome: 'Bruno Convidado', email, papel: 'administrador' });
  await expect.poll(() => emailsPara(email).length, { timeout: 15_000 }).toBe(1);

  await entrar(page, e.email, e.senha);
  await page.goto('/listar-usuarios');
  const bruno = page.getByRole('row', { name: /Bruno Convidado/ });
  await expect(bruno).toContainText('Convite pendente', LONGO);
  // One's own user: active, and no delete button.
  const eu = page.getByRole('row', { name: new RegExp(e.email) });
  await expect(eu).toContainText('Ativo', LONGO);
  await expect(eu.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(bruno.getByRole('button', { name: 'Excluir' })).toHaveCount(1);
  await captura(page, 'usuarios-convite-pendente-largo');

  await bruno.getByRole('button', { name: 'Reenviar convite para Bruno Convidado' }).click();
  await confirmarSucesso(page, 'Convite reenviado!');
  await expect.poll(() => emailsPara(email).length, { timeout: 15_000 }).toBe(2);
  const novo = emailsPara(email).at(-1)?.text ?? '';
  const caminho = /http:\/\/127\.0\.0\.1:\d+(\/troca-senha\/[A-Za-z0-9_-]+\?convite=1)/.exec(novo)?.[1];
  // The re-sent mail carries a new invitation link (the first mail's link is another one).
  expect(caminho).toMatch(/^\/troca-senha\/[A-Za-z0-9_-]+\?convite=1$/);
  expect(emailsPara(email)[0]?.text ?? '').not.toContain(caminho ?? '');

  await page.setViewportSize(TELAS.celular);
  await page.goto('/listar-usuarios');
  await expect(page.getByText('Convite pendente').first()).toBeVisible(LONGO);
  await captura(page, 'usuarios-convite-pendente-celular');

  await page.evaluate(() => window.localStorage.clear());
  await page.goto(caminho ?? '/');
  await expect(page.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible(LONGO);
  await captura(page, 'convite-aceitar-celular');
  await page.setViewportSize(TELAS.largo);
  await captura(page, 'convite-aceitar-largo');
});
