import { hojeSaoPaulo } from '@mascate/domain';
import { expect, type Page, test } from '@playwright/test';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { clienteEUmItem, type SessaoApi, sessaoApi } from './support/passos.ts';

// Issue 13: quote -> order -> invoiced, a cancellation with its reason, the share link opened by a
// customer without signing in, and the WhatsApp address.
async function cadastrar(a: SessaoApi): Promise<{ clienteId: number; produtoId: number }> {
  const un = await a.post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const cliente = await a.post('clientes/create', {
    nome: 'Empório Bela Vista',
    cnpj_cpf: '52998224725',
    rota_id: 0,
    fone1: '(11) 98765-4321',
    email: 'compras@belavista.test',
  });
  const produto = await a.post('produtos/create', {
    codigo: 'C1',
    descricao: 'Café Torrado 500g',
    unidade: 'UN',
    unidade_id: un.id,
    preco: 18.9,
    status: 0,
    estoque: 50,
    tipo: 0,
    meu_id: 0,
  });
  return { clienteId: cliente.id, produtoId: produto.id };
}

function sucesso(page: Page) {
  return page.getByRole('dialog', { name: 'Sucesso' });
}

async function confirmarSucesso(page: Page, texto: string): Promise<void> {
  await expect(sucesso(page)).toContainText(texto);
  await sucesso(page).getByRole('button', { name: 'OK' }).click();
  await expect(sucesso(page)).toBeHidden();
}

test('quote entered, approved and invoiced; another cancelled with a reason; link and WhatsApp', async ({
  page,
  request,
  browser,
  context,
}) => {
  const empresa = await novaEmpresa(request, { nome: 'Distribuidora E2E' });
  const a = await sessaoApi(request, empresa);
  const { clienteId, produtoId } = await cadastrar(a);
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);

  // A quote entered on the order screen.
  await page.goto('/cadastrar-pedido');
  await clienteEUmItem(page, /Empório Bela Vista/, /Café Torrado 500g/, '2');
  await page.getByRole('button', { name: 'SALVAR COMO ORÇAMENTO' }).click();
  await confirmarSucesso(page, 'Orçamento gravado com sucesso!');
  await expect(page).toHaveURL(/\/listar-pedidos$/);

  const linha = page.getByRole('row', { name: /Empório Bela Vista/ });
  await expect(linha).toContainText('Orçamento');
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Orçamento' }).click();
  await expect(linha).toBeVisible();
  await captura(page, 'pedidos-situacao-lista');

  // Approved, then invoiced: the form shows the status, the allowed actions and the history.
  await linha.getByRole('link', { name: 'Alterar pedido 1' }).click();
  await expect(page.getByRole('heading', { name: 'Alteração do Pedido de Venda' })).toBeVisible();
  await expect(page.getByText('Orçamento', { exact: true }).first()).toBeVisible();
  // Which order it is, under the title (issue 46).
  await expect(page.getByText(/^Pedido nº 1 · Empório Bela Vista.* · Orçamento$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Faturar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Aprovar' }).click();
  await confirmarSucesso(page, 'Situação do pedido alterada com sucesso!');
  await expect(page.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Faturar' }).click();
  // Invoicing cannot be undone: it is confirmed first (issue 27).
  await page
    .getByRole('dialog', { name: 'Faturar o pedido nº 1?' })
    .getByRole('button', { name: 'Confirmar faturamento' })
    .click();
  await confirmarSucesso(page, 'Situação do pedido alterada com sucesso!');
  await expect(page.getByText('Faturado', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/^Pedido nº 1 · Empório Bela Vista.* · Faturado \(somente leitura\)$/),
  ).toBeVisible();
  // Issue 30: an administrador may still cancel an invoiced order (with a reason, while unpaid).
  await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'GRAVAR' })).toHaveCount(0);
  const historico = page.getByRole('table', { name: 'Histórico do pedido' });
  await expect(historico.getByRole('row')).toHaveCount(4);
  await expect(historico).toContainText('Criação');
  await captura(page, 'pedido-faturado');

  // PDF: downloaded with the session's token.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('pedido-1.pdf');

  // WhatsApp: wa.me with the customer's mobile in international form and the link in the text.
  await context.route('https://wa.me/**', (rota) =>
    rota.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const [janela] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'WhatsApp' }).click(),
  ]);
  await janela.waitForURL(/^https:\/\/wa\.me\//);
  const wa = new URL(janela.url());
  expect(wa.pathname).toBe('/5511987654321');
  expect(wa.searchParams.get('text')).toMatch(
    /^Olá! Segue o pedido nº 1: http:\/\/127\.0\.0\.1:\d+\/p\/[\w-]{43}$/,
  );
  await janela.close();

  // Compartilhar: the link, opened in a fresh context without sign-in (and without JavaScript).
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const dialogoLink = page.getByRole('dialog', { name: 'Link do pedido' });
  const link = await dialogoLink.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/p\/[\w-]{43}$/);
  await captura(page, 'pedido-link');
  await dialogoLink.getByRole('button', { name: 'OK' }).click();
  const cliente = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const publica = await cliente.newPage();
  await publica.goto(link);
  await expect(publica.getByRole('heading', { name: 'Pedido nº 1' })).toBeVisible();
  await expect(publica.getByText('Empório Bela Vista')).toBeVisible();
  await expect(publica.getByText('Café Torrado 500g')).toBeVisible();
  await expect(publica.locator('.situacao')).toHaveText('Faturado');
  await expect(publica.getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
  await captura(publica, 'pedido-publico');
  await publica.goto(`${link}x`);
  await expect(publica.getByRole('heading', { name: 'Link não encontrado' })).toBeVisible();
  await cliente.close();

  // Another order, cancelled with a reason.
  const hoje = hojeSaoPaulo();
  const outro = await a.post('pedidosvenda/create', {
    data: hoje,
    participante_id: clienteId,
    valor: 18.9,
    produtos: [{ produto_id: produtoId, qt: 1, preco: 18.9, total: 18.9 }],
  });
  await page.goto(`/alterar-pedido/${outro.id}`);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cancelar o pedido nº 2' });
  await dialogo.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialogo).toContainText('Informe o motivo do cancelamento (de 3 a 500 caracteres).');
  await dialogo.getByLabel('Motivo').fill('Cliente desistiu da compra');
  await captura(page, 'pedido-cancelar');
  await dialogo.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await confirmarSucesso(page, 'Situação do pedido alterada com sucesso!');
  await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Histórico do pedido' })).toContainText(
    'Cliente desistiu da compra',
  );
  await captura(page, 'pedido-cancelado');

  await page.goto('/listar-pedidos');
  await expect(
    page.getByRole('row', { name: /Empório Bela Vista/ }).filter({ hasText: 'Cancelado' }),
  ).toHaveCount(1);
});
