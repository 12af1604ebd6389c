// Incremental reads (issue 47, migration 0132): a page of a register's rows changed since a cursor, in
// the order of the transactions that changed them (alterado_xid, then id). Only rows below the oldest
// transaction still running are read: every write there has ended, so a row can never later appear
// behind a cursor already handed out (a timestamp alone would lose a write that committed late).
import { MSG_INCREMENTAL_SO, MSG_INCREMENTAL_UM } from '@mascate/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entradaInvalida } from '../http/erros.ts';
import type { Executor } from './banco.ts';
import { linhasDe } from './linhas.ts';

type Incremental = { alterado_desde?: string | undefined; cursor?: string | undefined };

/** Whether the read asks for changes rather than a page of the list. */
export const ehIncremental = (p: Incremental): boolean =>
  p.alterado_desde !== undefined || p.cursor !== undefined;

/**
 * Refuses what an incremental read does not take (a search, a filter, an offset: a cursor is the only
 * way through the changes) or both starts at once. `outros` are the read's other fields as sent.
 */
export function exigirSoIncremental(p: Incremental, outros: Record<string, unknown>): void {
  if (p.alterado_desde !== undefined && p.cursor !== undefined) throw entradaInvalida(MSG_INCREMENTAL_UM);
  const usados = Object.entries(outros).filter(([, v]) => v !== undefined && v !== '' && v !== 0);
  if (usados.length > 0) throw entradaInvalida(MSG_INCREMENTAL_SO);
}

type Tabela = {
  empresaId: PgColumn;
  id: PgColumn;
  alteradoEm: PgColumn;
  alteradoXid: PgColumn;
  _: { name: string };
};

/**
 * The ids of the page of changes (at most `limite`), in order, and the cursor after them (the one sent
 * when nothing changed since). `filtro` narrows it further (a vendedor's portfolio).
 */
export async function idsAlterados(
  tx: Executor,
  tabela: Tabela,
  empresaId: number,
  p: Incremental,
  limite: number,
  filtro?: SQL,
): Promise<{ ids: number[]; cursor: string }> {
  const inicio = p.cursor
    ? (() => {
        const [xid, id] = p.cursor.split('-');
        return sql`(${tabela.alteradoXid}, ${tabela.id}) > (${xid}::xid8, ${Number(id)})`;
      })()
    : sql`${tabela.alteradoEm} >= ${p.alterado_desde}::timestamptz`;
  const linhas = await linhasDe<{ id: number; xid: string }>(
    tx,
    sql`select ${tabela.id} as id, ${tabela.alteradoXid}::text as xid from ${tabela}
         where ${and(
           sql`${tabela.empresaId} = ${empresaId}`,
           inicio,
           sql`${tabela.alteradoXid} < pg_snapshot_xmin(pg_current_snapshot())`,
           filtro,
         )}
         order by ${tabela.alteradoXid}, ${tabela.id}
         limit ${limite}`,
  );
  const ultima = linhas.at(-1);
  const ids = linhas.map((l) => Number(l.id));
  if (ultima) return { ids, cursor: `${ultima.xid}-${ultima.id}` };
  if (p.cursor) return { ids, cursor: p.cursor };
  // Nothing changed since that instant: what changes later is written by a transaction from the oldest
  // one still running on, so the next read starts there.
  const [agora] = await linhasDe<{ xmin: string }>(
    tx,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  return { ids, cursor: `${agora?.xmin ?? '0'}-0` };
}

/** `linhas` in the order of `ids` (the reads answer their own order). */
export function naOrdem<T extends { id: number }>(ids: number[], linhas: T[]): T[] {
  const porId = new Map(linhas.map((l) => [l.id, l]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}
