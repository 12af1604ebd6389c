// Issue 48: the worked example (SP → a contribuinte in MG, R$ 100,00, IPI 10 %, ST with MVA 40 %) reads
// "Total a pagar R$ 127,75" on the order screen, in a pt-BR and in an en-US browser, and the saved order's
// PDF (looked at as an image), public page and WhatsApp message say the same.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captura } from './support/fixtures.ts';
import {
  alterarEmpresa,
  clienteEUmItem,
  corpoPedido,
  corpoProduto,
  entrarComEmpresaNova,
  sessaoApi,
} from './support/passos.ts';
import { abrirPdfComoImagem } from './support/pdf-imagem.ts';

async function exemplo(page: Page, request: APIRequestContext) {
  const empresa = await entrarComEmpresaNova(page, request);
  const a = await sessaoApi(request, empresa);
  await alterarEmpresa(request, a.headers, { uf: 'SP', regime_tributario: 'normal' });
  const cliente = await a.post('clientes/create', {
    nome: 'Distribuidora Mineira E2E',
    fone1: '(31) 98765-4321',
    cnpj_cpf: '11444777000161',
    uf: 'MG',
    contribuinte_icms: 1,
    ie_rg: '062.307.904/0081',
  });
  const un = await a.post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const produto = await a.post('produtos/create', {
    ...corpoProduto({ codigo: 'R2', descricao: 'Refrigerante E2E', preco: 100, estoque: 10 }, 'UN', un.id),
    ncm: '2202.10.00',
    aliquota_ipi: 10,
  });
  await a.post('regrasfiscais/create', { ncm: '22021000', st: 1, mva: 40 });
  return { a, clienteId: cliente.id, produtoId: produto.id, unidadeId: un.id };
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

const FRASE = 'Total a pagar: R$ 127,75 (produtos R$ 100,00 + IPI R$ 10,00 + ICMS-ST R$ 17,75).';

test('o PDF, a página pública e o WhatsApp do pedido gravado dizem o mesmo total a pagar', async ({
  page,
  context,
  browser,
  request,
}) => {
  const { a, clienteId, produtoId, unidadeId } = await exemplo(page, request);
  const item = {
    id: crypto.randomUUID(),
    descricao: 'Refrigerante E2E',
    codpro: 'R2',
    produto_id: produtoId,
    unidade_id: unidadeId,
    unidade: 'UN',
    qt: 1,
    preco: 100,
    desconto: 0,
    total: 100,
  };
  const { id } = await a.post('pedidosvenda/create', corpoPedido(clienteId, [item]));

  // The order screen: the stored order's total to pay.
  await page.goto(`/alterar-pedido/${id}`);
  const quadro = page.getByRole('region', { name: 'Impostos' });
  await expect(
    quadro
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: /^Total a pagar$/ }) })
      .locator('dd'),
  ).toHaveText('R$ 127,75');

  // WhatsApp: the total to pay follows the link.
  await context.route('https://wa.me/**', (rota) =>
    rota.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const [janela] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'WhatsApp' }).click(),
  ]);
  await janela.waitForURL(/^https:\/\/wa\.me\//);
  const wa = new URL(janela.url());
  expect(wa.pathname).toBe('/5531987654321');
  const [primeira, segunda, ...resto] = (wa.searchParams.get('text') ?? '').split('\n');
  expect(primeira).toMatch(/^Olá! Segue o pedido nº \d+: http:\/\/127\.0\.0\.1:\d+\/p\/[\w-]{43}$/);
  expect(segunda).toBe(FRASE);
  expect(resto).toEqual([]);
  await janela.close();

  // The public page, without a session.
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const dialogoLink = page.getByRole('dialog', { name: 'Link do pedido' });
  const link = await dialogoLink.getByLabel('Link').inputValue();
  await dialogoLink.getByRole('button', { name: 'OK' }).click();
  const fora = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const publica = await fora.newPage();
  await publica.goto(link);
  await expect(publica.getByRole('row', { name: 'Total a pagar R$ 127,75' })).toBeVisible();
  await expect(publica.getByRole('row', { name: 'ICMS-ST R$ 17,75' })).toBeVisible();
  await expect(publica.getByRole('heading', { name: 'Impostos por item' })).toBeVisible();
  await captura(publica, 'impostos-pagina-publica');
  await fora.close();

  // The PDF, as an image of its first page.
  const pdf = await request.get(`/api/pedidosvenda/${id}/pdf`, { headers: a.headers });
  expect(pdf.ok()).toBe(true);
  const visor = await context.newPage();
  await visor.setViewportSize({ width: 1000, height: 1300 });
  const texto = await abrirPdfComoImagem(visor, await pdf.body());
  for (const t of [
    'Total a pagar',
    'R$ 127,75',
    'ICMS-ST',
    'R$ 17,75',
    'Impostos por item',
    '50,24 % (ajustada)',
  ])
    expect(texto).toContain(t);
  await captura(visor, 'impostos-pdf');
});
