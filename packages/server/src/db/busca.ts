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
 * The same condition for a named statement, whose generic plan does not know the pattern: the folding as a
 * scalar subquery, computed once per statement. Written as in comPadrao, a generic plan folds the pattern
 * again for every row it filters (a walk of 2,101 customers: 11 ms instead of 2.5 ms, PostgreSQL 15). Only
 * for statements whose plan does not depend on the term (a walk of an ordering index): PostgreSQL cannot
 * estimate how common a pattern it does not see is.
 */
export const comPadraoUmaVez = (coluna: AnyColumn | SQL, padrao: string | Placeholder): SQL =>
  sql`${coluna} like (select ${dobraSql(padrao)})`;

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
 * The sample that chooses a search's second step: by default 1% of the table's pages (TABLESAMPLE SYSTEM; a
 * fixed seed, so the same pages each time, warm in memory: ~0.5 ms on 120,000 customers), the company's rows
 * among them, each of which stands for 100 of the company's (100 / porcento). A company with fewer than
 * AMOSTRA_MINIMA rows in the sample (at 1%, fewer than ~10,000 in all) counts as few matches: any plan reads
 * little of it.
 */
const AMOSTRA_PORCENTO = 1;
export const AMOSTRA_MINIMA = 100;

/**
 * Whether a sample of the company's rows expects at most `ate` matches of a search: what PostgreSQL's
 * estimate cannot tell (it multiplies the term's share of the whole table by the company's share, so a term
 * common in other companies and absent from this one looks common, and one common here and rare elsewhere
 * looks rare). A statement of one row and one column, `poucas`. `porcento`: the sample's size (a test's small
 * table takes all of it). The product search samples every company's rows as well, in a function of its own
 * (migration 0076, produtos/seletor.ts).
 */
const amostraPoucas = (
  tabela: PgTable,
  daEmpresa: SQL | undefined,
  busca: SQL | undefined,
  ate: number,
  porcento = AMOSTRA_PORCENTO,
): SQL =>
  sql`select count(*) < ${sql.raw(String(AMOSTRA_MINIMA))}
        or count(*) filter (where ${busca ?? sql`true`}) * (100 / ${porcento}::float8) <= ${ate} as poucas
      from ${tabela} tablesample system (${porcento}::float4) repeatable (0) where ${daEmpresa}`;

/** The same sample as a statement of its own: the customer search takes its second step from it. */
export async function amostraEsperaPoucas(
  tx: Executor,
  tabela: PgTable,
  daEmpresa: SQL | undefined,
  busca: SQL | undefined,
  ate: number,
  porcento = AMOSTRA_PORCENTO,
): Promise<boolean> {
  const [amostra] = await executarPreparada<{ poucas: boolean }>(
    tx,
    amostraPoucas(tabela, daEmpresa, busca, ate, porcento),
  );
  return amostra?.poucas ?? true;
}
