import { hojeSaoPaulo } from '@mascate/domain';
import { type APIRequestContext, expect as esperar, type Page, test } from '@playwright/test';
import { DOMINIO_ADIADO } from '../packages/server/test/pares/smtp.ts';
import { captura, emailsPara, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { alterarEmpresa, cadastrosDoPedido, corpoProduto, sessaoApi } from './support/passos.ts';

// Issue 27: the product picker's images, 'Enviar por e-mail' telling queued from sent, and the discount
// in % per item and per order with the totals it gives, hidden when the settings forbid discounts.

// A loaded 2-core machine: the order screen's code and the mail queue may pass the suite's 10 s.
const expect = esperar.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A 1x1 PNG, so the spec needs no fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function preparar(page: Page, request: APIRequestContext, cliente: object = {}) {
  const empresa = await novaEmpresa(request, { nome: 'Distribuidora Mensagens' });
  const a = await sessaoApi(request, empresa);
  const ids = await cadastrosDoPedido(a, cliente);
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);
  return { empresa, a, ...ids };
}

async function escolherCliente(page: Page) {
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar Cliente' })
    .getByRole('button', { name: /Mercado Boa Vista/ })
    .click();
}

async function incluirItem(page: Page, produto: RegExp, qt: string, percentual?: string) {
  await page.getByLabel('Descrição', { exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar produto' })
    .getByRole('button', { name: produto })
    .click();
  await page.getByLabel('Quantidade').fill(qt);
  if (percentual !== undefined) await page.getByLabel('Desconto (%)').fill(percentual);
  await page.getByRole('button', { name: 'Incluir' }).click();
}

const totalDoPedido = (page: Page) => page.getByRole('textbox', { name: 'Total do Pedido' });

test('o seletor de produtos mostra a imagem do produto que tem uma, e nada no lugar da que não tem', async ({
  page,
  request,
}) => {
  const { a, unidadeId } = await preparar(page, request);
  // A product with an image, the image sent as the product form sends it (multipart).
  const comImagem = await a.post(
    'produtos/create',
    corpoProduto({ codigo: 'AF1', descricao: 'Arroz Foto E2E', preco: 15, estoque: 10 }, 'UN', unidadeId),
  );
  const r = await page.request.post('/api/produtos/add_image', {
    headers: a.headers,
    multipart: {
      id: String(comImagem.id),
      imagem: { name: 'arroz.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(r.ok(), await r.text()).toBe(true);

  const seletor = page.getByRole('dialog', { name: 'Selecionar produto' });
  const achados = seletor.getByRole('list', { name: 'Produtos encontrados' });
  const comFoto = achados.getByRole('button', { name: /Arroz Foto E2E/ });
  const semFoto = achados.getByRole('button', { name: /A1 - Arroz E2E/ });
  const imagem = comFoto.getByRole('img', { name: 'Imagem de Arroz Foto E2E' });
  // The phone first, then the wide screen (the order form opened anew at each size).
  for (const [largura, altura] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width: largura, height: altura });
    await page.goto('/cadastrar-pedido');
    await page.getByLabel('Descrição', { exact: true }).click();
    await seletor.getByLabel('Pesquisar produto').fill('arroz');
    await expect(imagem).toBeVisible();
    // Really drawn (the blob fetched with the session), not a broken image.
    await expect.poll(() => imagem.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(1);
    await expect(semFoto).toBeVisible();
    await expect(semFoto.getByRole('img')).toHaveCount(0);
    await captura(page, `pedido-seletor-imagem-${largura}`);
  }
  // Chosen, it is the item as any other.
  await comFoto.click();
  await expect(seletor).toBeHidden();
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue('Arroz Foto E2E');
});

test('Enviar por e-mail: "na fila de envio" enquanto o servidor adia; enviado, o pedido mostra quando', async ({
  page,
  request,
}) => {
  const adiado = `compras@${DOMINIO_ADIADO}`;
  const aceito = `compras-${Date.now()}@mensagens.test`;
  const { a, clienteId, arrozId } = await preparar(page, request, { email: adiado });
  const outro = await a.post('clientes/create', {
    nome: 'Padaria Aceita E2E',
    cnpj_cpf: '11144477735',
    rota_id: 0,
    email: aceito,
  });
  const hoje = hojeSaoPaulo();
  const pedido = (participante_id: number) =>
    a.post('pedidosvenda/create', {
      participante_id,
      data: hoje,
      data_saida: hoje,
      vendedor_id: 0,
      forma_pagamento_id: 0,
      valor: 25,
      desconto: 0,
      produtos: [{ produto_id: arrozId, qt: 2, preco: 12.5, desconto: 0, total: 25, descricao: 'Arroz E2E' }],
      parcelas: [],
    });
  const naFila = await pedido(clienteId);
  const enviado = await pedido(outro.id);
  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  const dataHora = '\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}';

  // The mail server defers this mailbox: the answer and the order say it is queued, not sent.
  await page.goto(`/alterar-pedido/${naFila.id}`);
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(sucesso).toContainText(`Pedido na fila de envio para ${adiado}`);
  await expect(sucesso).not.toContainText('Pedido enviado');
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText(
      new RegExp(`E-mail para ${adiado} na fila de envio desde ${dataHora}: ainda não enviado\\.`),
    ),
  ).toBeVisible();
  await captura(page, 'pedido-email-na-fila');
  expect(emailsPara(adiado)).toHaveLength(0);

  // Taken by the mail server: sent, and the order shows when.
  await page.goto(`/alterar-pedido/${enviado.id}`);
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(sucesso).toContainText(`Pedido enviado para ${aceito}.`);
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText(new RegExp(`E-mail enviado para ${aceito.replace('.', '\\.')} em ${dataHora}\\.`)),
  ).toBeVisible();
  expect(emailsPara(aceito)).toHaveLength(1);
  // Still so when the order is opened again.
  await page.reload();
  await expect(page.getByText(new RegExp(`E-mail enviado para .+ em ${dataHora}\\.`))).toBeVisible();
  await captura(page, 'pedido-email-enviado');
});

test('desconto em % no item e no pedido com os totais; sem desconto permitido os campos não aparecem', async ({
  page,
  request,
}) => {
  const { a } = await preparar(page, request);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/cadastrar-pedido');
  await escolherCliente(page);

  // Per item: 10% of 4 × R$ 12,50 = R$ 5,00 off, shown in R$ before the item is added.
  await page.getByLabel('Descrição', { exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar produto' })
    .getByRole('button', { name: /Arroz E2E/ })
    .click();
  await page.getByLabel('Quantidade').fill('4');
  await page.getByLabel('Desconto (%)').fill('10');
  await expect(page.getByLabel('Desconto', { exact: true }).last()).toHaveValue('R$ 5,00');
  await expect(page.getByRole('textbox', { name: 'Total', exact: true })).toHaveValue('R$ 45,00');
  await page.getByRole('button', { name: 'Incluir' }).click();
  await expect(totalDoPedido(page)).toHaveValue('R$ 45,00');
  // 12,5% of 10 × R$ 7,90 = R$ 9,875, half a cent up: R$ 9,88.
  await incluirItem(page, /Feijão E2E/, '10', '12,5');
  await expect(totalDoPedido(page)).toHaveValue('R$ 114,12');
  await expect(page.getByRole('textbox', { name: 'Desconto', exact: true }).first()).toHaveValue('R$ 14,88');

  // Per order: 20% of R$ 129,00 = R$ 25,80, replacing the items' own (R$ 10,00 and R$ 15,80).
  await page.getByLabel('Desconto no pedido (%)').fill('20');
  await page.getByRole('button', { name: 'Aplicar desconto' }).click();
  await expect(totalDoPedido(page)).toHaveValue('R$ 103,20');
  const itens = page.getByRole('table', { name: 'Itens do Pedido' });
  await expect(itens.getByRole('row', { name: /Arroz E2E/ })).toContainText('R$ 40,00');
  await expect(itens.getByRole('row', { name: /Feijão E2E/ })).toContainText('R$ 63,20');
  await captura(page, 'pedido-desconto-percentual-1366');
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(sucesso).toContainText('Pedido gravado com sucesso!');
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/listar-pedidos$/);
  await expect(page.getByRole('table')).toContainText('R$ 103,20');

  // The settings forbid discounts: neither % field is offered.
  await alterarEmpresa(request, a.headers, { permite_desconto: 1 });
  await page.goto('/cadastrar-pedido');
  await escolherCliente(page);
  await incluirItem(page, /Arroz E2E/, '2');
  await expect(totalDoPedido(page)).toHaveValue('R$ 25,00');
  await expect(page.getByLabel('Desconto (%)')).toHaveCount(0);
  await expect(page.getByLabel('Desconto no pedido (%)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aplicar desconto' })).toHaveCount(0);
});
