import { hojeSaoPaulo } from '@mascate/domain';
import { expect as esperar, type Locator, type Page, test } from '@playwright/test';
import { captura, novaEmpresa } from './support/fixtures.ts';
import { alterarEmpresa, cadastrosDoPedido, type SessaoApi, sessaoApi } from './support/passos.ts';

// Issue 27: the order screen by keyboard alone, on a phone, read-only once invoiced or cancelled, the
// price fixed when the settings forbid changing it, and Faturar/Cancelar confirmed.

// Long keyboard walks on a shared 2-core machine: each step may wait longer than the suite's 10 s.
const expect = esperar.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

/** Signs in by keyboard (the fields focused, the text typed, Enter) and closes the welcome with Enter. */
async function entrarPeloTeclado(page: Page, email: string, senha: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').focus();
  await page.keyboard.type(email);
  await page.getByLabel('Senha', { exact: true }).focus();
  await page.keyboard.type(senha);
  await page.keyboard.press('Enter');
  const boasVindas = page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' });
  await expect(boasVindas).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(boasVindas).toBeHidden();
}

async function cadastrar(a: SessaoApi, cliente: object = {}) {
  const { clienteId, arrozId } = await cadastrosDoPedido(a, cliente);
  await a.post('formaspagamento/create', { descricao: 'Boleto E2E', parcelamento: 1 });
  return { clienteId, arrozId };
}

/** Presses Tab until `alvo` has the focus (at most `maximo` times); how many presses it took. */
async function tabAte(page: Page, alvo: Locator, maximo = 30): Promise<number> {
  for (let i = 1; i <= maximo; i++) {
    await page.keyboard.press('Tab');
    if (await alvo.evaluate((el) => el === document.activeElement)) return i;
  }
  throw new Error(`Tab did not reach the field in ${maximo} presses`);
}

const hoje = hojeSaoPaulo;

