// Issue 48: the worked example (SP → a contribuinte in MG, R$ 100,00, IPI 10 %, ST with MVA 40 %) reads
// "Total a pagar R$ 127,75" on the order screen, in a pt-BR and in an en-US browser.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captura } from './support/fixtures.ts';
import {
  alterarEmpresa,
  clienteEUmItem,
  corpoProduto,
  entrarComEmpresaNova,
  sessaoApi,
} from './support/passos.ts';

async function exemplo(page: Page, request: APIRequestContext): Promise<void> {
  const empresa = await entrarComEmpresaNova(page, request);
  const a = await sessaoApi(request, empresa);
  await alterarEmpresa(request, a.headers, { uf: 'SP', regime_tributario: 'normal' });
  await a.post('clientes/create', {
    nome: 'Distribuidora Mineira E2E',
    cnpj_cpf: '11444777000161',
    uf: 'MG',
    contribuinte_icms: 1,
    ie_rg: '062.307.904/0081',
  });
  const un = await a.post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  await a.post('produtos/create', {
    ...corpoProduto({ codigo: 'R2', descricao: 'Refrigerante E2E', preco: 100, estoque: 10 }, 'UN', un.id),
    ncm: '2202.10.00',
    aliquota_ipi: 10,
  });
  await a.post('regrasfiscais/create', { ncm: '22021000', st: 1, mva: 40 });
}

async function conferirTotal(page: Page, tela: string): Promise<void> {
  await page.goto('/cadastrar-pedido');
  const previas: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/pedidosvenda/impostos')) previas.push(r.postData() ?? '');
  });
  await clienteEUmItem(page, /Distribuidora Mineira E2E/, /Refrigerante E2E/, '1');
  const quadro = page.getByRole('region', { name: 'Impostos' });
  // The amounts are a description list: the total to pay is the dd next to its dt.
  const total = quadro
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Total a pagar$/ }) });
  await expect(total.locator('dd')).toHaveText('R$ 127,75');
  await expect(quadro).toContainText('R$ 10,00');
  await expect(quadro).toContainText('R$ 17,75');
  await quadro.getByRole('button', { name: 'Ver impostos por item' }).click();
  const tabela = quadro.getByRole('table', { name: 'Impostos por item' });
  await expect(tabela).toContainText('6403');
  await expect(tabela).toContainText('50,24 % (ajustada)');
  await expect(tabela).toContainText('R$ 165,27');
  await captura(page, tela);
  // The instalments divide the total to pay; the order is saved with them.
  await page.getByRole('button', { name: /Gerar parcelas/i }).click();
  await expect(page.getByText('R$ 127,75').last()).toBeVisible();
  // One preview for one customer and one item, though the form rendered many times since: no request
  // loop, no query key that changes with every render.
  expect(previas).toHaveLength(1);
}

test('o pedido mostra o total a pagar com IPI e ST: R$ 127,75', async ({ page, request }) => {
  await exemplo(page, request);
  await conferirTotal(page, 'impostos-pedido');
});

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });
  test('o mesmo total num navegador en-US', async ({ page, request }) => {
    await exemplo(page, request);
    await conferirTotal(page, 'impostos-pedido-en-us');
  });
});
