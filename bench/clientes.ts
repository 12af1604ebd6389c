// Seeds 100,000 customers in one company (plus 20,000 in another) and prints clientes/read latency
// percentiles and query plans. Run: npx tsx bench/clientes.ts   (embedded database, or DATABASE_URL)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { comEmpresa } from '../packages/server/src/db/tenant.ts';
import { abrirAppBench } from './app-bench.ts';

const TOTAL = 100_000;
// Few repetitions: on the embedded database a search takes over a second, and the run must stay short.
const REPETICOES = { pagina: 30, busca: 10 };
const { app, banco, post, novaEmpresa, fechar } = await abrirAppBench();

// Names from a few word lists so trigram searches hit realistic fractions; documents are 11 or 14 digits.
async function semear(empresaId: number, quantos: number) {
  await banco.executarScript(`
    INSERT INTO clientes (empresa_id, nome, apelido, cidade, uf, cnpj_cpf, cep)
    SELECT ${empresaId},
      (ARRAY['Mercado','Padaria','Açougue','Farmácia','Armazém','Bar','Loja','Distribuidora'])[1 + i % 8] || ' ' ||
      (ARRAY['Silva','Souza','Oliveira','Santos','Pereira','Lima','Costa','Ribeiro','Almeida','Carvalho'])[1 + (i / 8) % 10] || ' ' ||
      (ARRAY['Central','do Bairro','Popular','Bom Preço','Esperança','Nova Era','São Jorge'])[1 + (i / 80) % 7] || ' ' || i,
      CASE WHEN i % 3 = 0 THEN '' ELSE 'Fantasia ' || md5(i::text) END,
      'Cidade ' || (i % 500), 'SP',
      CASE WHEN i % 2 = 0 THEN lpad((i::bigint * 7919)::text, 11, '0') ELSE lpad((i::bigint * 104729)::text, 14, '0') END,
      '01001000'
    FROM generate_series(1, ${quantos}) AS i;
    ANALYZE clientes;`);
}

// --proposta applies the migration proposed in the report: under row-level security PostgreSQL will not
// use an index for a non-leakproof operator (ILIKE), so the trigram index is otherwise never used.
if (process.argv.includes('--proposta')) {
  await banco.executarScript(`
    ALTER FUNCTION texticlike(text, text) LEAKPROOF;
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
    CREATE INDEX clientes_documento_trgm ON clientes USING gin (cnpj_cpf gin_trgm_ops);`);
  console.log('com a proposta: ILIKE/LIKE leakproof + índice trigram em cnpj_cpf');
}

const inicio = performance.now();
const bench = await novaEmpresa('Bench');
const outra = await novaEmpresa('Outra');
await semear(bench.empresaId, TOTAL);
await semear(outra.empresaId, 20_000);
console.log(`semeados ${TOTAL} + 20000 clientes em ${((performance.now() - inicio) / 1000).toFixed(1)} s`);

function pct(v: number[], p: number) {
  const o = [...v].sort((x, y) => x - y);
  return o[Math.min(o.length - 1, Math.floor((p / 100) * o.length))] ?? 0;
}

const cenarios: [string, object][] = [
  ['primeira página', { limite: 10, deslocamento: 0 }],
  ['busca por nome "bom preço"', { busca: 'bom preço', limite: 10 }],
  ['busca rara por nome "Central 99999"', { busca: 'Central 99999', limite: 10 }],
  ['busca por documento "0000055"', { busca: '0000055', limite: 10 }],
  ['página funda (deslocamento 99.990)', { limite: 10, deslocamento: 99_990 }],
];
console.log('\nclientes/read via app.inject (ms)        p50     p95     p99   total');
for (const [nome, corpo] of cenarios) {
  const tempos: number[] = [];
  let total = 0;
  const vezes = 'busca' in corpo ? REPETICOES.busca : REPETICOES.pagina;
  for (let i = 0; i < vezes; i++) {
    const t = performance.now();
    const r = await post('/api/clientes/read', corpo, bench.token);
    tempos.push(performance.now() - t);
    total = Number(r.corpo.total);
  }
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${nome.padEnd(40)}${f(pct(tempos, 50))} ${f(pct(tempos, 95))} ${f(pct(tempos, 99))} ${String(total).padStart(7)}`,
  );
}

// The plans of the page queries as the repository writes them, under row-level security.
const planos: [string, string][] = [
  ['primeira página', 'true'],
  ['busca por nome', `(nome ILIKE '%bom preço%' OR apelido ILIKE '%bom preço%')`],
  [
    'busca por documento',
    `(nome ILIKE '%0000055%' OR apelido ILIKE '%0000055%' OR cnpj_cpf LIKE '%0000055%')`,
  ],
];
for (const [nome, filtro] of planos) {
  const linhas = await comEmpresa(banco.db, bench.empresaId, (tx) =>
    tx.execute(
      sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) SELECT id, nome FROM clientes WHERE empresa_id = ${bench.empresaId}
        AND ${filtro} ORDER BY nome, id LIMIT 10`),
    ),
  );
  const rows = (linhas as unknown as { rows: Record<string, string>[] }).rows ?? linhas;
  console.log(`\nplano: ${nome}`);
  for (const l of rows as Record<string, string>[]) console.log(`  ${Object.values(l)[0]}`);
}
await app.close();
await fechar();
