// EXPLAIN (ANALYZE, BUFFERS) of the search lines' own SQL, as bench/carga captured it (bench/pgbench/<arquivo>.sql,
// rewritten by each carga run): per statement, the plan's scan, sort and limit nodes with the rows they
// read and whether they ran, the pages the whole statement touched (its root's Buffers) and PostgreSQL's time, run inside the company transaction of the script
// (the app's role, row-level security). Prints Markdown.
// Run: DATABASE_URL=postgres://... npx tsx bench/explicar-busca.ts [--arquivos clientes-busca,produtos-busca]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { comCliente } from './conexao.ts';
import { texto, urlBanco } from './opcoes.ts';

const pasta = join(import.meta.dirname, 'pgbench');
const prefixos = texto('arquivos', 'clientes-busca,produtos-busca,pedidos-lista-busca').split(',');
const arquivos = readdirSync(pasta)
  .filter((a) => a.endsWith('.sql') && prefixos.some((p) => a.startsWith(p)))
  .sort();

// The nodes that say which plan ran: scans, sorts, limits, CTEs, and the gates of one-time conditions.
const relevante = /Scan|Sort|Limit|CTE|One-Time Filter|Rows Removed|never executed|Append|Heap Blocks/;

await comCliente(urlBanco(), async (c) => {
  for (const arquivo of arquivos) {
    const linhas = readFileSync(join(pasta, arquivo), 'utf8').split('\n').filter(Boolean);
    console.log(`\n#### ${arquivo.replace(/\.sql$/, '')}\n\n\`\`\``);
    for (const linha of linhas) {
      if (linha.startsWith('begin;')) {
        await c.query(linha);
        continue;
      }
      if (linha.startsWith('commit') || /^\\/.test(linha)) continue;
      const { rows } = await c.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) ${linha.replace(/;\s*$/, '')}`,
      );
      let raiz = true;
      for (const r of rows) {
        const l = r['QUERY PLAN'];
        // The first Buffers line is the root node's: every page the statement read or hit.
        const buffers = raiz && l.trim().startsWith('Buffers:');
        if (buffers) raiz = false;
        if (relevante.test(l) || buffers || l.startsWith('Execution Time')) console.log(l.slice(0, 160));
      }
    }
    await c.query('commit');
    console.log('```');
  }
});
