import { diasUteis, formatarMoeda, hojeSaoPaulo } from '@mascate/domain';
import { expect, test } from '@playwright/test';
import { esperarData } from './support/datas.ts';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { confirmarSucesso, corpoProduto, gravadorDe } from './support/passos.ts';

// The hand-computed example (issue 31). Rates: Caneta 5% (its own), the representative 3% (Caderno has none).
//   Pedido 1: Caneta 2 × 12,50 = 25,00 × 5% = 1,25; Caderno 1 × 10,00 = 10,00 × 3% = 0,30 -> 35,00 / 1,55
//   Pedido 2: Caneta 1 × 12,50 - 0,50 = 12,00 × 5% = 0,60; Caderno 3 × 10,00 = 30,00 × 3% = 0,90 -> 42,00 / 1,50
//   Month: net invoiced 77,00 of a 100,00 goal = 77,00%; commission 3,05 on a base of 77,00.
test('meta, dois pedidos faturados: o progresso no dashboard e o extrato conferem com a conta à mão', async ({
  page,
  request,
}) => {
  // Many steps on one shared machine: more room than the default minute.
  test.setTimeout(240_000);
  const e = await novaEmpresa(request);
  const post = await gravadorDe(request, e);
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const caneta = await post('produtos/create', {
    ...corpoProduto({ codigo: 'C1', descricao: 'Caneta', preco: 12.5, estoque: 100 }, 'UN', un.id),
    comissao_percentual: '5',
  });
  const caderno = await post(
    'produtos/create',
    corpoProduto({ codigo: 'C2', descricao: 'Caderno', preco: 10, estoque: 100 }, 'UN', un.id),
  );
  const rep = await post('representantes/create', {
    nome: 'Rita Representante',
    cnpj_cpf: '52998224725',
    comissao_percentual: '3',
  });
  const cli = await post('clientes/create', {
    nome: 'Papelaria Central',
    cnpj_cpf: '52998224725',
    rota_id: 0,
  });
  const hoje = hojeSaoPaulo();
  const item = (produto: { id: number }, descricao: string, qt: number, preco: number, desconto = 0) => ({
    id: crypto.randomUUID(),
    descricao,
    codpro: '',
    produto_id: produto.id,
    unidade_id: un.id,
    unidade: 'UN',
    qt,
    preco,
    desconto,
    total: Math.round((qt * preco - desconto) * 100) / 100,
  });
  const pedidos = [
    { itens: [item(caneta, 'Caneta', 2, 12.5), item(caderno, 'Caderno', 1, 10)], valor: 35, desconto: 0 },
    {
      itens: [item(caneta, 'Caneta', 1, 12.5, 0.5), item(caderno, 'Caderno', 3, 10)],
      valor: 42.5,
      desconto: 0.5,
    },
  ];
  for (const p of pedidos) {
    const criado = await post('pedidosvenda/create', {
      data: hoje,
      data_saida: hoje,
      forma_pagamento_id: 0,
      natureza_id: 0,
      participante_id: cli.id,
      vendedor_id: rep.id,
      valor: p.valor,
      desconto: p.desconto,
      produtos: p.itens,
      parcelas: [],
    });
    await post('pedidosvenda/situacao', { id: criado.id, situacao: 'faturado' });
  }

  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);

  // The goal, through the Metas screen.
  await page.goto('/cadastrar-meta');
  await page.getByRole('combobox', { name: 'Representante' }).click();
  await page.getByRole('option', { name: 'Rita Representante' }).click();
  await esperarData(page, 'Mês', `${hoje.slice(5, 7)}/${hoje.slice(0, 4)}`);
  await page.getByLabel('Meta de vendas (R$)').fill('100,00');
  await page.getByLabel('Meta de positivação (clientes)').fill('2');
  await captura(page, 'metas-cadastro');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Meta cadastrada com sucesso!');
  await expect(page.getByRole('row', { name: /Rita Representante/ }).first()).toContainText('R$ 100,00');
  await captura(page, 'metas-lista');

  // The dashboard's progress: 77,00 of 100,00, projection by business days elapsed.
  await page.goto('/dashboard');
  const progresso = page.getByRole('table', { name: 'Progresso das metas' });
  const linha = progresso.getByRole('row', { name: /Rita Representante/ });
  await expect(linha).toContainText('R$ 100,00');
  await expect(linha).toContainText('R$ 77,00');
  await expect(linha).toContainText('77,00%');
  await expect(linha).toContainText('1 de 2');
  const dias = diasUteis(hoje.slice(0, 7), hoje);
  const projecao =
    dias.decorridos > 0
      ? Math.floor((2 * 7700 * dias.total + dias.decorridos) / (2 * dias.decorridos))
      : 7700;
  await expect(linha).toContainText(formatarMoeda(projecao));
  await captura(page, 'comissoes-dashboard');

  // The statement: every line and the totals of the hand-computed example.
  await page.goto('/comissoes');
  await expect(page.getByRole('table', { name: 'Comissões do período' }).getByRole('row')).toHaveCount(5, {
    timeout: 30_000,
  });
  const extrato = page.getByRole('region', { name: 'Extrato do mês' });
  await extrato.getByRole('combobox', { name: 'Representante' }).click();
  await page.getByRole('option', { name: 'Rita Representante' }).click();
  const tabelas = extrato.getByRole('table');
  await expect(tabelas).toHaveCount(2, { timeout: 30_000 });
  const linhas = async (n: number) =>
    (await tabelas.nth(n).getByRole('row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  const [primeiro, segundo] = [await linhas(0), await linhas(1)];
  expect(primeiro.slice(1)).toEqual([
    '1 Caneta Faturamento R$ 25,00 5,00% R$ 1,25',
    '2 Caderno Faturamento R$ 10,00 3,00% R$ 0,30',
    'Total do pedido R$ 35,00 R$ 1,55',
  ]);
  expect(segundo.slice(1)).toEqual([
    '1 Caneta Faturamento R$ 12,00 5,00% R$ 0,60',
    '2 Caderno Faturamento R$ 30,00 3,00% R$ 0,90',
    'Total do pedido R$ 42,00 R$ 1,50',
  ]);
  await expect(extrato.getByLabel('Total do mês')).toHaveText(
    'Total do mês: base R$ 77,00 · comissão R$ 3,05',
  );
  await captura(page, 'comissoes-extrato');
});
