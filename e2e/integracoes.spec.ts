import { expect, test } from '@playwright/test';
import { captura } from './support/fixtures.ts';
import { entrarComEmpresaNova } from './support/passos.ts';

// Issue 47: the administrator creates an integration key on "Integrações" (shown once), another system
// reads with it within its scopes and is refused outside them, the list shows its last use, and a revoked
// key is refused at once.

for (const largura of [1366, 390]) {
  test(`chave de integração criada, usada e revogada (${largura} px)`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: largura, height: 900 });
    await entrarComEmpresaNova(page, request, { nome: `Distribuidora Chaves ${largura}` });
    await page.goto('/integracoes');
    await expect(page.getByRole('heading', { name: 'Integrações' })).toBeVisible();
    await expect(page.getByText('Nenhuma chave criada.')).toBeVisible();

    await page.getByRole('button', { name: 'Nova chave' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nova chave de integração' });
    await dialogo.getByRole('textbox', { name: 'Nome' }).fill('ERP da matriz');
    await dialogo.getByRole('checkbox', { name: 'Clientes: Leitura' }).check();
    await captura(page, `integracoes-nova-chave-${largura}`);
    await dialogo.getByRole('button', { name: 'Criar chave' }).click();

    const criada = page.getByRole('dialog', { name: 'Chave criada' });
    await expect(criada).toContainText('ela não será mostrada de novo');
    const chave = await criada.getByRole('textbox', { name: 'Chave de integração' }).inputValue();
    expect(chave).toMatch(/^msk_[A-Za-z0-9_-]{43}$/);
    await captura(page, `integracoes-chave-criada-${largura}`);
    await criada.getByRole('button', { name: 'OK' }).click();
    await expect(criada).toBeHidden();

    // Another system: reads customers, may not write them nor read orders.
    const comChave = { authorization: `Bearer ${chave}`, 'content-type': 'application/json' };
    const ler = await request.post('/api/clientes/read', { headers: comChave, data: {} });
    expect(ler.status()).toBe(200);
    const gravar = await request.post('/api/clientes/create', { headers: comChave, data: { nome: 'X' } });
    expect(gravar.status()).toBe(403);
    expect((await request.post('/api/pedidosvenda/read', { headers: comChave, data: {} })).status()).toBe(
      403,
    );

    // The key is never shown again: the list has its beginning, its permission and its last use.
    await page.reload();
    // At 390 px the list is cards (a list), not a table.
    const tabela = page.getByRole(largura < 600 ? 'list' : 'table', { name: 'Chaves de integração' });
    await expect(tabela).toContainText('ERP da matriz');
    await expect(tabela).toContainText('Clientes: leitura');
    await expect(tabela).toContainText(`${chave.slice(0, 12)}…`);
    await expect(tabela).not.toContainText(chave);
    await expect(tabela).not.toContainText('Nunca usada');
    await expect(tabela).toContainText('Ativa');
    await captura(page, `integracoes-lista-${largura}`);

    await tabela.getByRole('button', { name: 'Revogar' }).click();
    const revogar = page.getByRole('dialog', { name: 'Revogar chave' });
    await expect(revogar).toContainText('A chave "ERP da matriz" deixa de funcionar imediatamente.');
    await revogar.getByRole('button', { name: 'Revogar' }).click();
    await expect(tabela).toContainText('Revogada em');
    await expect(tabela.getByRole('button', { name: 'Revogar' })).toHaveCount(0);
    expect((await request.post('/api/clientes/read', { headers: comChave, data: {} })).status()).toBe(401);
    // Nothing at 390 px is wider than the window.
    const larguras = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(larguras[0]).toBeLessThanOrEqual(larguras[1] ?? 0);
    await captura(page, `integracoes-revogada-${largura}`);
  });
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });
  test('a data de criação da chave é dd/mm/aaaa num navegador en-US', async ({ page, request }) => {
    test.setTimeout(120_000);
    await entrarComEmpresaNova(page, request, { nome: 'Distribuidora Chaves en-US' });
    await page.goto('/integracoes');
    await page.getByRole('button', { name: 'Nova chave' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nova chave de integração' });
    await dialogo.getByRole('textbox', { name: 'Nome' }).fill('Emissor de notas');
    await dialogo.getByRole('checkbox', { name: 'Pedidos: Leitura' }).check();
    await dialogo.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByRole('dialog', { name: 'Chave criada' }).getByRole('button', { name: 'OK' }).click();
    const tabela = page.getByRole('table', { name: 'Chaves de integração' });
    await expect(tabela).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(tabela).toContainText('Nunca usada');
    await captura(page, 'integracoes-lista-en-us');
  });
});
