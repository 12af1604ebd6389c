import { centavosParaNumero, type PedidosLeitura, paraCentavos } from '@mascate/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { padraoBusca, paginar } from '../db/paginar.ts';
import { clientes, pedidoItens, pedidoParcelas, pedidos } from '../db/schema.ts';

const dinheiro = (v: string) => centavosParaNumero(paraCentavos(v));

const colunas = {
  id: pedidos.id,
  numero: pedidos.numero,
  identOperacao: pedidos.identOperacao,
  naturezaId: pedidos.naturezaId,
  tabelaPrecoId: pedidos.tabelaPrecoId,
  data: pedidos.data,
  dataSaida: pedidos.dataSaida,
  participanteId: pedidos.participanteId,
  participanteNome: clientes.nome,
  vendedorId: pedidos.vendedorId,
  formaPagamentoId: pedidos.formaPagamentoId,
  valor: pedidos.valor,
  desconto: pedidos.desconto,
};

function filtro(empresaId: number, f: Partial<PedidosLeitura> & { id?: number }): SQL | undefined {
  const padrao = padraoBusca(f.busca);
  const numero = f.busca?.trim().match(/^\d{1,9}$/) ? Number(f.busca.trim()) : undefined;
  return and(
    eq(pedidos.empresaId, empresaId),
    f.id === undefined ? undefined : eq(pedidos.id, f.id),
    f.data_inicial ? gte(pedidos.data, f.data_inicial) : undefined,
    f.data_final ? lte(pedidos.data, f.data_final) : undefined,
    f.ident_operacao ? eq(pedidos.identOperacao, f.ident_operacao) : undefined,
    padrao
      ? or(ilike(clientes.nome, padrao), numero === undefined ? undefined : eq(pedidos.numero, numero))
      : undefined,
  );
}

function agrupar<T extends { pedidoId: number }>(linhas: T[]): Map<number, T[]> {
  const grupos = new Map<number, T[]>();
  for (const l of linhas) {
    const grupo = grupos.get(l.pedidoId);
    if (grupo) grupo.push(l);
    else grupos.set(l.pedidoId, [l]);
  }
  return grupos;
}

const juncaoCliente = and(eq(clientes.empresaId, pedidos.empresaId), eq(clientes.id, pedidos.participanteId));

/**
 * One query for the page of orders, then one for all their items and one for all their instalments,
 * whatever the page size (never a query per order).
 */
export async function lerPedidos(tx: Tx, empresaId: number, f: Partial<PedidosLeitura> & { id?: number }) {
  const onde = filtro(empresaId, f);
  const { linhas, total } = await paginar(
    { limite: f.limite, deslocamento: f.deslocamento },
    (limite, deslocamento) => {
      const q = tx
        .select(colunas)
        .from(pedidos)
        .innerJoin(clientes, juncaoCliente)
        .where(onde)
        .orderBy(desc(pedidos.data), desc(pedidos.numero))
        .offset(deslocamento);
      return limite === undefined ? q : q.limit(limite);
    },
    async () => {
      const [r] = await tx
        .select({ n: count() })
        .from(pedidos)
        .innerJoin(clientes, juncaoCliente)
        .where(onde);
      return r?.n ?? 0;
    },
  );
  const ids = linhas.map((l) => l.id);
  const [itens, parcelas] = ids.length
    ? await Promise.all([
        tx
          .select()
          .from(pedidoItens)
          .where(and(eq(pedidoItens.empresaId, empresaId), inArray(pedidoItens.pedidoId, ids)))
          .orderBy(asc(pedidoItens.pedidoId), asc(pedidoItens.seq)),
        tx
          .select()
          .from(pedidoParcelas)
          .where(and(eq(pedidoParcelas.empresaId, empresaId), inArray(pedidoParcelas.pedidoId, ids)))
          .orderBy(asc(pedidoParcelas.pedidoId), asc(pedidoParcelas.parcela)),
      ])
    : [[], []];
  const itensDe = agrupar(itens);
  const parcelasDe = agrupar(parcelas);
  const registros = linhas.map((p) => ({
    id: p.id,
    numero: p.numero,
    ident_operacao: p.identOperacao,
    natureza_id: p.naturezaId,
    data: p.data,
    data_saida: p.dataSaida ?? '',
    participante: { id: p.participanteId, nome: p.participanteNome },
    participante_id: p.participanteId,
    vendedor_id: p.vendedorId ?? 0,
    forma_pagamento_id: p.formaPagamentoId ?? 0,
    tabela_preco_id: p.tabelaPrecoId ?? 0,
    valor: dinheiro(p.valor),
    desconto: dinheiro(p.desconto),
    produtos: (itensDe.get(p.id) ?? []).map((i) => ({
      id: i.idItem,
      descricao: i.descricao,
      codpro: i.codpro,
      produto_id: i.produtoId,
      unidade_id: i.unidadeId ?? 0,
      unidade: i.unidade,
      qt: Number(i.qt),
      preco: dinheiro(i.preco),
      desconto: dinheiro(i.desconto),
      total: dinheiro(i.total),
    })),
    parcelas: (parcelasDe.get(p.id) ?? []).map((x) => ({
      parcela: x.parcela,
      vencimento: x.vencimento,
      valor: dinheiro(x.valor),
    })),
  }));
  return { registros, total };
}
