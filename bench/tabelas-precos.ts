// The order picker's price search (tabelasprecos/precos) over 100,000 products under a table with 5,000
// fixed prices, through the real app (app.inject). Prints p50/p95/p99 per scenario (target: p99 < 50 ms).
// Run against a PostgreSQL server (an empty database; the script migrates it):
//   createdb mascate_bench_tp && DATABASE_URL=postgres://user:pass@127.0.0.1:5432/mascate_bench_tp npx tsx bench/tabelas-precos.ts
// Without DATABASE_URL it uses the embedded PostgreSQL in a new folder.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { comEmpresa } from '../packages/server/src/db/tenant.ts';
import { abrirAppBench } from './app-bench.ts';

const PRODUTOS = 100_000;
const FIXOS = 5_000;
const REPETICOES = Number(process.env.REPETICOES ?? 200);
const { app, banco, post, novaEmpresa, descricao, fechar } = await abrirAppBench();

// Descriptions from word lists, so a search for a common word matches ~10% and a code matches one.
async function semear(empresaId: number, quantos: number) {
  await banco.executarScript(`
    INSERT INTO unidades (empresa_id, sigla, descricao) VALUES (${empresaId}, 'UN', 'Unidade');
    INSERT INTO produtos (empresa_id, codigo, descricao, unidade_id, preco, estoque)
    SELECT ${empresaId}, 'P' || i,
      (ARRAY['Arroz','Feijão','Açúcar','Café','Óleo','Farinha','Macarrão','Sal','Leite','Biscoito'])[1 + i % 10] || ' ' ||
      (ARRAY['Tio João','Camil','Kicaldo','União','Pilão','Soya','Renata','Cisne','Italac','Piraquê'])[1 + (i / 10) % 10] || ' ' ||
      (ARRAY['500 g','1 kg','2 kg','5 kg','900 ml'])[1 + (i / 100) % 5] || ' ' || i,
      (SELECT id FROM unidades WHERE empresa_id = ${empresaId} LIMIT 1),
      round((1 + (i % 5000) / 100.0)::numeric, 2), 100
    FROM generate_series(1, ${quantos}) AS i;
    ANALYZE produtos;`);
}

function pct(v: number[], p: number) {
  const o = [...v].sort((x, y) => x - y);
  return o[Math.min(o.length - 1, Math.floor((p / 100) * o.length))] ?? 0;
}
const f = (n: number) => n.toFixed(1).padStart(7);

let t0 = performance.now();
const bench = await novaEmpresa('Bench');
const outra = await novaEmpresa('Outra');
await semear(bench.empresaId, PRODUTOS);
await semear(outra.empresaId, 20_000);
console.log(`banco: ${descricao}; carga da máquina (1 min): ${loadavg()[0]?.toFixed(1)}`);
console.log(`semeados ${PRODUTOS} + 20000 produtos em ${((performance.now() - t0) / 1000).toFixed(1)} s`);

// Every 20th product gets a fixed price: 5,000 spread over the whole catalogue.
const ids = await comEmpresa(banco.db, bench.empresaId, (tx) =>
  tx.execute(sql`SELECT id FROM produtos WHERE empresa_id = ${bench.empresaId} ORDER BY id`),
);
const todos = ((ids as unknown as { rows: { id: number }[] }).rows ?? ids).map((r) => Number(r.id));
const itens = todos
  .filter((_, i) => i % 20 === 0)
  .slice(0, FIXOS)
  .map((produto_id) => ({ produto_id, preco: 3.33 }));
t0 = performance.now();
const criada = await post(
  '/api/tabelasprecos/create',
  { nome: 'Atacado Bench', ajuste_percentual: -7.5, itens },
  bench.token,
);
const tabela = Number(criada.corpo.retorno.id);
console.log(
  `tabelasprecos/create com ${itens.length} preços fixos: ${(performance.now() - t0).toFixed(0)} ms`,
);
await banco.executarScript('ANALYZE tabela_preco_itens;');

