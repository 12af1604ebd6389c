import {
  centavosParaNumero,
  gerarParcelas,
  hojeSaoPaulo,
  type PedidoCriarEntrada,
  type PedidoItemEntrada,
  paraCentavos,
  quantidadeParaMilesimos,
  totaisPedido,
  totalItem,
} from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { clientes, formasPagamento, produtos, representantes, unidades } from '../src/db/schema.ts';
import type { Ambiente } from './ambiente.ts';

// Other features' endpoints are written in parallel, so the rows an order needs are inserted directly.
export type Cadastros = {
  empresaId: number;
  clienteId: number;
  outroClienteId: number;
  produtoId: number;
  produto2Id: number;
  vendedorId: number;
  formaId: number;
};

export async function semear(amb: Ambiente, empresaId: number): Promise<Cadastros> {
  const db = amb.banco.db;
  const [un] = await db.insert(unidades).values({ empresaId, sigla: 'UN', descricao: 'Unidade' }).returning();
  const cs = await db
    .insert(clientes)
    .values([
      { empresaId, nome: 'Mercado Boa Vista Ltda', cnpjCpf: '11222333000181' },
      { empresaId, nome: 'Padaria Central', cnpjCpf: '52998224725' },
    ])
    .returning();
  const ps = await db
    .insert(produtos)
    .values([
      {
        empresaId,
        codigo: 'A1',
        descricao: 'Arroz 5kg',
        unidadeId: un?.id ?? 0,
        preco: '10.00',
        estoque: '100',
      },
      {
        empresaId,
        codigo: 'F2',
        descricao: 'Feijão 1kg',
        unidadeId: un?.id ?? 0,
        preco: '5.50',
        estoque: '3',
      },
    ])
    .returning();
  const [v] = await db
    .insert(representantes)
    .values({ empresaId, nome: 'Vendedor Um', cnpjCpf: '52998224725' })
    .returning();
  const [f] = await db
    .insert(formasPagamento)
    .values({ empresaId, descricao: 'Boleto', parcelamento: 1 })
    .returning();
  return {
    empresaId,
    clienteId: cs[0]?.id ?? 0,
    outroClienteId: cs[1]?.id ?? 0,
    produtoId: ps[0]?.id ?? 0,
    produto2Id: ps[1]?.id ?? 0,
    vendedorId: v?.id ?? 0,
    formaId: f?.id ?? 0,
  };
}

/** Gives a client an e-mail address (the tests that send an order by e-mail). */
export async function darEmailAoCliente(amb: Ambiente, clienteId: number, email: string): Promise<void> {
  await amb.banco.db.update(clientes).set({ email }).where(eq(clientes.id, clienteId));
}

type ItemSimples = { produto_id: number; qt: number; preco: number; desconto?: number; descricao?: string };

function item(i: ItemSimples): PedidoItemEntrada {
  const desconto = i.desconto ?? 0;
  const total = totalItem({
    qtMilesimos: quantidadeParaMilesimos(i.qt),
    precoCentavos: paraCentavos(i.preco),
    descontoCentavos: paraCentavos(desconto),
  });
  return {
    id: crypto.randomUUID(),
    descricao: i.descricao ?? '',
    codpro: '',
    produto_id: i.produto_id,
    unidade_id: 0,
    unidade: '',
    qt: i.qt,
    preco: i.preco,
    desconto,
    total: centavosParaNumero(total),
  };
}

/** A consistent order body (totals and instalments computed like the screen does). */
export function pedido(
  c: Cadastros,
  itens: ItemSimples[] = [{ produto_id: c.produtoId, qt: 2, preco: 10 }],
  extras: Partial<PedidoCriarEntrada> & { nParcelas?: number } = {},
): PedidoCriarEntrada {
  const { nParcelas = 0, ...resto } = extras;
  const produtosPedido = itens.map(item);
  const totais = totaisPedido(
    produtosPedido.map((p) => ({
      qtMilesimos: quantidadeParaMilesimos(p.qt),
      precoCentavos: paraCentavos(p.preco),
      descontoCentavos: paraCentavos(p.desconto ?? 0),
    })),
  );
  const parcelas =
    nParcelas > 0
      ? gerarParcelas(totais.total, nParcelas, hojeSaoPaulo()).map((p) => ({
          parcela: p.parcela,
          vencimento: p.vencimento,
          valor: centavosParaNumero(p.valorCentavos),
        }))
      : [];
  return {
    data: hojeSaoPaulo(),
    data_saida: hojeSaoPaulo(),
    forma_pagamento_id: c.formaId,
    natureza_id: 0,
    participante_id: c.clienteId,
    vendedor_id: c.vendedorId,
    valor: centavosParaNumero(totais.valor),
    desconto: centavosParaNumero(totais.desconto),
    produtos: produtosPedido,
    parcelas,
    ...resto,
  };
}

/**
 * An order of 3 × Arroz 5kg at R$ 1.234,56 for the first client, in 2 instalments, and what its printed
 * forms (the PDF, the public page) must show of it.
 */
export function pedidoParaImprimir(c: Cadastros): { corpo: PedidoCriarEntrada; mostra: string[] } {
  const itens = [{ produto_id: c.produtoId, qt: 3, preco: 1234.56, descricao: 'Arroz 5kg' }];
  return {
    corpo: pedido(c, itens, { nParcelas: 2 }),
    mostra: ['Mercado Boa Vista Ltda', 'CNPJ 11.222.333/0001-81', 'Arroz 5kg', 'R$ 3.703,68'],
  };
}
