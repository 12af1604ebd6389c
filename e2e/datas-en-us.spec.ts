import { hojeSaoPaulo } from '@mascate/domain';
import { expect, test } from '@playwright/test';
import { campoData, esperarData, preencherData } from './support/datas.ts';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { corpoProduto, gravadorDe } from './support/passos.ts';

// A browser in American English: native date inputs would show mm/dd/yyyy here; ours read dd/mm/aaaa.
test.use({ locale: 'en-US' });

test('an order and a visit range, typed as dd/mm/aaaa in an en-US browser', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  const gravar = await gravadorDe(request, e);
  const post = async (caminho: string, data: object) => (await gravar(caminho, data)).id;
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const cliente = await post('clientes/create', { nome: 'Mercado Datas', cnpj_cpf: '52998224725' });
  const produto = { codigo: 'D1', descricao: 'Café Datas', preco: 20, estoque: 10 };
  await post('produtos/create', corpoProduto(produto, 'UN', un));
  const rep = await post('representantes/create', { nome: 'Vendedora Datas', cnpj_cpf: '11144477735' });
  for (const [obs, data_hora] of [
    ['Março', '2025-03-10 10:00:00'],
    ['Abril', '2025-04-02 16:45:00'],
  ])
    await post('visitas/create', { cliente_id: cliente, representante_id: rep, obs, data_hora });

  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  // The order: dates typed day first, the list and the edit screen show them back the same way.
  await page.goto('/cadastrar-pedido');
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar Cliente' })
    .getByRole('button', { name: /Mercado Datas/ })
    .click();
  await expect(campoData(page, 'Data')).toContainText('/');
  await preencherData(page, 'Data', '05/02/2025');
  await preencherData(page, 'Saída', '07/02/2025');
  await esperarData(page, 'Data', '05/02/2025');
  await esperarData(page, 'Saída', '07/02/2025');
  await page.getByLabel('Descrição', { exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar produto' })
    .getByRole('button', { name: /Café Datas/ })
    .click();
  await page.getByRole('button', { name: 'Incluir' }).click();
  await page.getByLabel('Parcelas').fill('1');
  await page.getByRole('button', { name: 'Gerar parcelas' }).click();
  const parcelas = page.getByRole('table', { name: 'Parcelas' });
  await parcelas.getByRole('row').nth(1).getByRole('button').click();
  const modal = page.getByRole('dialog', { name: 'Alterar Data da Parcela' });
  await preencherData(modal, 'Vencimento', '10/03/2025');
  await esperarData(modal, 'Vencimento', '10/03/2025');
  await captura(page, 'en-us-parcela');
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(parcelas).toContainText('10/03/2025');
  await captura(page, 'en-us-pedido');
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/listar-pedidos$/);
  // The list starts at today: its notice asks for another range, typed in the list's own fields.
  await expect(page.getByRole('region', { name: 'Nenhum registro disponivel' })).toContainText(
    'Informa a data inicial e final',
  );
  await captura(page, 'en-us-pedidos-vazio');
  await preencherData(page, 'De', '01/02/2025');
  await esperarData(page, 'De', '01/02/2025');
  const linha = page.getByRole('row', { name: /Mercado Datas/ });
  await expect(linha).toContainText('05/02/2025');
  await captura(page, 'en-us-pedidos-lista');
  await linha.getByRole('link', { name: /Alterar pedido/ }).click();
  await esperarData(page, 'Data', '05/02/2025');
  await esperarData(page, 'Saída', '07/02/2025');
  await expect(page.getByRole('table', { name: 'Parcelas' })).toContainText('10/03/2025');

  // The visit range: 'De'/'até' typed in the list's fields, under the empty-list notice.
  await page.goto('/listar-visitas');
  const vazio = page.getByRole('region', { name: 'Nenhum registro disponivel' });
  await expect(vazio).toContainText('Nenhum registro foi encontrado');
  await preencherData(page, 'De', '01/03/2025');
  await expect(vazio).toBeHidden();
  await preencherData(page, 'até', '31/03/2025');
  await esperarData(page, 'De', '01/03/2025');
  await esperarData(page, 'até', '31/03/2025');
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Mercado Datas/ })).toContainText('10/03/2025 10:00');
  await preencherData(page, 'até', '30/04/2025');
  await expect(page.getByText('registros: 2', { exact: true })).toBeVisible();

  // Picked from the calendar, the day is written dd/mm/aaaa as well.
  await campoData(page, 'até').getByRole('button').click();
  const calendario = page.getByRole('dialog');
  await calendario.getByRole('gridcell', { name: '15' }).click();
  await esperarData(page, 'até', '15/04/2025');
  await captura(page, 'en-us-visitas');

  // The month of the commission statement: mm/aaaa and the months' names in Portuguese (the browser's own
  // month input read "November 2026" here).
  await page.goto('/comissoes');
  const [ano, mes] = hojeSaoPaulo().split('-');
  await esperarData(page, 'Mês', `${mes}/${ano}`);
  await preencherData(page, 'Mês', '03/2025');
  await esperarData(page, 'Mês', '03/2025');
  await campoData(page, 'Mês').getByRole('button').click();
  await expect(page.getByRole('dialog')).toContainText('fev');
  await captura(page, 'en-us-comissoes-mes');
  await page.keyboard.press('Escape');
  await esperarData(page, 'Mês', '03/2025');
});
