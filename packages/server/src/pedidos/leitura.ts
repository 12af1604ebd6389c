import {
  centavosParaNumero,
  decimalParaNumero,
  impostosParaLeitura,
  type PedidosLeitura,
  paraCentavos,
} from '@mascate/domain';
import { and, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { pedidosDaCarteira } from '../auth/carteira.ts';
import { idsAlterados, naOrdem } from '../db/alteracoes.ts';
import type { Tx } from '../db/banco.ts';
import { arrayDePadroes, cadaPalavra, casaTodos, comPadroes, contemDobrado } from '../db/busca.ts';
import { contarLinhas, type Pagina, padroesBusca, paginar } from '../db/paginar.ts';
import { consultaMontada, executarPreparada, montador } from '../db/preparada.ts';
import { clientes, pedidoItens, pedidoParcelas, pedidos, representantes } from '../db/schema.ts';

/** An item as the row statement answers it (json_build_array: one array per item, numbers as text). */
type ItemLido = [string, string, string, number, number | null, string, string, string, string, string];
/** An instalment likewise: number, due date (ISO, as JSON writes a date), value as text. */
type ParcelaLida = [number, string, string];

// Each order's items and instalments as JSON arrays in the order's own row: one statement for the page (or
// a batch of the export) instead of three, numbers kept as text for decimalParaNumero. PostgreSQL computes
// them for the rows answered only: a page's LIMIT comes first (an expensive expression is postponed past it).
const it = pedidoItens;
const itensDoPedido = sql<ItemLido[] | null>`(select json_agg(json_build_array(
    ${it.idItem}, ${it.descricao}, ${it.codpro}, ${it.produtoId}, ${it.unidadeId}, ${it.unidade},
    ${it.qt}::text, ${it.preco}::text, ${it.desconto}::text, ${it.total}::text) order by ${it.seq})
  from ${it} where ${it.empresaId} = ${pedidos.empresaId} and ${it.pedidoId} = ${pedidos.id})`;
const pa = pedidoParcelas;
const parcelasDoPedido = sql<ParcelaLida[] | null>`(select json_agg(json_build_array(
    ${pa.parcela}, ${pa.vencimento}, ${pa.valor}::text) order by ${pa.parcela})
  from ${pa} where ${pa.empresaId} = ${pedidos.empresaId} and ${pa.pedidoId} = ${pedidos.id})`;

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
  situacao: pedidos.situacao,
  valor: pedidos.valor,
  desconto: pedidos.desconto,
  totalAPagar: pedidos.totalAPagar,
  impostos: pedidos.impostos,
  observacoes: pedidos.observacoes,
  vendedorNome: representantes.nome,
  itens: itensDoPedido,
  parcelas: parcelasDoPedido,
};

/** `carteira`: a vendedor's representative, whose orders alone are read (auth/carteira.ts). */
type Filtro = Partial<PedidosLeitura> & { id?: number; ids?: number[]; carteira?: number | null };

/** A search of digits alone: the order's number (or the customer's name), not a document holding them. */
const numeroBuscado = (busca: string | undefined) =>
  busca?.trim().match(/^\d{1,9}$/) ? Number(busca.trim()) : undefined;

/** The list's filters, with the customer joined (the export reads them too). */
export function filtroPedidos(empresaId: number, f: Filtro): SQL | undefined {
  const padroes = padroesBusca(f.busca);
  const numero = numeroBuscado(f.busca);
  return and(
    eq(pedidos.empresaId, empresaId),
    pedidosDaCarteira(f.carteira ?? null),
    f.id === undefined ? undefined : eq(pedidos.id, f.id),
    f.ids === undefined ? undefined : inArray(pedidos.id, f.ids),
    f.data_inicial ? gte(pedidos.data, f.data_inicial) : undefined,
    f.data_final ? lte(pedidos.data, f.data_final) : undefined,
    f.ident_operacao ? eq(pedidos.identOperacao, f.ident_operacao) : undefined,
    f.situacao ? eq(pedidos.situacao, f.situacao) : undefined,
    f.vendedor_id ? eq(pedidos.vendedorId, f.vendedor_id) : undefined,
    padroes
      ? numero === undefined
        ? // The customer's folded search column (name, trade name, document; migration 0031): no accent
          // or case needed, every word in any order, and its trigram index can find the customers first.
          comPadroes(clientes.busca, padroes)
        : // Digits alone (one word): the order's number or the customer's name, not any document holding them.
          or(
            cadaPalavra(f.busca, (p) => contemDobrado(clientes.nome, p)),
            eq(pedidos.numero, numero),
          )
      : undefined,
  );
}

