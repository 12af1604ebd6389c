// EXPLAIN (ANALYZE, BUFFERS) of the route report's own statement (relatorios/roteiro), as the server
// sends it: inside the company transaction (the app's role, row-level security), on the database
// bench/roteiro.ts seeded. Prints each statement's plan and PostgreSQL's time.
// Run: DATA_DIR=/work/bench-dados/roteiro BENCH_REUSAR=1 npx tsx bench/explicar-roteiro.ts [dias] [pagina]
//   dias: the period's length ending on 2026-03-31 (default 90); pagina: a page size (limite) to explain
//   the paged answer instead of the whole one.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../packages/server/src/db/banco.ts';
import { comEmpresa } from '../packages/server/src/db/tenant.ts';
import { relatorioRoteiro } from '../packages/server/src/roteiro/repository.ts';
import { abrirAppBench } from './app-bench.ts';

const DIAS = Number(process.argv[2] ?? 90);
const PAGINA = process.argv[3] ? Number(process.argv[3]) : undefined;
const FIM = '2026-03-31';

const { app, banco, empresaSemeada, fechar } = await abrirAppBench();
const semeada = await empresaSemeada('Bench Roteiro', 'senha-bench-1');
if (!semeada) throw new Error('Rode antes bench/roteiro.ts com o mesmo DATA_DIR.');
const inicio = new Date(`${FIM}T12:00:00Z`);
inicio.setUTCDate(inicio.getUTCDate() - (DIAS - 1));
const filtro = {
  data_ini: inicio.toISOString().slice(0, 10),
  data_fin: FIM,
  ...(PAGINA ? { limite: PAGINA, deslocamento: 0 } : {}),
};

// As bench/roteiro.ts: the pages all-visible, as autovacuum keeps a running server's.
await banco.db.execute(sql`vacuum (analyze) visitas`);
await banco.db.execute(sql`vacuum (analyze) visitas_roteiro`);
await comEmpresa(banco.db, semeada.empresaId, async (tx) => {
  // Every statement the report sends goes through EXPLAIN; the report gets no rows back.
  const explicar = {
    execute: async (q: SQL) => {
      const r = (await tx.execute(sql`explain (analyze, buffers) ${q}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(`\n${r.rows.map((l) => l['QUERY PLAN']).join('\n')}`);
      return { rows: [] };
    },
  } as unknown as Executor;
  console.log(
    `relatorios/roteiro ${filtro.data_ini} a ${filtro.data_fin}${PAGINA ? `, página de ${PAGINA}` : ''}`,
  );
  // The report refuses an answer without its summary row: here every answer is a plan.
  await relatorioRoteiro(explicar, semeada.empresaId, filtro, null).catch(() => undefined);
});
await app.close();
await fechar();