test('an order entered with the keyboard alone, saved and found in the list', async ({ page, request }) => {
  const empresa = await novaEmpresa(request);
  await cadastrar(await sessaoApi(request, empresa));

  // Signing in by keyboard too.
  await entrarPeloTeclado(page, empresa.email, empresa.senha);

  await page.goto('/cadastrar-pedido');
  const cliente = page.getByRole('textbox', { name: 'Cliente', exact: true });
  // A new order starts in 'Cliente'.
  await expect(cliente).toBeFocused();

  // Enter opens the picker, Esc closes it and the focus comes back.
  const seletorCliente = page.getByRole('dialog', { name: 'Selecionar Cliente' });
  await page.keyboard.press('Enter');
  await expect(seletorCliente).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(seletorCliente).toBeHidden();
  await expect(cliente).toBeFocused();

  // Typing opens it searching for the typed text; Enter takes the highlighted match.
  await page.keyboard.type('Merc');
  await expect(seletorCliente.getByLabel('Pesquisar cliente')).toHaveValue('Merc');
  await expect(seletorCliente.getByRole('button', { name: /Mercado Boa Vista E2E/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(seletorCliente).toBeHidden();
  await expect(cliente).toHaveValue('Mercado Boa Vista E2E');
  await expect(cliente).toBeFocused();

  // On to the items: Vendedor, the dates and the price table come first, the totals are passed by.
  const descricao = page.getByLabel('Descrição', { exact: true });
  const tabs = await tabAte(page, descricao);
  expect(tabs).toBeLessThanOrEqual(12);
  const seletor = page.getByRole('dialog', { name: 'Selecionar produto' });
  await page.keyboard.type('Arr');
  await expect(seletor.getByLabel('Pesquisar produto')).toHaveValue('Arr');
  await expect(seletor.getByRole('button', { name: /Arroz E2E/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(seletor).toBeHidden();
  await expect(descricao).toHaveValue('Arroz E2E');
  // The cursor is in the quantity, its 1 selected.
  await expect(page.getByLabel('Quantidade')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Preço', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Desconto', { exact: true }).last()).toBeFocused();
  // Money is typed as written (issue 46): '0,50' is fifty cents.
  await page.keyboard.type('0,50');
  await page.keyboard.press('Enter');
  const itens = page.getByRole('table', { name: 'Itens do Pedido' });
  await expect(itens.getByRole('row')).toHaveCount(2);
  await expect(itens).toContainText('R$ 24,50');
  // Ready for the next product; ArrowDown opens the picker, the arrows pick the second match.
  await expect(descricao).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(seletor).toBeVisible();
  await page.keyboard.type('E2E');
  await expect(seletor.getByRole('list').getByRole('button')).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(descricao).toHaveValue('Feijão E2E');
  // The cursor lands in the quantity after the picker has closed: typed before, the 3 would go to Descrição.
  await expect(page.getByLabel('Quantidade')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(itens.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Total do Pedido' })).toHaveValue('R$ 48,20');

  // Changed in place: 'Alterar' brings the item back to the row, Enter keeps it where it was.
  await tabAte(page, itens.getByRole('button', { name: 'Alterar Feijão E2E' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Quantidade')).toBeFocused();
  await expect(page.getByLabel('Quantidade')).toHaveValue('3');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(itens.getByRole('row')).toHaveCount(3);
  await expect(itens.getByRole('row').nth(2)).toContainText('R$ 31,60');
  await expect(page.getByRole('textbox', { name: 'Total do Pedido' })).toHaveValue('R$ 56,10');

  // Payment: the select opens with the keyboard, then the instalments.
  const condicoes = page.getByRole('combobox', { name: 'Condições de Pagamento' });
  await tabAte(page, condicoes);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Boleto E2E' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(condicoes).toHaveText('Boleto E2E');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Parcelas')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Parcelas' }).getByRole('row')).toHaveCount(3);
  await captura(page, 'pedido-teclado');

  await tabAte(page, page.getByRole('button', { name: 'GRAVAR' }));
  await page.keyboard.press('Enter');
  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(sucesso).toContainText('Pedido gravado com sucesso!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listar-pedidos$/);
  await expect(page.getByRole('row', { name: /Mercado Boa Vista E2E/ })).toContainText('R$ 56,10');
});

/** Every element whose right edge passes the viewport (a page wider than the phone). */
async function maisLargos(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > window.innerWidth + 0.5;
      })
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)} ${e.getBoundingClientRect().right}`,
      ),
  );
}

test('the order form on a 390×844 phone: every field and each item whole, nothing wider', async ({
  page,
  request,
}) => {
  const empresa = await novaEmpresa(request);
  await cadastrar(await sessaoApi(request, empresa));
  await page.setViewportSize({ width: 390, height: 844 });
  await entrarPeloTeclado(page, empresa.email, empresa.senha);
  await page.goto('/cadastrar-pedido');
  await expect(page.getByRole('heading', { name: 'Pedido de Venda' })).toBeVisible();
  expect(await maisLargos(page)).toEqual([]);
  await captura(page, 'pedido-novo-celular');

  // No blank gap in the item row: Descrição sits right under Código and Unidade.
  const descricao = page.getByLabel('Descrição', { exact: true });
  const unidade = await page.getByLabel('Unidade').boundingBox();
  const caixa = await descricao.boundingBox();
  expect((caixa?.y ?? 0) - ((unidade?.y ?? 0) + (unidade?.height ?? 0))).toBeLessThan(40);

  for (const [produto, qt] of [
    ['Arroz E2E', '2'],
    ['Feijão E2E', '3'],
  ] as const) {
    await descricao.click();
    const seletor = page.getByRole('dialog', { name: 'Selecionar produto' });
    await seletor.getByRole('button', { name: new RegExp(produto) }).click();
    await expect(seletor).toBeHidden();
    await page.getByLabel('Quantidade').fill(qt);
    await page.getByRole('button', { name: 'Incluir' }).click();
  }
  const itens = page.getByRole('list', { name: 'Itens do Pedido' });
  const arroz = itens.getByRole('listitem', { name: 'Arroz E2E' });
  await expect(arroz).toContainText('R$ 12,50');
  await expect(arroz).toContainText('R$ 25,00');
  for (const nome of ['Alterar Arroz E2E', 'Remover Arroz E2E', 'Remover Feijão E2E']) {
    await page.getByRole('button', { name: nome }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: nome })).toBeVisible();
  }
  for (const campo of ['Quantidade', 'Preço', 'Total']) {
    await expect(page.getByRole('textbox', { name: campo, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Gerar parcelas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SALVAR COMO ORÇAMENTO' })).toBeVisible();
  expect(await maisLargos(page)).toEqual([]);
  await captura(page, 'pedido-itens-celular');

  // The quote says it is a quote.
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar Cliente' })
    .getByRole('button', { name: /Mercado Boa Vista E2E/ })
    .click();
  await page.getByRole('button', { name: 'SALVAR COMO ORÇAMENTO' }).click();
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toContainText('Orçamento gravado com sucesso!');
});

test('Faturar and Cancelar ask first; an invoiced or cancelled order opens read-only', async ({
  page,
  request,
}) => {
  const empresa = await novaEmpresa(request);
  const a = await sessaoApi(request, empresa);
  const { clienteId, arrozId } = await cadastrar(a);
  const novo = () =>
    a.post('pedidosvenda/create', {
      data: hoje(),
      participante_id: clienteId,
      valor: 25,
      produtos: [{ produto_id: arrozId, qt: 2, preco: 12.5, total: 25 }],
      parcelas: [{ parcela: 1, vencimento: hoje(), valor: 25 }],
    });
  const faturado = await novo();
  const cancelado = await novo();
  await entrarPeloTeclado(page, empresa.email, empresa.senha);

  await page.goto(`/alterar-pedido/${faturado.id}`);
  await page.getByRole('button', { name: 'Faturar' }).click();
  const pergunta = page.getByRole('dialog', { name: 'Faturar o pedido nº 1?' });
  await expect(pergunta).toContainText('Esta ação não pode ser desfeita.');
  await captura(page, 'pedido-faturar-confirmacao');
  await pergunta.getByRole('button', { name: 'Voltar' }).click();
  await expect(pergunta).toBeHidden();
  await expect(page.getByText('Pedido', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Faturar' }).click();
  await pergunta.getByRole('button', { name: 'Confirmar faturamento' }).click();
  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(sucesso).toContainText('Situação do pedido alterada com sucesso!');
  await sucesso.getByRole('button', { name: 'OK' }).click();

  // Read-only: every field shows its value and none takes typing, picking or a date.
  await page.reload();
  await expect(page.getByText('Faturado', { exact: true }).first()).toBeVisible();
  await somenteLeitura(page);
  await captura(page, 'pedido-faturado-leitura');
  // Opened on a phone: the history as lines, the items as cards, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Itens do Pedido' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Histórico do pedido' })).toContainText('Faturado');
  expect(await maisLargos(page)).toEqual([]);
  await captura(page, 'pedido-faturado-celular');
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.goto(`/alterar-pedido/${cancelado.id}`);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  const cancelar = page.getByRole('dialog', { name: 'Cancelar o pedido nº 2' });
  await expect(cancelar).toContainText('O cancelamento não pode ser desfeito.');
  await cancelar.getByLabel('Motivo').fill('Cliente desistiu');
  await cancelar.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(sucesso).toContainText('Situação do pedido alterada com sucesso!');
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible();
  await somenteLeitura(page);
});

async function somenteLeitura(page: Page): Promise<void> {
  await expect(page.getByRole('textbox', { name: 'Cliente', exact: true })).toHaveValue(
    'Mercado Boa Vista E2E',
  );
  await expect(page.getByRole('textbox', { name: 'Data', exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const campos = page.getByRole('main').getByRole('textbox');
  expect(await campos.count()).toBeGreaterThan(5);
  for (const campo of await campos.all()) await expect(campo).not.toBeEditable();
  await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('spinbutton')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('group')).toHaveCount(0);
  for (const nome of [
    /Gerar parcelas/,
    /Escolha a data|Choose date/i,
    /^GRAVAR$/,
    /^Incluir$/,
    /^Remover/,
    /^Alterar /,
  ]) {
    await expect(page.getByRole('main').getByRole('button', { name: nome })).toHaveCount(0);
  }
  await expect(page.getByRole('table', { name: 'Parcelas' }).getByRole('button')).toHaveCount(0);
}

test('with price changes forbidden the price is the table price, read-only', async ({ page, request }) => {
  const empresa = await novaEmpresa(request);
  const a = await sessaoApi(request, empresa);
  const tabela = await a.post('tabelasprecos/create', { nome: 'Atacado E2E', ajuste_percentual: 20 });
  await cadastrar(a, { tabela_preco_id: tabela.id });
  await alterarEmpresa(request, a.headers, { altera_preco_pedido: 0 });
  await entrarPeloTeclado(page, empresa.email, empresa.senha);

  await page.goto('/cadastrar-pedido');
  await expect(page.getByRole('textbox', { name: 'Cliente', exact: true })).toBeFocused();
  await page.keyboard.type('Merc');
  await page
    .getByRole('dialog', { name: 'Selecionar Cliente' })
    .getByRole('button', { name: /Mercado/ })
    .click();
  // The customer's table comes with it and prices the items (R$ 12,50 + 20%).
  await expect(page.getByRole('combobox', { name: 'Tabela de Preços' })).toHaveText('Atacado E2E');
  await page.getByLabel('Descrição', { exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar produto' })
    .getByRole('button', { name: /Arroz E2E/ })
    .click();
  const preco = page.getByRole('textbox', { name: 'Preço', exact: true });
  await expect(preco).toHaveValue('R$ 15,00');
  await expect(preco).not.toBeEditable();
  await expect(page.getByText('Preço da tabela (alteração não permitida)')).toBeVisible();
  await captura(page, 'pedido-preco-fixo');
  await page.getByLabel('Quantidade').fill('2');
  await page.getByRole('button', { name: 'Incluir' }).click();
  await expect(page.getByRole('textbox', { name: 'Total do Pedido' })).toHaveValue('R$ 30,00');
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toContainText('Pedido gravado com sucesso!');
});