const juncaoCliente = and(eq(clientes.empresaId, pedidos.empresaId), eq(clientes.id, pedidos.participanteId));
// Issue 27: the representative's name for the list's REPRESENTANTE column (one primary-key lookup a row).
const juncaoRepresentante = and(
  eq(representantes.empresaId, pedidos.empresaId),
  eq(representantes.id, pedidos.vendedorId),
);

/** Rows of consultaPedidos as the API answers them. */
function paraResposta(linhas: Awaited<ReturnType<typeof consultaPedidos>>) {
  return linhas.map((p) => ({
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
    situacao: p.situacao,
    tabela_preco_id: p.tabelaPrecoId ?? 0,
    valor: decimalParaNumero(p.valor),
    desconto: decimalParaNumero(p.desconto),
    // Issue 48: an order saved before the taxes pays its products less discounts.
    total_a_pagar:
      p.totalAPagar === null
        ? centavosParaNumero(paraCentavos(p.valor) - paraCentavos(p.desconto))
        : decimalParaNumero(p.totalAPagar),
    impostos: p.impostos ? impostosParaLeitura(p.impostos) : null,
    observacoes: p.observacoes,
    vendedor_nome: p.vendedorNome ?? '',
    produtos: (p.itens ?? []).map(
      ([id, descricao, codpro, produtoId, unidadeId, unidade, qt, preco, desconto, total]) => ({
        id,
        descricao,
        codpro,
        produto_id: produtoId,
        unidade_id: unidadeId ?? 0,
        unidade,
        qt: Number(qt),
        preco: decimalParaNumero(preco),
        desconto: decimalParaNumero(desconto),
        total: decimalParaNumero(total),
      }),
    ),
    parcelas: (p.parcelas ?? []).map(([parcela, vencimento, valor]) => ({
      parcela,
      vencimento,
      valor: decimalParaNumero(valor),
    })),
  }));
}

function consultaPedidos(tx: Tx, onde: SQL | undefined) {
  return tx
    .select(colunas)
    .from(pedidos)
    .innerJoin(clientes, juncaoCliente)
    .leftJoin(representantes, juncaoRepresentante)
    .where(onde)
    .orderBy(desc(pedidos.data), desc(pedidos.numero))
    .$dynamic();
}

/**
 * A page's orders by their ids, built once: the same plan for any ids, so a named statement (planned once
 * per connection: the joins, the two JSON subqueries and row-level security cost more to plan than to run).
 */
