import { hojeSaoPaulo, NOMES_MESES } from '@mascate/domain';
import { expect, test } from '@playwright/test';
import { captura, entrar, fecharBoasVindas } from './support/fixtures.ts';
import { corpoPedido, empresaComProduto } from './support/passos.ts';

test('o dashboard mostra os pedidos do mês corrente', async ({ page, request }) => {
  const produto = { codigo: 'D1', descricao: 'Produto Dashboard', preco: 12.5, estoque: 100 };
  const { empresa: e, post, item } = await empresaComProduto(request, produto);
  const cli = await post('clientes/create', {
    nome: 'Cliente Dashboard',
    cnpj_cpf: '52998224725',
    rota_id: 0,
  });
  const data = hojeSaoPaulo();
  // Two orders of R$ 25,00.
  for (let i = 0; i < 2; i++) {
    await post('pedidosvenda/create', corpoPedido(cli.id, [item(2)]));
  }

  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Minhas atividades' })).toBeVisible();
  const mes = NOMES_MESES[Number(data.slice(5, 7)) - 1] ?? '';
  const linha = page
    .getByRole('table', { name: 'Pedidos por mês' })
    .getByRole('row', { name: new RegExp(`^${mes}`) });
  await expect(linha).toContainText('2');
  await expect(linha).toContainText('R$ 50,00');
  await expect(page.locator('svg path').first()).toBeVisible();
  await captura(page, 'dashboard');
});
