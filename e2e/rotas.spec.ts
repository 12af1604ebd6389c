import { expect, test } from '@playwright/test';
import { alertaErro, captura } from './support/fixtures.ts';
import { confirmarSucesso, entrarComEmpresaNova } from './support/passos.ts';

test('cadastro com os dias da semana, lista, busca, alteração dos dias e exclusão', async ({
  page,
  request,
}) => {
  await entrarComEmpresaNova(page, request);

  await page.goto('/cadastrar-rotas');
  await expect(page.getByRole('heading', { name: 'Cadastro de Rota' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(alertaErro(page)).toContainText('Informe o nome da rota.');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Nome').fill('Zona Norte');
  await page.getByLabel('Descrição').fill('Bairros ao norte do centro');
  await page.getByRole('button', { name: 'Dias' }).click();
  const modal = page.getByRole('dialog', { name: 'Seleção de Dias para Rota' });
  await modal.getByRole('checkbox', { name: 'segunda-feira' }).click();
  await modal.getByRole('checkbox', { name: 'quarta-feira' }).click();
  await modal.getByRole('checkbox', { name: 'sexta-feira' }).click();
  await modal.getByRole('checkbox', { name: 'quarta-feira' }).click();
  await expect(modal.getByRole('checkbox', { name: 'segunda-feira' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await captura(page, 'rotas-dias');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Dias' })).toContainText('segunda-feira');
  await expect(page.getByRole('button', { name: 'Dias' })).not.toContainText('quarta-feira');
  await captura(page, 'rotas-cadastro');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Rota cadastrada com sucesso!');

  await expect(page).toHaveURL(/\/listar-rotas$/);
  await expect(page.getByRole('heading', { name: 'LISTA DE ROTAS' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Zona Norte/ })).toBeVisible();
  await page.getByLabel('Pesquisar por Nome').fill('sul');
  await expect(page.getByText('registros: 0')).toBeVisible();
  await page.getByLabel('Pesquisar por Nome').fill('NORTE');
  await expect(page.getByText('registros: 1')).toBeVisible();
  await captura(page, 'rotas-lista');

  await page
    .getByRole('row', { name: /Zona Norte/ })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page.getByLabel('Nome')).toHaveValue('Zona Norte');
  await expect(page.getByRole('button', { name: 'Dias' })).toContainText('sexta-feira');
  await page.getByRole('button', { name: 'Dias' }).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: 'sábado' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Nome').fill('Zona Norte 2');
  await captura(page, 'rotas-alteracao');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await confirmarSucesso(page, 'Rota alterada com sucesso!');
  await page
    .getByRole('row', { name: /Zona Norte 2/ })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page.getByRole('button', { name: 'Dias' })).toContainText('sábado');

  await page.goto('/listar-rotas');
  await page
    .getByRole('row', { name: /Zona Norte 2/ })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Deseja Realmente excluir a rota Zona Norte 2');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await confirmarSucesso(page, 'Rota excluída com sucesso!');
  await expect(page).toHaveURL(/\/listar-rotas$/);
});

test('rota inexistente volta à lista com a mensagem', async ({ page, request }) => {
  await entrarComEmpresaNova(page, request);
  await page.goto('/alterar-rotas/999999');
  await expect(alertaErro(page)).toContainText('Rota não encontrada.');
  await expect(page).toHaveURL(/\/listar-rotas$/);
  // The company has no route: the 'Atenção' message over the list, whose notice is in the page.
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: 'Nenhum registro disponivel' })).toBeVisible();
});
