import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './banco.ts';
import { dobraSql } from './dobra.ts';
import { padraoBusca } from './paginar.ts';

/**
 * `coluna LIKE dobra('%termo%')` on a generated folded `busca` column (migrations 0005, 0031): contains,
 * ignoring case and accents, answered by the column's trigram index. The term is folded in PostgreSQL by
 * the very expression the column is generated from (db/dobra.ts).
 */
export function contem(coluna: AnyColumn, busca: string | undefined): SQL | undefined {
  const padrao = padraoBusca(busca);
  return padrao ? comPadrao(coluna, padrao) : undefined;
}

/** The same condition for a ready pattern (padraoBusca), or a placeholder for one in a statement built once. */
export const comPadrao = (coluna: AnyColumn | SQL, padrao: string | Placeholder): SQL =>
  sql`${coluna} like ${dobraSql(padrao)}`;

/**
 * The same contains-search on a plain column of a small table (routes, units, price tables...): both sides
 * folded at query time. No index answers it; these tables hold tens or hundreds of rows per company.
 */
export const contemDobrado = (coluna: AnyColumn, padrao: string): SQL =>
  sql`${dobraSql(coluna)} like ${dobraSql(padrao)}`;

/**
 * Whether a search term gives pg_trgm something to look up: a run of three letters or digits (a shorter
 * term, 'sa' or '12', has no trigram and its index scan would read the whole index).
 */
export const temTrigrama = (busca: string): boolean => /[\p{L}\p{N}]{3}/u.test(busca);

const SO_BITMAP = sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
  set_config('enable_indexonlyscan', 'off', true)`;
const DE_VOLTA = sql`select set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true),
  set_config('enable_indexonlyscan', 'on', true)`;

/**
 * Runs `ler` (a statement that finds a search's matches) planned with bitmap scans only, then gives the
 * transaction its plans back. For when the code already knows the matches are few in this company (a walk
 * of the ordering index found too few) and PostgreSQL's estimate cannot: it multiplies the term's share of
 * the whole table by the company's share, so a term common in other companies and absent from this one
 * ('comercial') looks common here and a scan "stopping at the first 501" reads every row of the company.
 * The company-keyed trigram index (migration 0072) then reads this company's matches alone. Not restored
 * when `ler` fails: the transaction is then aborted and rolled back anyway.
 */
export async function pelaBuscaIndexada<T>(tx: Executor, ler: () => Promise<T>): Promise<T> {
  await tx.execute(SO_BITMAP);
  const r = await ler();
  await tx.execute(DE_VOLTA);
  return r;
}
