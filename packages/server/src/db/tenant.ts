import { sql } from 'drizzle-orm';
import type { Db, Tx } from './banco.ts';
import { executarPreparada } from './preparada.ts';

/**
 * Runs `fn` in one transaction that belongs to one company: under the non-owner role `mascate_app`, so
 * row-level security applies, with app.empresa_id set. A query that forgets its company filter still
 * sees only this company's rows. `representanteId` (a vendedor's session) runs it under mascate_vendedor
 * instead, with app.representante_id set: that role's policies narrow customers, orders and visits to the
 * representative's portfolio (migrations 0009, 0011). An administrator's queries carry no such policy.
 */
export function comEmpresa<T>(
  db: Db,
  empresaId: number,
  fn: (tx: Tx) => Promise<T>,
  representanteId: number | null = null,
): Promise<T> {
  return db.transaction(async (tx) => {
    await executarPreparada(
      tx,
      sql`select set_config('role', ${representanteId === null ? 'mascate_app' : 'mascate_vendedor'}, true), set_config('app.empresa_id', ${String(empresaId)}, true), set_config('app.representante_id', ${representanteId === null ? '' : String(representanteId)}, true)`,
    );
    return fn(tx);
  });
}
