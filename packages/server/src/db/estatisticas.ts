import type { Banco } from './banco.ts';

/** Rows written at once past which the tables' statistics are refreshed right away (ANALYZE). */
export const LINHAS_PARA_ANALISAR = 2_000;

/**
 * After a bulk write (a spreadsheet import, a restored copy) has committed: ANALYZE the tables written,
 * when more than LINHAS_PARA_ANALISAR rows were, so the first searches are planned on the real data
 * instead of waiting for autovacuum (a minute or more; until then the planner believes the table is as
 * it was, e.g. empty). It runs on the pool's own user, the tables' owner (a company transaction's role
 * may not analyze), outside any transaction, and is awaited so the answer of the write comes after it.
 * A failure leaves the statistics to autovacuum: the write itself has committed.
 */
export async function analisarDepoisDeGravar(
  banco: Banco,
  tabelas: readonly string[],
  linhas: number,
  registro?: { warn(objeto: object, msg: string): void },
): Promise<void> {
  if (linhas <= LINHAS_PARA_ANALISAR || tabelas.length === 0) return;
  const c = await banco.pool.connect();
  try {
    await c.query(`ANALYZE ${tabelas.map((t) => c.escapeIdentifier(t)).join(', ')}`);
  } catch (erro) {
    registro?.warn({ err: erro, tabelas }, 'ANALYZE depois da gravação em massa falhou');
  } finally {
    c.release();
  }
}
