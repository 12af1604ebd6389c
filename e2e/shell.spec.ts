import { expect, test } from '@playwright/test';
import { entrarComEmpresaNova } from './support/passos.ts';

test('signed-out header links to the login and to the registration', async ({ page }) => {
  await page.goto('/qualquer-caminho');
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL(/\/cadastrar-empresa$/);
  await page.getByRole('link', { name: /Mascate/ }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the menu opens, closes, links out safely and navigates', async ({ page, request }) => {
  await entrarComEmpresaNova(page, request, { nome: 'Comercial de Alimentos Horizonte' });

  await expect(page.getByRole('banner')).toContainText('Comercial de Alimentos Horizonte');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByText('Comercial de Al...')).toBeVisible();
  for (const rede of ['WhatsApp', 'Instagram', 'Facebook']) {
    const link = menu.getByRole('link', { name: rede });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  await page.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();

  await menu.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});
