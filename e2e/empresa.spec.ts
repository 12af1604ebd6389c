import { expect, test } from '@playwright/test';
import {
  alertaErro,
  captura,
  cnpjValido,
  entrar,
  fecharBoasVindas,
  novaEmpresa,
} from './support/fixtures.ts';
import { entrarComEmpresaNova } from './support/passos.ts';

test('altera a empresa com o endereço do CEP e volta aos dados', async ({ page, request }) => {
  const cnpj = cnpjValido();
  const e = await entrarComEmpresaNova(page, request, { nome: 'Mascate E2E', cnpj });

  await page.goto('/listar-empresas');
  const linha = page.getByRole('row', { name: /Mascate E2E/ });
  await expect(linha).toContainText(e.email);
  await expect(linha).toContainText(`${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.`);
  await captura(page, 'empresa-lista');
  await linha.getByRole('link', { name: 'Editar' }).click();

  await expect(page.getByRole('heading', { name: 'Alterar Empresa' })).toBeVisible();
  await expect(page.getByLabel('Razão social*')).toHaveValue('Mascate E2E');
  await expect(page.getByLabel('Token')).toHaveAttribute('readonly', '');
  await page.getByLabel('Razão social*').fill('');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await expect(alertaErro(page)).toContainText('Preencha os campos obrigatórios(*)');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Razão social*').fill('Mascate Distribuidora');
  await page.getByLabel('CNPJ*').fill('11.222.333/0001-82');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await expect(alertaErro(page)).toContainText('CPF/CNPJ inválido!');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('CNPJ*').fill(cnpj);

  await page.getByLabel('CEP').fill('99999999');
  await expect(alertaErro(page)).toContainText('CEP não encontrado.');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('CEP').fill('01001000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Praça da Sé');
  await expect(page.getByLabel('Bairro')).toHaveValue('Sé');
  // Exact: the Pix block below has 'Cidade do recebedor'.
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF')).toHaveValue('SP');
  await expect(page.getByLabel('Complemento')).toHaveValue('lado ímpar');
  await expect(page.getByLabel('Telefone')).toHaveValue(/^\(11/);
  await page.getByLabel('Telefone').fill('1133334444');
  await page.getByLabel('Número').fill('100');
  await page.getByLabel('Fantasia').fill('Mascate');
  await page.getByRole('combobox', { name: 'Venda sem estoque' }).click();
  await page.getByRole('option', { name: 'Não permite' }).click();
  await page.getByRole('combobox', { name: 'Alterar preço no pedido' }).click();
  await page.getByRole('option', { name: 'Somente aumentar' }).click();
  await page.getByRole('combobox', { name: 'Financeiro na venda' }).click();
  await expect(page.getByRole('option', { name: 'Permite informar financeiro na venda' })).toBeVisible();
  await page.getByRole('option', { name: 'Não permite' }).click();
  await captura(page, 'empresa-alteracao');
  await page.getByRole('button', { name: 'Alterar' }).click();

  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(sucesso).toContainText('Empresa alterada com sucesso!');
  await captura(page, 'empresa-sucesso');
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/listar-empresas$/);
  const alterada = page.getByRole('row', { name: /Mascate Distribuidora/ });
  await expect(alterada).toContainText('(11) 3333-4444');
  await expect(alterada).toContainText('São Paulo');

  await alterada.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('CEP')).toHaveValue('01001-000');
  await expect(page.getByLabel('Venda sem estoque')).toContainText('Não permite');
  await expect(page.getByLabel('Alterar preço no pedido')).toContainText('Somente aumentar');
});

test('CEP curto é gravado como 1000000', async ({ page, request }) => {
  const e = await novaEmpresa(request, { cnpj: cnpjValido() });
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page.goto('/alterar-empresas');
  await page.getByLabel('CEP').fill('0100');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();
  await page.goto('/alterar-empresas');
  await expect(page.getByLabel('CEP')).toHaveValue('10000-00');
});
