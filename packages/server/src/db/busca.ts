import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './banco.ts';
import { dobraSql } from './dobra.ts';
import { padraoBusca } from './paginar.ts';
import { executarPreparada } from './preparada.ts';

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

/**
 * The sample that chooses a search's second plan: 1% of the table's pages (TABLESAMPLE SYSTEM; a fixed seed,
 * so the same pages each time, warm in memory: ~0.6 ms on 190,000 customers), the company's rows among them.
 * A term on at most 1 in POUCAS_A_CADA of them, or a company with fewer than AMOSTRA_MINIMA rows in the
 * sample (fewer than ~10,000 rows in all), has few matches: they are found through the trigram index.
 */
const AMOSTRA_PORCENTO = 1;
const POUCAS_A_CADA = 20;
const AMOSTRA_MINIMA = 100;

const DE_VOLTA = sql`select set_config('enable_bitmapscan', 'on', true), set_config('enable_seqscan', 'on', true),
  set_config('enable_indexscan', 'on', true), set_config('enable_indexonlyscan', 'on', true)`;

/**
 * Runs `ler` (the statement that finds a search's matches, when a walk of the ordering index found too
 * few) planned by what a sample of the company's rows says of the term, not by PostgreSQL's estimate. The
 * estimate multiplies the term's share of the whole table by the company's share: a term common in other
 * companies and absent from this one ('comercial') looks common, and a scan "stopping at the first 501
 * matches" reads every row of the table (60 ms on 190,000 customers); a term common in this company and
 * rare elsewhere looks rare. So: few matches in the sample, bitmap scans only (the company-keyed trigram
 * index reads this company's matches alone: ~1 ms); many, no bitmap scan (a scan that stops at the rows it
 * needs, where the index would first collect every match: 12 ms for 50,000 'comercial'). The transaction
 * gets its plans back after `ler`; not when `ler` fails: it is then rolled back anyway. `porcento`: the
 * sample's size (a test's small table takes all of it).
 */
export async function planoPelaAmostra<T>(
  tx: Executor,
  tabela: PgTable,
  daEmpresa: SQL | undefined,
  busca: SQL | undefined,
  ler: () => Promise<T>,
  porcento = AMOSTRA_PORCENTO,
): Promise<T> {
  // 'on' for the sample's answer: bitmap scans for few matches, the others for many.
  const se = (poucas: boolean) => sql.raw(`case when poucas = ${poucas} then 'on' else 'off' end`);
  await executarPreparada(
    tx,
    sql`select set_config('enable_bitmapscan', ${se(true)}, true), set_config('enable_seqscan', ${se(false)}, true),
      set_config('enable_indexscan', ${se(false)}, true), set_config('enable_indexonlyscan', ${se(false)}, true)
    from (select count(*) < ${sql.raw(String(AMOSTRA_MINIMA))}
        or count(*) filter (where ${busca ?? sql`true`}) * ${sql.raw(String(POUCAS_A_CADA))} <= count(*) as poucas
      from ${tabela} tablesample system (${porcento}::float4) repeatable (0) where ${daEmpresa}) as amostra`,
  );
  const r = await ler();
  await tx.execute(DE_VOLTA);
  return r;
}
