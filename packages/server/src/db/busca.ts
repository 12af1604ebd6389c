import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
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
 * A company with fewer than AMOSTRA_MINIMA rows in a search's sample (from the customers' 1% of the table's
 * pages, fewer than ~10,000 customers; from the products' 0.2%, fewer than ~50,000 products) counts as few
 * matches: any plan reads little of it.
 */
const AMOSTRA_MINIMA = 100;

/**
 * The one-row choice a search's sample makes (migrations 0076 and 0077, `<tabela>_amostra_busca`: the
 * company's sampled rows `linhas`, its matches `daqui`, every company's matches `todas`, in `porcento` of
 * the table's pages, each sampled row standing for 100 / porcento): `poucas`, this company's matches
 * expected at most `ate` (or the company too small to matter); `raras`, every company's at most `rarasAte`,
 * so the trigram entries alone hand over few candidates. What PostgreSQL's estimate cannot tell: it
 * multiplies the term's share of the whole table by the company's share, so a term common in other
 * companies and absent from this one looks common, and one common here and rare elsewhere looks rare.
 */
export const escolhaDaAmostra = (amostra: SQL, porcento: number, ate: number, rarasAte: number): SQL => {
  const fator = sql`(100 / ${porcento}::float8)`;
  return sql`select linhas < ${sql.raw(String(AMOSTRA_MINIMA))} or daqui * ${fator} <= ${ate} as poucas,
                    todas * ${fator} <= ${rarasAte} as raras
               from ${amostra}`;
};
