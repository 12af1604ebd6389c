import AxeBuilder from '@axe-core/playwright';
import { expect as expectBase, type Page, test } from '@playwright/test';
import {
  entrarEFechar,
  esperarTela,
  rotasDoMenu,
  rotasFormularios,
  semearAntesDosTestes,
} from './support/semente.ts';

// Each screen here loads the signed-in frame and its data on a shared, loaded machine: 30 s per check.
const expect = expectBase.configure({ timeout: 30_000 });

// Issue 27: axe-core on every screen, with no serious or critical violation. The signed-in screens are
// the menu's links (read from the menu) and every form, new and with a record; then the signed-out
// screens, the order's public page and the field app.

type Achado = { onde: string; regra: string; impacto: string; alvos: string[] };

/** The serious and critical violations of the screen as it is now. */
async function violacoes(page: Page, onde: string): Promise<Achado[]> {
  // Legacy mode runs axe in the page itself, without the blank page per run that the default opens (which
  // costs seconds each on a loaded machine); the app has no iframes to reach.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      onde,
      regra: `${v.id}: ${v.help}`,
      impacto: v.impact ?? '',
      alvos: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

async function visitar(page: Page, caminho: string): Promise<Achado[]> {
  await page.goto(caminho);
  await esperarTela(page);
  return violacoes(page, caminho);
}

const s = semearAntesDosTestes();

test('axe: telas sem sessão e a página pública do pedido', async ({ page }) => {
  test.setTimeout(240_000);
  const achados: Achado[] = [];
  for (const caminho of [
    '/login',
    '/cadastrar-empresa',
    '/alterar-senha',
    '/troca-senha/chave-qualquer',
    s.link,
  ]) {
    achados.push(...(await visitar(page, caminho)));
  }
  expect(achados).toEqual([]);
});

test('axe: cada tela do menu', async ({ page }) => {
  test.setTimeout(600_000);
  const achados: Achado[] = [];
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(s.empresa.email);
  await page.getByLabel('Senha', { exact: true }).fill(s.empresa.senha);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  const boasVindas = page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' });
  await expect(boasVindas).toBeVisible({ timeout: 45_000 });
  achados.push(...(await violacoes(page, '/home (boas-vindas)')));
  await boasVindas.getByRole('button', { name: 'OK' }).click();
  for (const caminho of await rotasDoMenu(page)) achados.push(...(await visitar(page, caminho)));
  // A list with nothing in it shows its message in the page (metas: none was recorded).
  await page.goto('/listar-metas');
  await expect(page.getByRole('region', { name: 'Nenhum registro disponivel' })).toBeVisible();
  expect(achados).toEqual([]);
});

// Two halves, each with its own time: on a loaded 2-core machine one axe run can take 20 s.
for (const [metade, filtro] of [
  ['novo', (c: string) => !/\d/.test(c)],
  ['com um registro', (c: string) => /\d/.test(c)],
] as const) {
  test(`axe: cada formulário (${metade})`, async ({ page }) => {
    test.setTimeout(600_000);
    const achados: Achado[] = [];
    await entrarEFechar(page, s.empresa.email, s.empresa.senha);
    for (const caminho of rotasFormularios(s).filter(filtro)) achados.push(...(await visitar(page, caminho)));
    expect(achados).toEqual([]);
  });
}

test('teclado: pular para o conteúdo, Esc fecha o diálogo e o foco volta', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarEFechar(page, s.empresa.email, s.empresa.senha);
  await page.goto('/listar-clientes');
  await expect(page.getByRole('heading', { name: 'LISTA DE CLIENTES' })).toBeVisible();
  // The first Tab stop skips the header and the menu.
  await page.keyboard.press('Tab');
  const pular = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(pular).toBeFocused();
  await expect(pular).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Pesquisar por Razão Social, CPF ou CNPJ')).toBeFocused();

  // Esc closes a dialog and focus goes back to the button that opened it.
  const excluir = page.getByRole('row', { name: /Mercearia/ }).getByRole('button', { name: 'Excluir' });
  await excluir.focus();
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Confirmar exclusão' });
  await expect(dialogo).toContainText('Mercearia');
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await expect(excluir).toBeFocused();

  // A customer that cannot be read is an error ('Atenção'), never a 'Sucesso'; the address carries no text.
  await page.goto('/alterar-cliente/999999');
  await expect(page.getByRole('dialog', { name: 'Atenção' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/listar-clientes$/);
  await page.getByRole('dialog', { name: 'Atenção' }).getByRole('button', { name: 'OK' }).click();
});

test('axe: o aplicativo de campo', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const achados: Achado[] = [];
  await page.goto('/campo/');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  achados.push(...(await violacoes(page, '/campo/ (entrar)')));
  await page.getByLabel('E-mail').fill(s.vendedor.email);
  await page.getByLabel('Senha').fill(s.vendedor.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Sincronizar' })).toBeVisible();
  await page.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(page.getByText('Sincronização concluída.')).toBeVisible();
  achados.push(...(await violacoes(page, '/campo/#/sincronizar')));
  for (const tela of ['hoje', 'clientes', 'envios', `cliente/${s.cliente}`, `visita/${s.cliente}`]) {
    await page.goto(`/campo/#/${tela}`);
    await page.waitForLoadState('networkidle');
    achados.push(...(await violacoes(page, `/campo/#/${tela}`)));
  }
  expect(achados).toEqual([]);
});
