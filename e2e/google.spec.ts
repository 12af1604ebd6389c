import { expect, test } from '@playwright/test';
import { iniciarProvedorLocal, type ProvedorLocal } from '../packages/server/test/pares/oidc.ts';
import { PORTAS, URL_APP } from './support/caminhos.ts';
import { captura, cnpjValido, emailUnico } from './support/fixtures.ts';

// global-setup starts the app with OIDC_ISSUER at this address and this client; the provider is ours.
const PORTA_PROVEDOR = PORTAS.oidc;
const FOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="48" fill="#c2410c"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">P</text></svg>',
)}`;
const conta = { email: emailUnico(), name: 'Padaria Pão Quente', picture: FOTO };

let provedor: ProvedorLocal;

test.beforeAll(async () => {
  provedor = await iniciarProvedorLocal({
    porta: PORTA_PROVEDOR,
    clienteId: 'mascate-e2e',
    segredo: 'segredo-e2e',
    redirecionamentos: [`${URL_APP}/api/oidc/retorno`],
    conta,
  });
});

test.afterAll(async () => {
  await provedor?.parar();
});

test('Cadastrar com o Google fills e-mail, company name and photo, and the registration completes', async ({
  page,
}) => {
  await page.goto('/cadastrar-empresa');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Cadastrar com o Google' }).click(),
  ]);

  // The provider's development login form: any login, any password; then its consent screen.
  await popup.locator('input[name="login"]').fill('dona-da-padaria');
  await popup.locator('input[name="password"]').fill('qualquer');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  // The last page closes itself right after posting the data; listen before it can happen.
  const fechou = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await fechou;

  await expect(page.getByLabel('Email')).toHaveValue(conta.email);
  await expect(page.getByLabel('Nome da empresa')).toHaveValue(conta.name);
  // A value filled from outside the input must still move its label up, or the two overlap.
  for (const rotulo of ['Email', 'Nome da empresa']) {
    await expect(page.locator('label', { hasText: rotulo })).toHaveAttribute('data-shrink', 'true');
  }
  const foto = page.getByRole('img', { name: 'Foto da conta' });
  await expect(foto).toBeVisible();
  await expect(foto).toHaveAttribute('src', FOTO);
  expect(await foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByLabel('CNPJ').fill(cnpjValido());
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-1');
  await page.getByLabel('Confirmar senha').fill('senha-forte-1');
  await captura(page, 'google');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toContainText(
    'Empresa cadastrada com sucesso!',
  );
});

test('a refused sign-in at the provider shows a message on the form', async ({ page }) => {
  await page.goto('/cadastrar-empresa');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Cadastrar com o Google' }).click(),
  ]);
  // The development form's abort link answers access_denied, as Google does when the person cancels.
  await popup.locator('input[name="login"]').waitFor();
  const abortar = popup.url().replace(/\/interaction\/([^/?#]+).*$/, '/interaction/$1/abort');
  const fechou = popup.waitForEvent('close');
  await popup.evaluate((url) => window.location.assign(url), abortar);
  await fechou;
  const alerta = page.getByRole('dialog', { name: 'Atenção' });
  await expect(alerta).toContainText('O login com o Google foi cancelado ou não foi autorizado.');
  await expect(page.getByLabel('Email')).toHaveValue('');
});
