// Reading commission lines (issue 31): the list by period and the monthly statement per order. A
// vendedor's transaction sees only its own lines (row-level security, migration 0050); the explicit
// filter on its representative lets the planner use the statement's index.
import {
  centavosParaNumero,
  type ExtratoComissoes,
  type LerComissoesCorpo,
  type LinhaComissaoLida,
  paraCentavos,
} from '@mascate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { paginar } from '../db/paginar.ts';

const FUSO = sql.raw(`'America/Sao_Paulo'`);

/** The rows of a raw select (the Executor union types `execute`'s answer as unknown). */
export async function consultar<T>(tx: Executor, q: SQL): Promise<T[]> {
  return ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
}

/** From the first day's midnight in São Paulo up to (not including) the midnight after the last. */
export function filtroComissoes(
  empresaId: number,
  p: { data_ini: string; data_fin: string; representante_id?: number | undefined },
  representanteDaSessao: number | null,
): SQL {
  const rep = representanteDaSessao ?? p.representante_id;
  return sql`c.empresa_id = ${empresaId}
    and c.ganho_em >= (${p.data_ini}::date::timestamp at time zone ${FUSO})
    and c.ganho_em < ((${p.data_fin}::date + 1)::timestamp at time zone ${FUSO})
    ${rep === undefined ? sql`` : sql`and c.representante_id = ${rep}`}
    ${representanteDaSessao !== null && p.representante_id !== undefined && p.representante_id !== representanteDaSessao ? sql`and false` : sql``}`;
}

/**
 * The select of lines with their names. The order's number and the item's description are the line's own
 * (fixed at invoicing, migration 0062), so a statement reads one index range and not three tables per
 * line; the customer's current name is joined (one lookup per distinct customer, a left join: a vendedor's
 * portfolio may no longer hold the customer, and its line must still show).
 */
export const SELECAO_LINHAS = sql`
  select c.id, c.representante_id, r.nome as representante_nome, c.pedido_id, coalesce(c.pedido_numero, 0) as numero,
    coalesce(cl.nome, '') as cliente, c.seq, coalesce(c.produto, '') as produto, c.evento,
    c.base::text as base, c.percentual::text as percentual, c.valor::text as valor,
    to_char(c.ganho_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ganho_em
  from comissoes c
  join representantes r on r.empresa_id = c.empresa_id and r.id = c.representante_id
  left join clientes cl on cl.empresa_id = c.empresa_id and cl.id = c.cliente_id`;

/** A line's columns that the list and the statement both select; money as text or as a number. */
type ColunasLinha<Dinheiro> = {
  pedido_id: number;
  numero: number;
  cliente: string;
  seq: number;
  produto: string;
  evento: LinhaComissaoLida['evento'];
  base: Dinheiro;
  percentual: Dinheiro;
  valor: Dinheiro;
  ganho_em: string;
};

export type LinhaBruta = ColunasLinha<string> & {
  id: number | string;
  representante_id: number;
  representante_nome: string;
};

export const paraLinha = (l: LinhaBruta): LinhaComissaoLida => ({
  id: Number(l.id),
  representante: { id: Number(l.representante_id), nome: l.representante_nome },
  pedido: { id: Number(l.pedido_id), numero: Number(l.numero), cliente: l.cliente },
  item: Number(l.seq),
  produto: l.produto,
  evento: l.evento,
  base: Number(l.base),
  percentual: Number(l.percentual),
  valor: Number(l.valor),
  ganho_em: l.ganho_em,
});

export function listarComissoes(
  tx: Executor,
  empresaId: number,
  p: LerComissoesCorpo,
  representanteDaSessao: number | null,
) {
  const where = filtroComissoes(empresaId, p, representanteDaSessao);
  return paginar<LinhaComissaoLida>(
    p,
    async (limite, deslocamento) => {
      const r = await consultar<LinhaBruta>(
        tx,
        sql`${SELECAO_LINHAS} where ${where}
        order by c.ganho_em desc, c.id desc
        ${limite === undefined ? sql`` : sql`limit ${limite} offset ${deslocamento}`}`,
      );
      return r.map(paraLinha);
    },
    async (ate) => {
      const [r] = await consultar<{ n: number }>(
        tx,
        sql`select count(*)::int as n from (select 1 from comissoes c where ${where}
        ${ate === undefined ? sql`` : sql`limit ${ate}`}) t`,
      );
      return Number(r?.n ?? 0);
    },
  );
}

/** The first and last day of 'aaaa-mm'. */
export function diasDoMes(mes: string): { data_ini: string; data_fin: string } {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, m, 0)).getUTCDate();
  return { data_ini: `${mes}-01`, data_fin: `${mes}-${String(ultimo).padStart(2, '0')}` };
}

