import { readFile } from 'node:fs/promises';
import { COLUNAS_CLIENTES, formatarCpfCnpj } from '@mascate/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  captura,
  cnpjDoNumero,
  type Empresa,
  entrar,
  fecharBoasVindas,
  novaEmpresa,
} from './support/fixtures.ts';
import { cabecalhosDe } from './support/passos.ts';

// Issue 42: a large list's export is a background job. The button starts it, a panel at the foot of
// the screen (not a modal) shows its progress, then 'Exportação pronta: baixar' downloads the file.

const titulos = COLUNAS_CLIENTES.map((c) => c.titulo);
const nomeDo = (i: number) => `Cliente Grande ${String(i).padStart(5, '0')}`;

/** `quantos` customers in one import through the API (the spreadsheet's own columns). */
async function empresaComClientes(request: APIRequestContext, quantos: number): Promise<Empresa> {
  const e = await novaEmpresa(request);
  const linha = (campos: Record<string, string>) => titulos.map((t) => campos[t] ?? '').join(';');
  const csv = [
    titulos.join(';'),
    ...Array.from({ length: quantos }, (_, i) =>
      linha({ 'Razão social': nomeDo(i + 1), 'CPF/CNPJ': cnpjDoNumero(i + 1), Cidade: 'Campinas' }),
    ),
  ].join('\n');
  const r = await request.post('/api/clientes/importar', {
    headers: await cabecalhosDe(request, e),
    multipart: {
      simular: '0',
      arquivo: { name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
    timeout: 120_000,
  });
  expect(r.ok(), await r.text()).toBe(true);
  return e;
}

/** Every state the screen read of the job (exportacoes/read_one), in order. */
function leiturasDoTrabalho(page: Page) {
  const lidas: { situacao: string; progresso: number }[] = [];
  page.on('response', async (r) => {
    if (!r.url().endsWith('/api/exportacoes/read_one') || !r.ok()) return;
    const [j] = (await r.json()).registros;
    lidas.push({ situacao: j.situacao, progresso: j.progresso });
  });
  return lidas;
}

const painel = (page: Page) => page.getByRole('status', { name: 'Exportação' });

test('a exportação de uma lista grande: progresso no rodapé da tela, depois o arquivo para baixar', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const QUANTOS = 8000;
  const e = await empresaComClientes(request, QUANTOS);
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/listar-clientes');
  await expect(page.getByRole('row', { name: new RegExp(nomeDo(1)) })).toBeVisible();
  const lidas = leiturasDoTrabalho(page);

  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV (Excel)' }).click();
  // The job's progress bar, while the screen stays usable (the search still types).
  await expect(painel(page).getByRole('progressbar', { name: 'Progresso da exportação' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportando...' })).toBeDisabled();
  await captura(page, 'exportacao-progresso-1366');
  await page.getByLabel('Pesquisar por Razão Social, CPF ou CNPJ').fill('Grande 0000');
  await expect(page.getByRole('row', { name: new RegExp(nomeDo(9)) })).toBeVisible();

  const pronta = painel(page).getByRole('button', { name: 'Exportação pronta: baixar' });
  await expect(pronta).toBeVisible({ timeout: 120_000 });
  await expect(painel(page)).toContainText(
    /clientes-\d{4}-\d{2}-\d{2}\.csv · disponível até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await captura(page, 'exportacao-pronta-1366');

  // What the screen read: the progress never goes back, and the file is ready at 100.
  const progressos = lidas.map((l) => l.progresso);
  expect(progressos).toEqual([...progressos].sort((a, b) => a - b));
  expect(lidas.at(-1)).toEqual({ situacao: 'pronta', progresso: 100 });
  expect(lidas.slice(0, -1).every((l) => l.situacao === 'na_fila' || l.situacao === 'gerando')).toBe(true);

  const baixando = page.waitForEvent('download');
  await pronta.click();
  const download = await baixando;
  expect(download.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
  const texto = (await readFile(await download.path())).toString('utf8');
  // Excel's BOM, the list's columns, every customer (the export started before the search was typed).
  expect(texto.charCodeAt(0)).toBe(0xfeff);
  const linhas = texto.slice(1).trim().split(/\r\n/);
  expect(linhas[0]).toBe(titulos.join(';'));
  expect(linhas).toHaveLength(QUANTOS + 1);
  const nomes = linhas.slice(1).map((l) => l.split(';')[0]);
  expect(nomes.slice(0, 3)).toEqual([nomeDo(1), nomeDo(2), nomeDo(3)]);
  expect(nomes.at(-1)).toBe(nomeDo(QUANTOS));
  expect(new Set(nomes).size).toBe(QUANTOS);
  expect(linhas[1]?.split(';')[2]).toBe(formatarCpfCnpj(cnpjDoNumero(1)));

  await painel(page).getByRole('button', { name: 'Fechar' }).click();
  await expect(painel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeEnabled();
});

test.describe('celular en-US', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('num celular en-US: a barra e o arquivo em português, a validade em dd/mm/aaaa', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const e = await empresaComClientes(request, 3000);
    await entrar(page, e.email, e.senha);
    await fecharBoasVindas(page);
    await page.goto('/listar-clientes');
    // At 390 px the rows are cards.
    await expect(page.getByText(nomeDo(1), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'XLSX' }).click();
    await expect(painel(page).getByRole('progressbar', { name: 'Progresso da exportação' })).toBeVisible();
    await captura(page, 'exportacao-progresso-390-en-us');
    const pronta = painel(page).getByRole('button', { name: 'Exportação pronta: baixar' });
    await expect(pronta).toBeVisible({ timeout: 120_000 });
    await expect(painel(page)).toContainText(/\.xlsx · disponível até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await captura(page, 'exportacao-pronta-390-en-us');
    const baixando = page.waitForEvent('download');
    await pronta.click();
    const xlsx = await baixando;
    expect(xlsx.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
