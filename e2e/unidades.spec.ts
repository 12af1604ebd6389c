import { expect, test } from '@playwright/test';
import { alertaErro, captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import {
  adicionarPelaListaVazia,
  apiDe,
  confirmarSucesso,
  corpoProduto,
  entrarComEmpresaNova,
  listaSemEdicao,
} from './support/passos.ts';

test('lista vazia, cadastro, busca por sigla, páginas, alteração e exclusão', async ({ page, request }) => {
  const e = await entrarComEmpresaNova(page, request);

  await adicionarPelaListaVazia(page, '/listar-unidades', 'unidade', 'unidades-vazia');

  await expect(page).toHaveURL(/\/cadastrar-unidade\/0$/);
  await expect(page.getByRole('heading', { name: 'Cadastro de Unidade' })).toBeVisible();
  await page.getByLabel('Sigla').fill('KG');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(alertaErro(page)).toContainText('Todos os campos devem ser preenchidos!');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Descrição').fill('Quilograma');
  await captura(page, 'unidades-cadastro');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toContainText(
    'Unidade cadastrada com sucesso!',
  );
  await captura(page, 'unidades-sucesso');
  await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/listar-unidades$/);
  await expect(page.getByRole('heading', { name: 'LISTA DE UNIDADES' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Quilograma/ })).toContainText('KG');

  const post = await apiDe(request, e);
  for (let i = 1; i <= 11; i++)
    await post('unidades/create', { sigla: `C${i}`, descricao: `Caixa com ${String(i).padStart(2, '0')}` });
  await page.reload();
  await expect(page.getByText('registros: 12')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByRole('row', { name: /Quilograma/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Registros por página' }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(page.getByRole('row')).toHaveCount(13);
  await captura(page, 'unidades-lista');

  await page.getByLabel('Pesquisar por Descrição ou Sigla').fill('kg');
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
  await page
    .getByRole('row', { name: /Quilograma/ })
    .getByRole('link', { name: 'Editar' })
    .click();

  await expect(page.getByRole('heading', { name: 'Alteração de Unidade' })).toBeVisible();
  await expect(page.getByLabel('Sigla')).toHaveValue('KG');
  await expect(page.getByLabel('Descrição')).toHaveValue('Quilograma');
  await captura(page, 'unidades-alteracao');
  await page.getByLabel('Descrição').fill('Quilo');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await confirmarSucesso(page, 'Unidade alterada com sucesso!');
  await expect(page).toHaveURL(/\/listar-unidades$/);
  await page.getByLabel('Pesquisar por Descrição ou Sigla').fill('quilo');
  const alterada = page.getByRole('row', { name: /Quilo/ });
  await alterada.getByRole('button', { name: 'Excluir' }).click();
  const confirmar = page.getByRole('dialog');
  await expect(confirmar).toContainText('Deseja Realmente excluir a unidade Quilo');
  await confirmar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmar).toBeHidden();
  await alterada.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await confirmarSucesso(page, 'Unidade excluída com sucesso!');
  // The list stays as it was (its search for 'quilo' finds nothing now); cleared, the other eleven.
  await page.getByLabel('Pesquisar por Descrição ou Sigla').fill('');
  await expect(page.getByText('registros: 11')).toBeVisible();
});

test('a unidade usada por um produto não é excluída', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  const post = await apiDe(request, e);
  const unidade = await (await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' })).json();
  const produto = { codigo: 'P1', descricao: 'Produto', preco: 10, estoque: 1 };
  await post('produtos/create', corpoProduto(produto, 'UN', unidade.retorno.id));
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page.goto('/listar-unidades');
  await page
    .getByRole('row', { name: /Unidade/ })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(alertaErro(page)).toContainText('Não é possível excluir: esta unidade é usada por produtos.');
  await captura(page, 'unidades-exclusao-recusada');
});

test('cadastro a partir do produto volta ao produto; unidade inexistente volta à lista', async ({
  page,
  request,
}) => {
  await entrarComEmpresaNova(page, request);
  await page.goto('/cadastrar-unidade/1');
  await page.getByLabel('Sigla').fill('CX');
  await page.getByLabel('Descrição').fill('Caixa');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Unidade cadastrada com sucesso!');
  await expect(page).toHaveURL(/\/cadastrar-produtos$/);

  await page.goto('/cadastrar-unidade/7');
  await page.getByLabel('Sigla').fill('FD');
  await page.getByLabel('Descrição').fill('Fardo');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  // Back to product 7's screen, which this company does not have: it says so ('Atenção') over the success.
  await expect(page).toHaveURL(/\/alterar-produto\/7$/);
  await expect(alertaErro(page)).toContainText('Produto não encontrado.');

  await page.goto('/alterar-unidade/999999');
  await expect(alertaErro(page)).toContainText('Unidade não encontrada.');
  await expect(page).toHaveURL(/\/listar-unidades$/);
});

test('com usaMerchant diferente de 0 não há adicionar nem editar', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  const post = await apiDe(request, e);
  await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  await listaSemEdicao(page, e, '/listar-unidades', /Unidade/, 'unidade');
  await captura(page, 'unidades-merchant');
});