/** A statement's line as the database shapes it: money as float8 (the same number as the numeric's text). */
type LinhaExtrato = ColunasLinha<number> & { id: string | null };

/**
 * One representative's lines earned in a month (São Paulo), grouped by order in the order's number,
 * with the base and value of each order and of the month. Sums in cents, so they equal the lines shown.
 * The lines come in the statement's order with their money as numbers (float8: the same value as the
 * numeric's text, no per-field parsing here), so the grouping is one pass over consecutive rows; the
 * representative is the same object on every line and the order on each of its lines.
 * One page of orders at a time (each with all its lines: a representative's month reaches thousands of
 * orders, and the whole month as one answer cost ~100 ms of serialisation alone); the month's totals and
 * its count of orders come in the same statement.
 */
export async function extratoComissoes(
  tx: Executor,
  empresaId: number,
  representante: { id: number; nome: string },
  mes: string,
  pagina: { limite: number; deslocamento: number },
): Promise<ExtratoComissoes> {
  const where = filtroComissoes(empresaId, { ...diasDoMes(mes), representante_id: representante.id }, null);
  // One statement: the month's orders grouped once (hashing, no per-order sums: numeric sums per group
  // cost ~10 times the grouping) give the page's orders and the month's count; the month's sums are one
  // plain aggregate; the page's lines are one more walk of the same index range. The totals row comes even
  // when the page is empty (a page past the last order).
  const r = await consultar<LinhaExtrato & { base_mes: string; valor_mes: string; pedidos_mes: number }>(
    tx,
    sql`with pedidos as materialized (
          select c.pedido_id, coalesce(c.pedido_numero, 0) as numero
            from comissoes c where ${where}
           group by c.pedido_id, c.pedido_numero
        ),
        totais as (
          select coalesce(sum(c.base), 0)::text as base_mes, coalesce(sum(c.valor), 0)::text as valor_mes,
                 (select count(*) from pedidos)::int as pedidos_mes
            from comissoes c where ${where}
        )
        select t.base_mes, t.valor_mes, t.pedidos_mes, l.* from totais t left join lateral (
          select c.id, c.pedido_id, coalesce(c.pedido_numero, 0) as numero, coalesce(cl.nome, '') as cliente,
                 c.seq, coalesce(c.produto, '') as produto, c.evento,
                 c.base::float8 as base, c.percentual::float8 as percentual, c.valor::float8 as valor,
                 to_char(c.ganho_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ganho_em
            from comissoes c
            left join clientes cl on cl.empresa_id = c.empresa_id and cl.id = c.cliente_id
           where ${where} and c.pedido_id in (
             select p.pedido_id from pedidos p order by p.numero, p.pedido_id
              limit ${pagina.limite} offset ${pagina.deslocamento})
        ) l on true
        order by l.numero, l.pedido_id, l.seq, l.id`,
  );
  const rep = { id: representante.id, nome: representante.nome };
  const pedidos: ExtratoComissoes['pedidos'] = [];
  let grupo: ExtratoComissoes['pedidos'][number] | undefined;
  let baseGrupo = 0;
  let valorGrupo = 0;
  const fechar = () => {
    if (!grupo) return;
    grupo.base = centavosParaNumero(baseGrupo);
    grupo.valor = centavosParaNumero(valorGrupo);
  };
  for (const l of r) {
    if (l.id === null) break; // the totals row of an empty page
    if (grupo?.pedido.id !== l.pedido_id) {
      fechar();
      grupo = {
        pedido: { id: l.pedido_id, numero: l.numero, cliente: l.cliente },
        linhas: [],
        base: 0,
        valor: 0,
      };
      pedidos.push(grupo);
      baseGrupo = 0;
      valorGrupo = 0;
    }
    baseGrupo += Math.round(l.base * 100);
    valorGrupo += Math.round(l.valor * 100);
    grupo.linhas.push({
      id: Number(l.id),
      representante: rep,
      pedido: grupo.pedido,
      item: l.seq,
      produto: l.produto,
      evento: l.evento,
      base: l.base,
      percentual: l.percentual,
      valor: l.valor,
      ganho_em: l.ganho_em,
    });
  }
  fechar();
  const t = r[0];
  return {
    representante,
    mes,
    pedidos,
    base: centavosParaNumero(paraCentavos(t?.base_mes ?? '0')),
    valor: centavosParaNumero(paraCentavos(t?.valor_mes ?? '0')),
    pedidos_total: t?.pedidos_mes ?? 0,
  };
}
