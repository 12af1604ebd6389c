import { COLUNAS_CLIENTES, PAGINAS_CONTADAS } from '@mascate/domain';
import { expect, test } from '@playwright/test';
import {
  alertaErro,
  captura,
  cnpjDoNumero,
  entrar,
  fecharBoasVindas,
  novaEmpresa,
} from './support/fixtures.ts';
import {
  adicionarPelaListaVazia,
  apiDe,
  cabecalhosDe,
  confirmarSucesso,
  entrarComEmpresaNova,
} from './support/passos.ts';

test('cadastro com busca de CEP e rota, lista, busca por documento, alteração e exclusão', async ({
  page,
  request,
}) => {
  const e = await novaEmpresa(request);
  const post = await apiDe(request, e);
  await post('rotas/create', { nome: 'Centro' });
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);

  await adicionarPelaListaVazia(page, '/listar-clientes', 'cliente');

  await expect(page).toHaveURL(/\/cadastrar-clientes$/);
  await expect(page.getByRole('heading', { name: 'Cadastro de Cliente' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(alertaErro(page)).toContainText('Preencha os campos obrigatórios(*)');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Razão social*').fill('Mercado Boa Vista Ltda');
  await page.getByLabel('Nome fantasia').fill('Boa Vista');
  await page.getByLabel('CEP').fill('01001000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Praça da Sé');
  await expect(page.getByLabel('Bairro')).toHaveValue('Sé');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF')).toHaveValue('SP');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) ');
  await page.getByLabel('Número').fill('100');
  await page.getByLabel('CPF/CNPJ*').fill('12345678909');
  await page.getByRole('combobox', { name: 'Rota' }).click();
  await page.getByRole('option', { name: 'Centro' }).click();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(alertaErro(page)).toContainText('CPF/CNPJ inválido!');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('CPF/CNPJ*').fill('12abc34501de35');
  await expect(page.getByLabel('CPF/CNPJ*')).toHaveValue('12.ABC.345/01DE-35');
  await captura(page, 'clientes-cadastro');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Cliente cadastrado com sucesso!');

  await expect(page).toHaveURL(/\/listar-clientes$/);
  await expect(page.getByRole('heading', { name: 'LISTA DE CLIENTES' })).toBeVisible();
  const linha = page.getByRole('row', { name: /Mercado Boa Vista/ });
  await expect(linha).toContainText('12.ABC.345/01DE-35');
  await expect(linha).toContainText('São Paulo');
  await post('clientes/create', {
    nome: 'Padaria Pão Quente',
    cnpj_cpf: '52998224725',
    cidade: 'Santos',
    uf: 'SP',
  });
  await page.reload();
  await expect(page.getByText('registros: 2')).toBeVisible();
  await page.getByLabel('Pesquisar por Razão Social, CPF ou CNPJ').fill('529.982');
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Padaria/ })).toContainText('529.982.247-25');
  await page.getByLabel('Pesquisar por Razão Social, CPF ou CNPJ').fill('');
  await expect(page.getByText('registros: 2')).toBeVisible();
  await captura(page, 'clientes-lista');

  await page
    .getByRole('row', { name: /Mercado Boa Vista/ })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page.getByLabel('Razão social*')).toHaveValue('Mercado Boa Vista Ltda');
  await expect(page.getByLabel('CEP')).toHaveValue('01001-000');
  await expect(page.getByLabel('Rota')).toContainText('Centro');
  await page.getByLabel('Nome fantasia').fill('Boa Vista Matriz');
  await captura(page, 'clientes-alteracao');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await confirmarSucesso(page, 'Cliente alterado com sucesso!');

  await page
    .getByRole('row', { name: /Padaria/ })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText(
    'Deseja Realmente excluir o cliente Padaria Pão Quente',
  );
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await confirmarSucesso(page, 'Cliente excluído com sucesso!');
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
});

test('cliente inexistente: a mensagem no alerta e volta à lista', async ({ page, request }) => {
  await entrarComEmpresaNova(page, request);
  await page.goto('/alterar-cliente/999999');
  // A failed load is an error ('Atenção'), never a 'Sucesso' dialog (issue 27).
  await expect(page.getByRole('dialog', { name: 'Atenção' })).toContainText('Cliente não encontrado.');
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/listar-clientes$/);
});

test('mais de 100 clientes: a lista diz "mais de 100" e conta todos num clique', async ({
  page,
  request,
}) => {
  const e = await novaEmpresa(request);
  // 134 customers in one import (the spreadsheet's own columns, by title): more than ten pages of 10.
  const quantos = 10 * PAGINAS_CONTADAS + 34;
  const titulos = COLUNAS_CLIENTES.map((c) => c.titulo);
  const linha = (campos: Record<string, string>) => titulos.map((t) => campos[t] ?? '').join(';');
  const csv = [
    titulos.join(';'),
    ...Array.from({ length: quantos }, (_, i) =>
      linha({
        // The first 35 carry a word of their own: a search by words, in any order, finds just them.
        'Razão social': `Cliente ${String(i + 1).padStart(4, '0')}${i < 35 ? ' Atacado' : ''}`,
        'CPF/CNPJ': cnpjDoNumero(i + 1),
      }),
    ),
  ].join('\n');
  const r = await request.post('/api/clientes/importar', {
    headers: await cabecalhosDe(request, e),
    multipart: {
      simular: '0',
      arquivo: { name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(r.ok(), await r.text()).toBe(true);

  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page.goto('/listar-clientes');
  await expect(page.getByText('registros: mais de 100')).toBeVisible();
  await expect(page.getByText('1–10 de mais de 100 (página 1)')).toBeVisible();
  await captura(page, 'clientes-lista-mais-de-cem');
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByRole('row', { name: /Cliente 0011/ })).toBeVisible();
  // The later page keeps the first page's bounded total.
  await expect(page.getByText('registros: mais de 100')).toBeVisible();
  await expect(page.getByText('11–20 de mais de 100 (página 2)')).toBeVisible();

  await page.getByRole('button', { name: 'Contar todos' }).click();
  await expect(page.getByText('registros: 134')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contar todos' })).toHaveCount(0);
  await expect(page.getByText('11–20 de 134 (página 2 de 14)')).toBeVisible();
  await captura(page, 'clientes-lista-contados');

  // A search under the bound shows its exact count at once; a new search counts up to the bound again.
  await page.getByLabel('Pesquisar por Razão Social, CPF ou CNPJ').fill('atacado cliente');
  await expect(page.getByText('registros: 35')).toBeVisible();
  await page.getByLabel('Pesquisar por Razão Social, CPF ou CNPJ').fill('Cliente');
  await expect(page.getByText('registros: mais de 100')).toBeVisible();
});
