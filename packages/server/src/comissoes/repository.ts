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

export type LinhaBruta = {
  id: number | string;
  representante_id: number;
  representante_nome: string;
  pedido_id: number;
  numero: number;
  cliente: string;
  seq: number;
  produto: string;
  evento: LinhaComissaoLida['evento'];
  base: string;
  percentual: string;
  valor: string;
  ganho_em: string;
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

/**
 * One representative's lines earned in a month (São Paulo), grouped by order in the order's number,
 * with the base and value of each order and of the month. Sums in cents, so they equal the lines shown.
 */
export async function extratoComissoes(
  tx: Executor,
  empresaId: number,
  representante: { id: number; nome: string },
  mes: string,
): Promise<ExtratoComissoes> {
  const where = filtroComissoes(empresaId, { ...diasDoMes(mes), representante_id: representante.id }, null);
  const r = await consultar<LinhaBruta>(
    tx,
    sql`${SELECAO_LINHAS} where ${where} order by numero, c.pedido_id, c.seq, c.id`,
  );
  const porPedido = new Map<
    number,
    { pedido: LinhaComissaoLida['pedido']; linhas: LinhaComissaoLida[]; base: number; valor: number }
  >();
  let base = 0;
  let valor = 0;
  for (const bruta of r) {
    const l = paraLinha(bruta);
    const g = porPedido.get(l.pedido.id) ?? { pedido: l.pedido, linhas: [], base: 0, valor: 0 };
    porPedido.set(l.pedido.id, g);
    g.linhas.push(l);
    g.base += paraCentavos(bruta.base);
    g.valor += paraCentavos(bruta.valor);
    base += paraCentavos(bruta.base);
    valor += paraCentavos(bruta.valor);
  }
  return {
    representante,
    mes,
    pedidos: [...porPedido.values()].map((g) => ({
      ...g,
      base: centavosParaNumero(g.base),
      valor: centavosParaNumero(g.valor),
    })),
    base: centavosParaNumero(base),
    valor: centavosParaNumero(valor),
  };
}
