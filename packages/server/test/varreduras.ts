import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/banco.ts';
import { linhasDe } from '../src/db/linhas.ts';

/**
 * How many sequential scans of `tabela` this transaction has run so far (PostgreSQL's per-transaction
 * counters): a search's plan tested for what it must never do, whatever PostgreSQL estimates.
 */
export async function varredurasDe(tx: Executor, tabela: string): Promise<number> {
  const [r] = await linhasDe<{ seq: number | null }>(
    tx,
    sql`select (select seq_scan from pg_stat_xact_user_tables where relname = ${tabela})::int seq`,
  );
  return r?.seq ?? 0;
}
