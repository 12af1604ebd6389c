// The database's maintenance around a measurement. pgbench vacuums its own tables before it runs; bench/carga
// does the same for the app's, so both engines start from the same state: otherwise the rows earlier runs
// inserted (orders, items, instalments) bring an autovacuum of a multi-million-row table into whichever
// engine's cell crosses the threshold first (docs/desempenho.md: the 32-connection order creation cell at
// 18:02 on 2026-11-24). Autovacuums that still start during the run are listed after it.
import { comCliente } from './conexao.ts';

/** VACUUM (ANALYZE) of the whole database, as its owner; returns how long it took, in ms. */
export function vacuumAntes(url: string): Promise<number> {
  return comCliente(url, async (c) => {
    const inicio = performance.now();
    await c.query('VACUUM (ANALYZE)');
    return performance.now() - inicio;
  });
}

/** The tables autovacuum (or its analyze) touched since `desde`, with when: "pedido_parcelas 18:02:10". */
export function autovacuumDesde(url: string, desde: Date): Promise<string[]> {
  return comCliente(url, async (c) => {
    const { rows } = await c.query<{ tabela: string; quando: Date; tipo: string }>(
      `select relname as tabela, last_autovacuum as quando, 'vacuum' as tipo from pg_stat_user_tables where last_autovacuum > $1
       union all
       select relname, last_autoanalyze, 'analyze' from pg_stat_user_tables where last_autoanalyze > $1
       order by 2`,
      [desde],
    );
    return rows.map((r) => `${r.tabela} (${r.tipo}, ${r.quando.toISOString().slice(11, 19)} UTC)`);
  });
}