const pedidosPorIds = consultaMontada(
  montador
    .select(colunas)
    .from(pedidos)
    .innerJoin(clientes, juncaoCliente)
    .leftJoin(representantes, juncaoRepresentante)
    .where(
      and(
        eq(pedidos.empresaId, sql.placeholder('empresa')),
        sql`${pedidos.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    )
    .orderBy(desc(pedidos.data), desc(pedidos.numero)),
  ['empresa', 'ids'],
);

/**
 * How many of the period's orders (in the list's order) the search by customer walks first, as index entries
 * alone (pedidos_lista_busca carries each order's copy of its customer's search column, migration 0075). A
 * name on one order in ten ('silva') gives the page and its count ten pages ahead within ~2,000 entries
 * (~1 ms on PostgreSQL 15); a name on fewer than one in 125 cannot fill a page of 20 within the walk, which
 * then costs ~1 ms before the search that finds the customers first (a customer's own name is that rare).
 */
const ANDAR_PEDIDOS = 2_500;

type Andado = { id: number; casa: boolean; k: string };

/**
 * The page of a search by customer name, and its count up to `alem` matches past the page's start, from one
 * walk of the list's index (`ANDAR_PEDIDOS` entries at most); undefined when the walk ends before the page
 * does. The walk's last entry comes back even when it does not match: it says the walk stopped at its bound
 * (more orders may match after it), not at the period's end.
 */
async function andarPedidos(
  tx: Tx,
  empresaId: number,
  f: Filtro,
  padroes: string[],
  limite: number,
  deslocamento: number,
  alem: number | undefined,
): Promise<Pagina<Awaited<ReturnType<typeof consultaPedidos>>[number]> | undefined> {
  const ate = deslocamento + (alem ?? limite);
  // A named statement (one per set of filters; the values are parameters, the term's words one array of
  // them, so any count of words is the same statement): the walk's plan is the same for every term, and
  // planning it cost about what walking 2,500 entries does.
  const andados = await executarPreparada<Andado>(
    tx,
    sql`select id, casa, k from (
      select ${pedidos.id} as id, ${casaTodos(pedidos.clienteBusca, arrayDePadroes(padroes))} as casa,
             row_number() over (order by ${pedidos.data} desc, ${pedidos.numero} desc) as k
        from ${pedidos} where ${filtroPedidos(empresaId, { ...f, busca: undefined })}
       order by ${pedidos.data} desc, ${pedidos.numero} desc
       limit ${ANDAR_PEDIDOS}
    ) andados where casa or k = ${ANDAR_PEDIDOS} limit ${ate + 1}`,
  );
  // In the walk's order (the rows come in it; sorting the few kept makes it certain).
  andados.sort((a, b) => Number(a.k) - Number(b.k));
  const casados = andados.filter((a) => a.casa).map((a) => a.id);
  const noLimite = andados.some((a) => Number(a.k) === ANDAR_PEDIDOS);
  const completo = !noLimite || casados.length >= ate;
  const ids = casados.slice(deslocamento, deslocamento + limite);
  if (!completo && ids.length < limite) return undefined;
  const linhas = ids.length ? await pedidosPorIds(tx, { empresa: empresaId, ids }) : [];
  // Matches seen from the page's start; 0 leaves the count to paginar (a bounded count query).
  return { linhas, vistas: completo ? Math.max(0, casados.length - deslocamento) : 0 };
}

/** Issue 47: the orders changed since the read's cursor (db/alteracoes.ts), oldest change first. */
export async function pedidosAlterados(
  tx: Tx,
  empresaId: number,
  p: Parameters<typeof idsAlterados>[3],
  limite: number,
  carteira: number | null,
) {
  const { ids, cursor } = await idsAlterados(tx, pedidos, empresaId, p, limite, pedidosDaCarteira(carteira));
  if (ids.length === 0) return { linhas: [], cursor };
  const { linhas } = await lerPedidos(tx, empresaId, { ids, carteira });
  return { linhas: naOrdem(ids, linhas), cursor };
}

/** One page of orders, or every order of the filter (read_one, and reads the caller keeps small). */
export async function lerPedidos(tx: Tx, empresaId: number, f: Filtro) {
  const onde = filtroPedidos(empresaId, f);
  const padroes = padroesBusca(f.busca);
  // The walk serves an administrator's search by name: a vendedor's list also needs each customer still in
  // the portfolio (row-level security on clientes), and digits also match the order's number.
  const andar =
    padroes !== undefined && (f.carteira ?? null) === null && numeroBuscado(f.busca) === undefined;
  const lista = await paginar(
    f,
    async (limite, deslocamento, alem) => {
      const andado =
        andar && limite !== undefined
          ? await andarPedidos(tx, empresaId, f, padroes, limite, deslocamento, alem)
          : undefined;
      if (andado) return andado;
      const q = consultaPedidos(tx, onde).offset(deslocamento);
      return limite === undefined ? q : q.limit(limite);
    },
    (ate) => {
      // The customer is joined only when the search names one: counting a month's orders alone is an
      // index range (~5 ms), with every customer joined it was ~130 ms on 100,000 customers.
      const base = tx.select({ id: pedidos.id }).from(pedidos).$dynamic();
      return contarLinhas(tx, (padroes ? base.innerJoin(clientes, juncaoCliente) : base).where(onde), ate);
    },
  );
  return { ...lista, linhas: paraResposta(lista.linhas) };
}
