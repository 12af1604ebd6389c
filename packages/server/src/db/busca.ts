import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { padraoBusca } from './paginar.ts';

/**
 * `coluna LIKE lower('%termo%')` on a generated lower-case `busca` column (migration 0005): case-insensitive
 * contains, answered by the column's trigram index. lower() runs in PostgreSQL so the term is folded by
 * the same rules as the column.
 */
export function contem(coluna: AnyColumn, busca: string | undefined): SQL | undefined {
  const padrao = padraoBusca(busca);
  return padrao ? comPadrao(coluna, padrao) : undefined;
}

/** The same condition for a ready pattern (padraoBusca), or a placeholder for one in a statement built once. */
export const comPadrao = (coluna: AnyColumn, padrao: string | Placeholder): SQL =>
  sql`${coluna} like lower(${padrao})`;
