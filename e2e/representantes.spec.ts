import { expect, test } from '@playwright/test';
import { alertaErro, captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { apiDe, confirmarSucesso } from './support/passos.ts';

test('cadastro com rotas, lista com inativo em vermelho, alteração e exclusão', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  const post = await apiDe(request, e);
  await post('rotas/create', { nome: 'Centro' });
  await post('rotas/create', { nome: 'Litoral' });
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);

  await page.goto('/cadastrar-representante/0');
  await expect(page.getByRole('heading', { name: 'Cadastro de Representante' })).toBeVisible();
  await page.getByLabel('Nome').fill('Ana Souza');
  await page.getByLabel('Email').fill('ana@vendas.com');
  await page.getByLabel('CNPJ / CPF').fill('52998224724');
  await page.getByRole('button', { name: 'Rotas' }).click();
  const modal = page.getByRole('dialog', { name: 'Seleção de Rotas' });
  await modal.getByRole('checkbox', { name: 'Centro' }).click();
  await modal.getByRole('checkbox', { name: 'Litoral' }).click();
  await modal.getByRole('checkbox', { name: 'Litoral' }).click();
  await captura(page, 'representantes-rotas');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Rotas' })).toContainText('Centro');
  await expect(page.getByRole('button', { name: 'Rotas' })).not.toContainText('Litoral');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(alertaErro(page)).toContainText('CPF/CNPJ inválido!');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('CNPJ / CPF').fill('52998224725');
  await expect(page.getByLabel('CNPJ / CPF')).toHaveValue('529.982.247-25');
  await captura(page, 'representantes-cadastro');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Representante cadastrado com sucesso!');

  await expect(page).toHaveURL(/\/listar-representantes$/);
  await expect(page.getByRole('heading', { name: 'LISTA DE REPRESENTANTES' })).toBeVisible();
  const linha = page.getByRole('row', { name: /Ana Souza/ });
  await expect(linha).toContainText('Ativo');
  await expect(linha).toContainText('529.982.247-25');

  await linha.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Alteração de Representante' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue('Ana Souza');
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await expect(alertaErro(page)).toContainText('Preencha todos os campos');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Email').fill('ana@novo.com');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inativo' }).click();
  await page.getByRole('button', { name: 'Adicionar Rota' }).click();
  await page
    .getByRole('dialog', { name: 'Seleção de Rotas' })
    .getByRole('checkbox', { name: 'Litoral' })
    .click();
  await page.getByRole('dialog', { name: 'Seleção de Rotas' }).getByRole('button', { name: 'OK' }).click();
  await captura(page, 'representantes-alteracao');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await confirmarSucesso(page, 'Representante alterado com sucesso!');

  await post('representantes/create', {
    nome: 'Bruno Lima',
    email: 'bruno@vendas.com',
    cnpj_cpf: '11144477735',
  });
  await page.reload();
  const inativa = page.getByRole('row', { name: /Ana Souza/ });
  await expect(inativa).toContainText('Inativo');
  await expect(inativa).toHaveCSS('background-color', 'rgb(255, 205, 210)');
  await expect(page.getByRole('row', { name: /Bruno Lima/ })).not.toHaveCSS(
    'background-color',
    'rgb(255, 205, 210)',
  );
  await page.getByLabel('Pesquisar por Nome, Email ou CPF/CNPJ').fill('111.444');
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
  await page.getByLabel('Pesquisar por Nome, Email ou CPF/CNPJ').fill('');
  await expect(page.getByText('registros: 2')).toBeVisible();
  await captura(page, 'representantes-lista');

  await page
    .getByRole('row', { name: /Bruno Lima/ })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Deseja Realmente excluir a representante Bruno Lima');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await confirmarSucesso(page, 'Representante excluído com sucesso!');
  await expect(page.getByRole('row', { name: /Bruno Lima/ })).toHaveCount(0);
});
