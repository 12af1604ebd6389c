import { expect, type Page, test } from '@playwright/test';
import { alertaErro, captura, novaEmpresa } from './support/fixtures.ts';
import { adicionarPelaListaVazia, apiDe, entrarComEmpresaNova, listaSemEdicao } from './support/passos.ts';

async function confirmarSucesso(page: Page, mensagem: string) {
  const dialogo = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(dialogo).toContainText(mensagem);
  await captura(page, 'formas-pagamento-sucesso');
  await dialogo.getByRole('button', { name: 'OK' }).click();
}

test('lista vazia, cadastro, busca, páginas, alteração e exclusão', async ({ page, request }) => {
  const e = await entrarComEmpresaNova(page, request);

  await adicionarPelaListaVazia(
    page,
    '/listar-forma-pagamento',
    'forma de pagamento',
    'formas-pagamento-vazia',
  );

  await expect(page.getByRole('heading', { name: 'Cadastro de Forma de Pagamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(alertaErro(page)).toContainText('O campo descrição é obrigatório.');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Descrição').fill('Boleto 28 dias');
  await page.getByLabel('Permitir Parcelamento no Pedido').check();
  await captura(page, 'formas-pagamento-cadastro');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Forma de pagamento cadastrada com sucesso!');
  expect(await page.evaluate(() => localStorage.getItem('mensagem'))).toBe(
    'Forma de pagamento cadastrada com sucesso!',
  );

  await expect(page).toHaveURL(/\/listar-forma-pagamento$/);
  await expect(page.getByRole('heading', { name: 'LISTA DE FORMAS DE PAGAMENTO' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Boleto 28 dias/ })).toContainText('Sim');

  const post = await apiDe(request, e);
  for (let i = 1; i <= 12; i++)
    await post('formaspagamento/create', {
      descricao: `Cartão ${String(i).padStart(2, '0')}`,
      parcelamento: 0,
    });
  await page.reload();
  await expect(page.getByText('registros: 13')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByRole('row', { name: /Cartão 12/ })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('combobox', { name: 'Registros por página' }).click();
  await page.getByRole('option', { name: '25' }).click();
  await expect(page.getByRole('row')).toHaveCount(14);
  await captura(page, 'formas-pagamento-lista');

  await page.getByLabel('Pesquisar por Descrição').fill('boleto');
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
  const linha = page.getByRole('row', { name: /Boleto 28 dias/ });
  await linha.getByRole('link', { name: 'Editar' }).click();

  await expect(page.getByRole('heading', { name: 'Alteração de Forma de Pagamento' })).toBeVisible();
  await expect(page.getByLabel('Descrição')).toHaveValue('Boleto 28 dias');
  await expect(page.getByLabel('Permitir Parcelamento no Pedido')).toBeChecked();
  await captura(page, 'formas-pagamento-alteracao');
  await page.getByLabel('Descrição').fill('Boleto 35 dias');
  await page.getByLabel('Permitir Parcelamento no Pedido').uncheck();
  await page.getByRole('button', { name: 'Alterar' }).click();
  await confirmarSucesso(page, 'Forma de pagamento alterada com sucesso!');
  await expect(page).toHaveURL(/\/listar-forma-pagamento$/);
  const alterada = page.getByRole('row', { name: /Boleto 35 dias/ });
  await expect(alterada).toContainText('Não');

  await alterada.getByRole('button', { name: 'Excluir' }).click();
  const confirmar = page.getByRole('dialog');
  await expect(confirmar).toContainText('Deseja Realmente excluir a forma de pagamento Boleto 35 dias');
  await captura(page, 'formas-pagamento-exclusao');
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  await confirmarSucesso(page, 'Forma de pagamento excluída com sucesso!');
  await expect(page.getByText('registros: 12')).toBeVisible();
  await expect(page.getByRole('row', { name: /Boleto 35 dias/ })).toHaveCount(0);
});

test('forma inexistente: mensagem e volta à lista', async ({ page, request }) => {
  await entrarComEmpresaNova(page, request);
  await page.goto('/alterar-forma-pagamento/999999');
  await expect(alertaErro(page)).toContainText('Forma de pagamento não encontrada.');
  await expect(page).toHaveURL(/\/listar-forma-pagamento$/);
});

test('com usaMerchant diferente de 0 não há adicionar nem editar', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  const post = await apiDe(request, e);
  await post('formaspagamento/create', { descricao: 'Pix', parcelamento: 0 });
  const linha = await listaSemEdicao(page, e, '/listar-forma-pagamento', /Pix/, 'forma de pagamento');
  await expect(linha.getByRole('button', { name: 'Excluir' })).toBeVisible();
  await captura(page, 'formas-pagamento-merchant');
});
