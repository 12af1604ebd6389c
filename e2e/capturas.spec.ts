import { formatarData, hojeSaoPaulo } from '@mascate/domain';
import { expect, type Page, test } from '@playwright/test';
import { captura } from './support/fixtures.ts';
import { entrarEFechar, esperarTela, rotasDoMenu, semearAntesDosTestes } from './support/semente.ts';

// Screenshots of every main screen at 1366×768 and 390×844, for people to look at (captura() writes
// them outside CI only), in a browser set to American English: dates must still read dd/mm/aaaa.
test.use({ locale: 'en-US' });
// CI has no one to look at them (captura() writes nothing there): the walk over every screen is skipped.
test.skip(!!process.env.CI, 'capturas são para pessoas olharem');

const TAMANHOS = [
  { nome: '1366', width: 1366, height: 768 },
  { nome: '390', width: 390, height: 844 },
];

/**
 * Every visible element whose right edge passes the window's (1 px of rounding allowed), but for those
 * inside a box that scrolls sideways on purpose (the report tabs): the page itself does not move.
 */
async function maisLargos(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rolavel = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if ((x === 'auto' || x === 'scroll' || x === 'hidden') && p !== document.body) return true;
      }
      return false;
    };
    const fora: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && r.right > window.innerWidth + 1 && !rolavel(el))
        fora.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 30)}"`);
    }
    return fora.slice(0, 5);
  });
}

const nomeDe = (rota: string) => rota.replace(/^\//, '').replace(/\//g, '-') || 'home';

const s = semearAntesDosTestes();

test('capturas de cada tela principal nos dois tamanhos, num navegador em inglês', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await entrarEFechar(page, s.empresa.email, s.empresa.senha);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  const rotas = [
    ...(await rotasDoMenu(page)),
    '/cadastrar-pedido',
    `/alterar-pedido/${s.pedido}`,
    `/alterar-cliente/${s.cliente}`,
    `/alterar-produto/${s.produto}`,
    '/cadastrar-usuario',
    // Issue 48: a tax rule's form and the internal rates by UF.
    '/cadastrar-regra-fiscal',
    '/alterar-aliquotas-internas',
  ];
  const largos: Record<string, string[]> = {};
  for (const tamanho of TAMANHOS) {
    await page.setViewportSize(tamanho);
    for (const rota of new Set(rotas)) {
      await page.goto(rota);
      await esperarTela(page);
      await captura(page, `tela-${nomeDe(rota)}-${tamanho.nome}`);
      const fora = await maisLargos(page);
      if (fora.length > 0) largos[`${rota} ${tamanho.nome}`] = fora;
    }
    // The order's product picker open over the form.
    await page.goto('/cadastrar-pedido');
    await esperarTela(page);
    await page.getByLabel('Descrição', { exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Selecionar produto' }).getByRole('button', { name: /Café/ }),
    ).toBeVisible();
    await captura(page, `tela-pedido-seletor-produto-${tamanho.nome}`);
  }
  // The order's date in the list reads dd/mm/aaaa in an en-US browser.
  await page.goto('/listar-pedidos');
  await expect(page.getByRole('main')).toContainText(formatarData(hojeSaoPaulo()));
  // Every screen and form, at both sizes: nothing makes the page scroll sideways.
  expect(largos).toEqual({});
});