const amostraIds = todos.slice(1000, 1050);
// The picker asks for 10 rows without a count (contar_total: 0); the same searches with the count follow,
// as any paged list answers them.
const seletor = { tabela_preco_id: tabela, limite: 10, deslocamento: 0, contar_total: 0 };
const cenarios: [string, object][] = [
  ['seletor: sem busca', seletor],
  ['seletor: busca comum "arroz"', { ...seletor, busca: 'arroz' }],
  ['seletor: busca rara "P99981"', { ...seletor, busca: 'P99981' }],
  ['seletor: busca "camil 5 kg"', { ...seletor, busca: 'camil 5 kg' }],
  ['seletor: sem tabela (0), "arroz"', { ...seletor, tabela_preco_id: 0, busca: 'arroz' }],
  ['50 produto_ids (repreçar)', { tabela_preco_id: tabela, produto_ids: amostraIds }],
  ['com total: sem busca', { ...seletor, contar_total: 1 }],
  ['com total: busca comum "arroz"', { ...seletor, contar_total: 1, busca: 'arroz' }],
  ['com total: "arroz", página 50', { ...seletor, contar_total: 1, busca: 'arroz', deslocamento: 490 }],
];
// The same search through produtos/read, the picker's endpoint before price tables: the reference.
const referencia: [string, string, object] = [
  'referência: produtos/read "arroz"',
  '/api/produtos/read',
  { busca: 'arroz', limite: 10, deslocamento: 0 },
];

console.log(
  `\ntabelasprecos/precos via app.inject, ${REPETICOES} vezes (ms)   p50     p95     p99     máx   total`,
);
for (const [nome, url, corpo] of [
  ...cenarios.map(([n, c]) => [n, '/api/tabelasprecos/precos', c] as const),
  referencia,
]) {
  await post(url, corpo, bench.token);
  const tempos: number[] = [];
  let total = 0;
  for (let i = 0; i < REPETICOES; i++) {
    const t = performance.now();
    const r = await post(url, corpo, bench.token);
    tempos.push(performance.now() - t);
    if (r.status !== 200) throw new Error(JSON.stringify(r.corpo));
    total = Number(r.corpo.total ?? r.corpo.registros.length);
  }
  const max = Math.max(...tempos);
  console.log(
    `${nome.padEnd(44)}${f(pct(tempos, 50))} ${f(pct(tempos, 95))} ${f(pct(tempos, 99))} ${f(max)} ${String(total).padStart(7)}`,
  );
}

// The editor opens the whole table (5,000 rows with code, description and base price) and saves it back.
const tempos = { ler: [] as number[], gravar: [] as number[] };
for (let i = 0; i < 20; i++) {
  let t = performance.now();
  await post('/api/tabelasprecos/read_one', { id: tabela }, bench.token);
  tempos.ler.push(performance.now() - t);
  t = performance.now();
  const r = await app.inject({
    method: 'PUT',
    url: '/api/tabelasprecos/update',
    payload: { id: tabela, nome: 'Atacado Bench', ajuste_percentual: -7.5, itens },
    headers: { authorization: `Bearer ${bench.token}` },
  });
  if (r.statusCode !== 200) throw new Error(r.body);
  tempos.gravar.push(performance.now() - t);
}
console.log('\neditor da tabela, 20 vezes (ms)                  p50     p95     p99     máx');
for (const [nome, v] of [
  ['read_one (5.000 itens)', tempos.ler],
  ['update (5.000 itens regravados)', tempos.gravar],
] as const) {
  console.log(`${nome.padEnd(44)}${f(pct(v, 50))} ${f(pct(v, 95))} ${f(pct(v, 99))} ${f(Math.max(...v))}`);
}

// Where the time goes: the page query and the count query of the same request, under row-level security.
const consultas: [string, string][] = [
  [
    'página (busca comum, com a tabela)',
    `SELECT p.id, p.preco, i.preco FROM produtos p LEFT JOIN tabela_preco_itens i ON i.empresa_id = p.empresa_id
      AND i.tabela_preco_id = ${tabela} AND i.produto_id = p.id WHERE p.empresa_id = ${bench.empresaId}
      AND p.busca LIKE lower('%arroz%') ORDER BY p.descricao, p.id LIMIT 10`,
  ],
  [
    'total (busca comum)',
    `SELECT count(*) FROM produtos WHERE empresa_id = ${bench.empresaId} AND busca LIKE lower('%arroz%')`,
  ],
  ['total (sem busca)', `SELECT count(*) FROM produtos WHERE empresa_id = ${bench.empresaId}`],
];
for (const [nome, consulta] of consultas) {
  const plano = await comEmpresa(banco.db, bench.empresaId, (tx) =>
    tx.execute(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${consulta}`)),
  );
  const linhas = ((plano as unknown as { rows: Record<string, string>[] }).rows ?? plano) as Record<
    string,
    string
  >[];
  console.log(`\nplano: ${nome}`);
  for (const l of linhas) console.log(`  ${Object.values(l)[0]}`);
}
await app.close();
await fechar();
