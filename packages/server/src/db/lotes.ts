// A large read in batches, so memory stays flat whatever the table's size. Two ways, each where it fits:
// - by key (emLotesPorChave): each batch a Drizzle select that starts after the last row on the list's
//   index, so its rows keep Drizzle's typing and mapping; the JSON reads without `limite` (http/fluxo-json.ts),
//   each batch in its own short transaction (EmTransacao): nothing is held between batches.
// - by cursor (emLotesPorCursor): one raw SQL query read through a server-side cursor: one plan, any
//   order, rows as PostgreSQL's text; the spreadsheet exports (exportacao/).
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './banco.ts';

/**
 * Runs one batch's query in a transaction of its own (the request's company and role), so a stream holds a
 * pooled connection only while a batch is read, never while a slow client takes the answer.
 */
export type EmTransacao = <R>(fn: (tx: Tx) => Promise<R>) => Promise<R>;

/** Rows per keyset query: small enough for steady memory, large enough for few round trips. */
export const TAMANHO_LOTE = 1000;

/**
 * Keyset batches: `lote(ultima)` answers up to TAMANHO_LOTE rows that sort after `ultima` (from the start
 * when undefined), so each query starts where the last ended on the index (no OFFSET rescans) and binds
 * a fixed number of parameters whatever the table's size.
 */
export async function* emLotesPorChave<T>(
  lote: (ultima: T | undefined) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let ultima: T | undefined;
  for (;;) {
    const linhas = await lote(ultima);
    if (linhas.length > 0) yield linhas;
    if (linhas.length < TAMANHO_LOTE) return;
    ultima = linhas.at(-1);
  }
}

/** Rows per cursor fetch. */
const TAMANHO_LOTE_CURSOR = 2000;

/**
 * The rows of `consulta` in batches through a server-side cursor in the request's transaction: one
 * query plan, no OFFSET re-reading, and only one batch in memory at a time.
 */
export async function* emLotesPorCursor<T>(
  tx: Tx,
  consulta: SQL,
  tamanho = TAMANHO_LOTE_CURSOR,
): AsyncGenerator<T[]> {
  const nome = sql.identifier(`lote_${randomBytes(6).toString('hex')}`);
  await tx.execute(sql`declare ${nome} no scroll cursor for ${consulta}`);
  for (;;) {
    const r = (await tx.execute(sql`fetch forward ${sql.raw(String(tamanho))} from ${nome}`)) as unknown as {
      rows: T[];
    };
    const linhas = r.rows;
    if (linhas.length > 0) yield linhas;
    if (linhas.length < tamanho) break;
  }
  await tx.execute(sql`close ${nome}`);
}
