import { formatarData, hojeSaoPaulo, somarDias } from '@mascate/domain';
import { expect, type Page, test } from '@playwright/test';
import { alertaErro, captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { cadastrosDoPedido, confirmarSucesso, sessaoApi } from './support/passos.ts';

// Issue 46: payment terms as the office writes them. 'Boleto 28/35/42' cuts three instalments due 28,
// 35 and 42 days after the order's date; Pix, with no term written, is à vista: due on the order's date.
// Several screens on a shared 2-core machine: three times the usual limit.
test.slow();

async function pedidoCom(page: Page, forma: string) {
  await page.goto('/cadastrar-pedido');
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click({ timeout: 30_000 });
  await page
    .getByRole('dialog', { name: 'Selecionar Cliente' })
    .getByRole('button', { name: /Mercado Boa Vista E2E/ })
    .click();
  await page.getByLabel('Descrição', { exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar produto' })
    .getByRole('button', { name: /Arroz E2E/ })
    .first()
    .click();
  await page.getByLabel('Quantidade').fill('8');
  await page.getByRole('button', { name: 'Incluir' }).click();
  await expect(page.getByRole('textbox', { name: 'Total do Pedido' })).toHaveValue('R$ 100,00');
  await page.getByRole('combobox', { name: 'Condições de Pagamento' }).click();
  await page.getByRole('option', { name: forma }).click();
}

async function gravar(page: Page) {
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await confirmarSucesso(page, 'Pedido gravado com sucesso!');
  await expect(page).toHaveURL(/\/listar-pedidos$/);
}

test('um prazo "28/35/42" dá esses vencimentos; um pedido Pix vence hoje', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  const api = await sessaoApi(request, e);
  await cadastrosDoPedido(api);
  await api.post('formaspagamento/create', { descricao: 'Pix', parcelamento: 0 });
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);

  // The term on the payment method's form: a bad one is refused in pt-BR and nothing is saved.
  await page.goto('/cadastrar-forma-pagamento');
  await page.getByLabel('Descrição').fill('Boleto 28/35/42', { timeout: 30_000 });
  await page.getByLabel('Prazos (dias)').fill('42/35/28');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(alertaErro(page)).toContainText(
    'Os prazos devem estar em ordem crescente, sem repetir dias (por exemplo 30/60/90).',
  );
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  const antes = await request.post('/api/formaspagamento/read', { data: {}, headers: api.headers });
  expect((await antes.json()).registros.map((f: { descricao: string }) => f.descricao)).toEqual(['Pix']);
  await page.getByLabel('Prazos (dias)').fill('28/35/42 dias');
  await captura(page, 'prazos-forma-pagamento');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Forma de pagamento cadastrada com sucesso!');

  // The order on 'Boleto 28/35/42': no count to choose, three instalments from the order's date.
  const hoje = hojeSaoPaulo();
  await pedidoCom(page, 'Boleto 28/35/42');
  await expect(page.getByLabel('Prazos (dias)')).toHaveValue('28/35/42');
  await expect(page.getByLabel('Parcelas', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Gerar parcelas' }).click();
  const parcelas = page.getByRole('table', { name: 'Parcelas' });
  const vencimentos = [28, 35, 42].map((d) => formatarData(somarDias(hoje, d)));
  await expect(parcelas.getByRole('row')).toHaveText([
    /Parcela/,
    new RegExp(`1${vencimentos[0]}R\\$ 33,33`),
    new RegExp(`2${vencimentos[1]}R\\$ 33,33`),
    new RegExp(`3${vencimentos[2]}R\\$ 33,34`),
  ]);
  await captura(page, 'prazos-pedido-28-35-42');
  await gravar(page);

  // Pix: à vista, one instalment due today.
  await pedidoCom(page, 'Pix');
  await expect(page.getByLabel('Prazos (dias)')).toHaveValue('à vista');
  await page.getByRole('button', { name: 'Gerar parcelas' }).click();
  await expect(parcelas.getByRole('row')).toHaveText([
    /Parcela/,
    new RegExp(`1${formatarData(hoje)}R\\$ 100,00`),
  ]);
  await captura(page, 'prazos-pedido-pix');
  await gravar(page);

  // What was saved is what the screen showed.
  const lidos = await request.post('/api/pedidosvenda/read', { data: {}, headers: api.headers });
  const pedidos = (await lidos.json()).registros as { id: number; forma_pagamento_id: number }[];
  expect(pedidos).toHaveLength(2);
  const porVencimento: string[][] = [];
  for (const p of pedidos) {
    const um = await request.post('/api/pedidosvenda/read_one', { data: { id: p.id }, headers: api.headers });
    const pedido = (await um.json()).registros[0] as { parcelas: { vencimento: string; valor: number }[] };
    porVencimento.push(pedido.parcelas.map((x) => `${x.vencimento} ${x.valor}`));
  }
  expect(porVencimento.sort((a, b) => a.length - b.length)).toEqual([
    [`${hoje} 100`],
    [28, 35, 42].map((d, i) => `${somarDias(hoje, d)} ${i === 2 ? 33.34 : 33.33}`),
  ]);
});
