// A large read in batches, so memory stays flat whatever the table's size: one raw SQL query read through
// a server-side cursor (emLotesPorCursor): one plan, any order, rows as PostgreSQL's text; the spreadsheet
// exports (exportacao/). The JSON reads no longer answer every row (issue 42: they page).
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './banco.ts';

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
