import { sql } from 'drizzle-orm';
import type { Db, Tx } from './banco.ts';

/**
 * Runs `fn` in one transaction that belongs to one company: under the non-owner role `mascate_app`, so
 * row-level security applies, with app.empresa_id set. A query that forgets its company filter still
 * sees only this company's rows.
 */
export function comEmpresa<T>(db: Db, empresaId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'mascate_app', true), set_config('app.empresa_id', ${String(empresaId)}, true)`,
    );
    return fn(tx);
  });
}
