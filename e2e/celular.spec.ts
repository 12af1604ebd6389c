import { hojeSaoPaulo } from '@mascate/domain';
import { expect as expectBase, type Page, request, test } from '@playwright/test';
import { URL_APP } from './support/caminhos.ts';
import { captura } from './support/fixtures.ts';
import { cabecalhosDe, corpoPedido, gravadorCom } from './support/passos.ts';
import { entrarEFechar, esperarTela, semearAntesDosTestes } from './support/semente.ts';

// Each screen here loads the signed-in frame and its data on a shared, loaded machine: 30 s per check.
const expect = expectBase.configure({ timeout: 30_000 });

// Issue 27: on a phone (390×844) every list shows its rows as cards and nothing is wider than the
// screen, so nothing needs sideways scrolling; the menu and a dialog fit too. Screenshots at both sizes.

const LISTAS = [
  '/listar-pedidos',
  '/listar-clientes',
  '/listar-produtos',
  '/listar-empresas',
  '/listar-representantes',
  '/listar-rotas',
  '/listar-tabelas-precos',
  '/listar-unidades',
  '/listar-forma-pagamento',
  '/listar-titulos',
  '/listar-visitas',
  '/listar-metas',
  '/listar-usuarios',
];

/** Every visible element whose right edge passes the window's (a 1 px rounding allowed). */
async function maisLargos(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const largura = window.innerWidth;
    const fora: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right > largura + 1) {
        const classe = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        fora.push(
          `${el.tagName.toLowerCase()}.${classe} "${(el.textContent ?? '').slice(0, 30)}" ${Math.round(r.right)}px`,
        );
      }
    }
    return fora.slice(0, 10);
  });
}

const s = semearAntesDosTestes();

test('celular 390×844: cada lista em cartões, nada mais largo que a tela', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await entrarEFechar(page, s.empresa.email, s.empresa.senha);
  const largos: Record<string, string[]> = {};

  // The menu, opened over the screen.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Pedidos' })).toBeVisible();
  await captura(page, 'celular-menu');
  largos.menu = await maisLargos(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  for (const caminho of LISTAS) {
    await page.goto(caminho);
    await esperarTela(page);
    await captura(page, `celular${caminho.replace('/', '-')}`);
    largos[caminho] = await maisLargos(page);
  }

  // The orders: a card per order with customer, number, date, value, status and the open button.
  await page.goto('/listar-pedidos');
  const cartao = page.getByRole('list', { name: 'LISTA DE PEDIDOS' }).getByRole('listitem').first();
  await expect(cartao).toContainText('Mercearia São João');
  await expect(cartao).toContainText('R$ 50,00');
  await expect(cartao).toContainText('NÚMERO');
  await expect(cartao).toContainText('SITUAÇÃO');
  await expect(cartao.getByRole('link', { name: 'Alterar pedido 1' })).toBeVisible();

  // A dialog fits the screen: the delete confirmation of a customer.
  await page.goto('/listar-clientes');
  await page.getByRole('button', { name: 'Excluir' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Confirmar exclusão' })).toBeVisible();
  await captura(page, 'celular-dialogo-excluir');
  largos['diálogo excluir'] = await maisLargos(page);
  await page.keyboard.press('Escape');

  // Comissões and Metas with rows: a goal and an invoiced order of a representative with a rate.
  // Seeded here, after the orders' first card was checked (a newer order would come first).
  const api = await request.newContext({ baseURL: URL_APP });
  const gravar = gravadorCom(api, await cabecalhosDe(api, s.empresa));
  const rep = (
    await gravar('representantes/create', {
      nome: 'Rita Comissionada',
      cnpj_cpf: '11144477735',
      comissao_percentual: '3',
    })
  ).id;
  const cli = (
    await gravar('clientes/create', { nome: 'Padaria Pão Quente', cnpj_cpf: '52998224725', rota_id: 0 })
  ).id;
  const hoje = hojeSaoPaulo();
  const item = { produto_id: s.produto, descricao: '', qt: 2, preco: 25, desconto: 0, total: 50 };
  const venda = await gravar(
    'pedidosvenda/create',
    corpoPedido(cli, [item], { vendedor_id: rep, forma_pagamento_id: s.forma }),
  );
  await gravar('pedidosvenda/situacao', { id: venda.id, situacao: 'faturado' });
  await gravar('metas/create', { representante_id: rep, mes: hoje.slice(0, 7), valor: 1000 });
  await api.dispose();

  // Not esperarTela: each goal's progress is a bar (role progressbar) that stays on the screen.
  await page.goto('/listar-metas');
  const progresso = page.getByRole('list', { name: 'Progresso das metas' });
  await expect(progresso.getByRole('listitem').filter({ hasText: 'Rita Comissionada' })).toContainText(
    'R$ 50,00',
  );
  await captura(page, 'celular-metas-progresso');
  largos['/listar-metas com dados'] = await maisLargos(page);

  await page.goto('/comissoes');
  await esperarTela(page);
  await expect(page.getByRole('list', { name: 'Comissões do período' }).getByRole('listitem')).toContainText(
    'Rita Comissionada',
  );
  const extrato = page.getByRole('region', { name: 'Extrato do mês' });
  await extrato.getByRole('combobox', { name: 'Representante' }).click();
  await page.getByRole('option', { name: 'Rita Comissionada' }).click();
  await expect(extrato.getByRole('list').first()).toContainText('COMISSÃO');
  await expect(extrato.getByText(/^Total do pedido: base R\$ 50,00/)).toBeVisible();
  await captura(page, 'celular-comissoes');
  largos['/comissoes'] = await maisLargos(page);

  expect(Object.entries(largos).filter(([, v]) => v.length > 0)).toEqual([]);
});

test('tela larga 1366×768: as listas seguem em tabela', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await entrarEFechar(page, s.empresa.email, s.empresa.senha);
  await captura(page, 'larga-menu');
  for (const caminho of [...LISTAS, '/comissoes']) {
    await page.goto(caminho);
    await esperarTela(page);
    await captura(page, `larga${caminho.replace('/', '-')}`);
  }
  await page.goto('/listar-pedidos');
  await expect(page.getByRole('row', { name: /Mercearia São João/ })).toContainText('R$ 50,00');
});
