import { DOBRA_DE, DOBRA_PARA } from '@mascate/domain';
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';

// The domain's table as SQL literals (it holds no quote): literals, not parameters, so the expression is
// the one the generated columns hold and PostgreSQL folds a known term while planning.
const de = sql.raw(`'${DOBRA_DE}'`);
const para = sql.raw(`'${DOBRA_PARA}'`);

/**
 * The search folding (packages/domain/src/dobra.ts, dobrar) in PostgreSQL: `translate(lower(x), DOBRA_DE,
 * DOBRA_PARA)`, IMMUTABLE, so the search columns are generated from it (migration 0031) and the query term
 * is folded by the same expression. db/dobra.test.ts compares it with dobrar() on many strings.
 */
export const dobraSql = (x: SQL | AnyColumn | Placeholder | string): SQL =>
  sql`translate(lower(${x}), ${de}, ${para})`;
