import type { SQL } from 'drizzle-orm';
import type { Executor } from './banco.ts';

/** The rows of a raw statement (the node-postgres result under Drizzle's untyped `execute`). */
export async function linhasDe<T>(tx: Executor, q: SQL): Promise<T[]> {
  return ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
}
