import { centavosParaDecimal, milesimosParaDecimal, type Situacao } from '@mascate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { executarPreparada } from '../db/preparada.ts';
import type { PedidoComImpostos, PedidoConferido } from './conferencia.ts';
import { type Autor, linhaHistorico } from './historico.ts';
import type { ChaveEnvio } from './idempotencia.ts';

// A checked order as table rows: amounts go back to exact decimal text for the numeric columns.
export function colunasPedido(p: PedidoComImpostos) {
  return {
    identOperacao: p.identOperacao,
    naturezaId: p.naturezaId,
    tabelaPrecoId: p.tabelaPrecoId || null,
    data: p.data,
    dataSaida: p.dataSaida,
    participanteId: p.participanteId,
    vendedorId: p.vendedorId || null,
    formaPagamentoId: p.formaPagamentoId || null,
    valor: centavosParaDecimal(p.valorCentavos),
    desconto: centavosParaDecimal(p.descontoCentavos),
    observacoes: p.observacoes,
    // Issue 48: the taxes as computed now; a later change of a rule leaves them as they are.
    impostos: p.impostos,
    totalAPagar: centavosParaDecimal(p.impostos.totais.totalAPagar),
  };
}

/*
 * Order creation is the hot write path (issue 9: 500 orders/s on 2 cores). Each statement is a round trip
 * that costs both Node and PostgreSQL a fixed ~0.1-0.2 ms, so the rows of an order go in two statements:
 * the number and the order; then its items, instalments and first history line as data-modifying CTEs,
 * the children as arrays unnested in the database. Two, not one: a vendedor's row-level security checks
 * each child against its order (migration 0011), and a sibling CTE's new order is not visible to that
 * check. The column names are the migrations' (schema.test.ts keeps schema.ts and the database in step;
 * the order tests exercise every column written here).
 */

/** `insert`s of the order's items and instalments, unnested from arrays. */
function filhos(empresaId: number, pedidoId: number, p: PedidoConferido): { itens: SQL; parcelas: SQL } {
  const i = p.itens;
  const itens = sql`insert into pedido_itens
      (empresa_id, pedido_id, seq, id_item, produto_id, codpro, descricao, unidade_id, unidade, qt, preco, desconto, total)
    select ${empresaId}, ${pedidoId}::int, i.seq, i.id_item, i.produto_id, i.codpro, i.descricao,
           nullif(i.unidade_id, 0), i.unidade, i.qt, i.preco, i.desconto, i.total
      from unnest(
        ${sql.param(i.map((_, n) => n + 1))}::int[], ${sql.param(i.map((x) => x.idItem))}::text[],
        ${sql.param(i.map((x) => x.produtoId))}::int[], ${sql.param(i.map((x) => x.codpro))}::text[],
        ${sql.param(i.map((x) => x.descricao))}::text[], ${sql.param(i.map((x) => x.unidadeId))}::int[],
        ${sql.param(i.map((x) => x.unidade))}::text[],
        ${sql.param(i.map((x) => milesimosParaDecimal(x.qtMilesimos)))}::numeric[],
        ${sql.param(i.map((x) => centavosParaDecimal(x.precoCentavos)))}::numeric[],
        ${sql.param(i.map((x) => centavosParaDecimal(x.descontoCentavos)))}::numeric[],
        ${sql.param(i.map((x) => centavosParaDecimal(x.totalCentavos)))}::numeric[]
      ) as i(seq, id_item, produto_id, codpro, descricao, unidade_id, unidade, qt, preco, desconto, total)`;
  const x = p.parcelas;
  const parcelas = sql`insert into pedido_parcelas (empresa_id, pedido_id, parcela, vencimento, valor)
    select ${empresaId}, ${pedidoId}::int, x.parcela, x.vencimento, x.valor
      from unnest(
        ${sql.param(x.map((y) => y.parcela))}::int[], ${sql.param(x.map((y) => y.vencimento))}::date[],
        ${sql.param(x.map((y) => centavosParaDecimal(y.valorCentavos)))}::numeric[]
      ) as x(parcela, vencimento, valor)`;
  return { itens, parcelas };
}

/** The first line of a new order's history: who created it, in which status. */
type Inicio = { situacao: Situacao; autor: Autor };

/**
 * Items and instalments of an order (new, or changed after its old ones were removed), and the first
 * history line of a new one, in one statement.
 */
export async function inserirFilhos(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  p: PedidoConferido,
  inicio?: Inicio,
): Promise<void> {
  const { itens, parcelas } = filhos(empresaId, pedidoId, p);
  // Drizzle writes an embedded query builder in parentheses: a CTE body as it stands.
  const historico = inicio
    ? linhaHistorico(tx, empresaId, pedidoId, { de: null, para: inicio.situacao, motivo: '' }, inicio.autor)
    : sql`(select 1)`;
  await executarPreparada(
    tx,
    sql`with itens as (${itens}), parcelas as (${parcelas}), historico as ${historico} select 1`,
  );
}

export type NovoPedido = {
  situacao: Situacao;
  /** The client's idempotency key, its user and body digest (null for none). */
  chave: ChaveEnvio | null;
  autor: Autor | undefined;
};

/**
 * Numbers and stores a new order, then its items, instalments and first history line. The company row's
 * lock (the counter's UPDATE) serialises numbering: concurrent orders get n, n+1, ... with no gap or
 * repeat; it is held from here to the commit, after every check and the stock move.
 */
export async function inserirPedidoNovo(
  tx: Tx,
  empresaId: number,
  p: PedidoComImpostos,
  n: NovoPedido,
): Promise<{ id: number; numero: number } | undefined> {
  const c = colunasPedido(p);
  const [novo] = await executarPreparada<{ id: number; numero: number }>(
    tx,
    sql`
    with contador as (
      update empresas set ultimo_numero_pedido = ultimo_numero_pedido + 1
       where id = ${empresaId} returning ultimo_numero_pedido as numero
    )
    insert into pedidos (empresa_id, numero, chave_cliente, chave_usuario_id, chave_corpo, situacao, ident_operacao, natureza_id,
                         tabela_preco_id, data, data_saida, participante_id, vendedor_id,
                         forma_pagamento_id, valor, desconto, observacoes, impostos, total_a_pagar)
    select ${empresaId}, contador.numero, ${n.chave?.chave ?? null}, ${n.chave?.usuarioId ?? null}::int,
           ${n.chave?.corpo ?? null}, ${n.situacao}, ${c.identOperacao},
           ${c.naturezaId}, ${c.tabelaPrecoId}::int, ${c.data}::date, ${c.dataSaida}::date,
           ${c.participanteId}, ${c.vendedorId}::int, ${c.formaPagamentoId}::int, ${c.valor}::numeric,
           ${c.desconto}::numeric, ${c.observacoes}, ${JSON.stringify(c.impostos)}::jsonb,
           ${c.totalAPagar}::numeric
      from contador
    returning id, numero`,
  );
  if (!novo) return undefined;
  await inserirFilhos(tx, empresaId, novo.id, p, n.autor && { situacao: n.situacao, autor: n.autor });
  return novo;
}
