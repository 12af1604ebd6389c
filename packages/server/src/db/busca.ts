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
 * The same contains-search on a plain column of a small table (routes, units, price tables...): both sides
 * folded at query time. No index answers it; these tables hold tens or hundreds of rows per company.
 */
export const contemDobrado = (coluna: AnyColumn, padrao: string): SQL =>
  sql`${dobraSql(coluna)} like ${dobraSql(padrao)}`;
