import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { apiDe, corpoPedido, empresaComProduto, exportarLista } from './support/passos.ts';

const CABECALHO =
  'Razão social;Nome fantasia;CPF/CNPJ;IE/RG;CEP;Logradouro;Número;Bairro;Complemento;Cidade;UF;Email;Telefone;Rota';
const arquivo = (linhas: string[]) => ({
  name: 'clientes.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[CABECALHO, ...linhas].join('\r\n')}\r\n`, 'utf8'),
});

test('importa clientes: erros mostrados, arquivo corrigido confirmado, lista e exportação', async ({
  page,
  request,
}) => {
  const e = await novaEmpresa(request);
  await (await apiDe(request, e))('rotas/create', { nome: 'Centro' });
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);

  await page.goto('/importar-clientes');
  await expect(page.getByRole('heading', { name: 'IMPORTAR CLIENTES' })).toBeVisible();
  await page
    .getByLabel('Arquivo da planilha')
    .setInputFiles(
      arquivo([
        'Mercado Boa Vista;Boa Vista;529.982.247-25;;01001-000;Praça da Sé;1;Sé;;São Paulo;SP;;;Centro',
        'Padaria Errada;;111.111.111-11;;;;;;;Recife;PE;;;',
        'Sem rota;;11.222.333/0001-81;;;;;;;;SP;;;Sul',
      ]),
    );
  await page.getByRole('button', { name: 'Conferir' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Conferência concluída: 1 novo, 0 atualizados e 2 erros.',
  );
  const erros = page.getByRole('table', { name: 'Erros encontrados' });
  await expect(erros.getByRole('row', { name: /3 CPF\/CNPJ CPF\/CNPJ inválido!/ })).toBeVisible();
  await expect(erros.getByRole('row', { name: /4 Rota Rota não encontrada: "Sul"/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar importação' })).toHaveCount(0);
  await captura(page, 'planilhas-importacao-erros');

  await page
    .getByLabel('Arquivo da planilha')
    .setInputFiles(
      arquivo([
        'Mercado Boa Vista;Boa Vista;529.982.247-25;;01001-000;Praça da Sé;1;Sé;;São Paulo;SP;;;Centro',
        'Padaria Certa;;04.252.011/0001-10;;;;;;;Recife;PE;;;',
        'Com rota;;11.222.333/0001-81;;;;;;;;SP;;;Centro',
      ]),
    );
  await page.getByRole('button', { name: 'Conferir' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Conferência concluída: 3 novos, 0 atualizados e 0 erros.',
  );
  await page.getByRole('button', { name: 'Confirmar importação' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Confirmar importação' });
  await expect(confirmar).toContainText('Serão gravados 3 novo(s) e 0 atualizado(s)');
  await captura(page, 'planilhas-importacao-confirmar');
  await confirmar.getByRole('button', { name: 'Importar' }).click();
  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(sucesso).toContainText('Importação concluída: 3 novos, 0 atualizados.');
  await sucesso.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/listar-clientes$/);
  for (const nome of ['Mercado Boa Vista', 'Padaria Certa', 'Com rota'])
    await expect(page.getByRole('row', { name: new RegExp(nome) })).toBeVisible();
  await captura(page, 'planilhas-lista-importada');

  const download = await exportarLista(page, 'CSV (Excel)');
  expect(download.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
  const texto = (await readFile(await download.path())).toString('utf8');
  expect(texto.charCodeAt(0)).toBe(0xfeff);
  const linhas = texto
    .slice(1)
    .trim()
    .split(/\r\n/)
    .map((l) => l.split(';'));
  expect(linhas[0]?.join(';')).toBe(CABECALHO);
  expect(linhas.map((l) => l[0])).toEqual(['Razão social', 'Com rota', 'Mercado Boa Vista', 'Padaria Certa']);
  expect(linhas.find((l) => l[0] === 'Mercado Boa Vista')?.[2]).toBe('529.982.247-25');

  const xlsx = await exportarLista(page, 'XLSX');
  expect(xlsx.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString('latin1')).toBe('PK');
});

test('relatórios: vendas por cliente com classe ABC e gráfico, clientes inativos', async ({
  page,
  request,
}) => {
  const produto = { codigo: 'R1', descricao: 'Arroz 5kg', preco: 10, estoque: 1000 };
  const { empresa: e, post, item } = await empresaComProduto(request, produto);
  const clientes = [
    { nome: 'Mercado Grande', cnpj_cpf: '52998224725', qt: 90 },
    { nome: 'Padaria Média', cnpj_cpf: '11222333000181', qt: 8 },
    { nome: 'Bar Pequeno', cnpj_cpf: '04252011000110', qt: 2 },
  ];
  // One order each, of c.qt × R$ 10,00.
  for (const c of clientes) {
    const cli = await post('clientes/create', { nome: c.nome, cnpj_cpf: c.cnpj_cpf, rota_id: 0 });
    await post('pedidosvenda/create', corpoPedido(cli.id, [item(c.qt)]));
  }
  await post('clientes/create', { nome: 'Nunca Comprou', cnpj_cpf: '39053344705', rota_id: 0 });

  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Relatórios' })
    .click();
  await expect(page.getByRole('heading', { name: 'RELATÓRIOS' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Agrupar por' }).click();
  await page.getByRole('option', { name: 'Cliente' }).click();
  const tabela = page.getByRole('table', { name: 'Vendas' });
  await expect(tabela.getByRole('row', { name: /Mercado Grande 1 90 UN R\$ 900,00 90,00% A/ })).toBeVisible();
  await expect(tabela.getByRole('row', { name: /Padaria Média 1 8 UN R\$ 80,00 8,00% B/ })).toBeVisible();
  await expect(tabela.getByRole('row', { name: /Bar Pequeno 1 2 UN R\$ 20,00 2,00% C/ })).toBeVisible();
  await expect(tabela.getByRole('row', { name: /Total 3 R\$ 1.000,00 100,00%/ })).toBeVisible();
  await expect(page.locator('svg rect').first()).toBeVisible();
  await captura(page, 'planilhas-relatorio-vendas');

  await page.getByRole('button', { name: 'Exportar' }).click();
  const baixando = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (Excel)' }).click();
  const csv = (await readFile(await (await baixando).path())).toString('utf8');
  expect(csv).toContain('Mercado Grande;1;90 UN;900,00;90,00;A');

  await page.getByRole('tab', { name: 'Clientes inativos' }).click();
  const inativos = page.getByRole('table', { name: 'Clientes inativos' });
  await expect(inativos.getByRole('row', { name: /Nunca Comprou Nunca comprou/ })).toBeVisible();
  await expect(inativos.getByRole('row')).toHaveCount(2);
  await captura(page, 'planilhas-clientes-inativos');
});
