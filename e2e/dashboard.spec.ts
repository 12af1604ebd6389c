import { hojeSaoPaulo, NOMES_MESES } from '@mascate/domain';
import { expect, test } from '@playwright/test';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { corpoProduto, gravadorDe } from './support/passos.ts';

test('o dashboard mostra os pedidos do mês corrente', async ({ page, request }) => {
  const e = await novaEmpresa(request);
  const post = await gravadorDe(request, e);
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const produto = { codigo: 'D1', descricao: 'Produto Dashboard', preco: 12.5, estoque: 100 };
  const prod = await post('produtos/create', corpoProduto(produto, 'UN', un.id));
  const cli = await post('clientes/create', {
    nome: 'Cliente Dashboard',
    cnpj_cpf: '52998224725',
    rota_id: 0,
  });
  const data = hojeSaoPaulo();
  for (let i = 0; i < 2; i++) {
    await post('pedidosvenda/create', {
      data,
      data_saida: data,
      forma_pagamento_id: 0,
      natureza_id: 0,
      participante_id: cli.id,
      vendedor_id: 0,
      valor: 25,
      desconto: 0,
      produtos: [
        {
          id: crypto.randomUUID(),
          descricao: 'Produto Dashboard',
          codpro: 'D1',
          produto_id: prod.id,
          unidade_id: un.id,
          unidade: 'UN',
          qt: 2,
          preco: 12.5,
          desconto: 0,
          total: 25,
        },
      ],
      parcelas: [],
    });
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
