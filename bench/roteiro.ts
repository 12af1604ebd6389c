// The route report (issue 28), relatorios/roteiro, over 200 representatives × 90 days × 30 planned
// customers a day: each representative has five routes (Monday to Friday, 30 customers each), and visits
// about 85% of each day's plan (no visit off the plan), with a result, a reason for most visits
// without a sale and a GPS point (5% of them far away). Each report is POST /api/relatorios/roteiro
// through the real app (inject), timed one after another: the whole answer (every line, as an API client
// without `limite` and the export read it) and the page the screen asks for (`limite`, with the period's
// total, totals and compliance per representative).
// Run: npx tsx bench/roteiro.ts [repetitions]   (DATABASE_URL: an empty database to use)
// Again on the same data: DATA_DIR=<folder of the first run> BENCH_REUSAR=1 npx tsx bench/roteiro.ts 10
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { abrirAppBench } from './app-bench.ts';
import { medirLeitura } from './medir.ts';

const REPETICOES = Number(process.argv[2] ?? 30);
const REPRESENTANTES = 200;
const DIAS = 90;
const POR_ROTA = 30;
const FIM = '2026-03-31';
/** The issue's target for every line. */
const META_P99_MS = 200;

const { app, banco, post, empresaSemeada, descricao, fechar } = await abrirAppBench();
const semeada = await empresaSemeada('Bench Roteiro', 'senha-bench-1');
let token = semeada?.token ?? '';
if (!semeada) {
  const email = `roteiro-${Date.now()}@bench.com.br`;
  await post('/api/estabelecimentos/create', {
    email,
    nome: 'Bench Roteiro',
    cnpj: '11222333000181',
    senha: 'senha-bench-1',
    imagem_login: '',
  });
  token = String(
    (await post('/api/estabelecimentos/login', { email, senha: 'senha-bench-1' })).corpo.retorno.token,
  );
}
const empresaId = Number((await post('/api/empresas/read', {}, token)).corpo.registros[0].id);
const exec = (q: ReturnType<typeof sql>) => banco.db.execute(q);

const inicioGeracao = Date.now();
if (!semeada) {
  // The plan counts from the company's creation: the company existed through the period measured.
  await exec(sql`update empresas set criado_em = '2020-01-01' where id = ${empresaId}`);
  await exec(sql`insert into representantes (empresa_id, nome, cnpj_cpf)
  select ${empresaId}, 'Representante ' || lpad(g::text, 3, '0'), '52998224725' from generate_series(1, ${REPRESENTANTES}) g`);
  // Route (rep, weekday 1..5) sells on that weekday only.
  await exec(sql`insert into rotas (empresa_id, nome, dias_semana_venda)
  select ${empresaId}, r.nome || ' d' || d, overlay('0000000' placing '1' from d + 1 for 1)
  from representantes r cross join generate_series(1, 5) d where r.empresa_id = ${empresaId} order by r.id, d`);
  await exec(sql`insert into representantes_rotas (empresa_id, representante_id, rota_id)
  select ${empresaId}, r.id, ro.id from representantes r
  join rotas ro on ro.empresa_id = r.empresa_id and ro.nome like r.nome || ' d%' where r.empresa_id = ${empresaId}`);
  await exec(sql`insert into clientes (empresa_id, nome, cnpj_cpf, rota_id, latitude, longitude)
  select ${empresaId}, ro.nome || ' cliente ' || g, '52998224725', ro.id,
    -23.55 + random() * 0.2, -46.63 + random() * 0.2
  from rotas ro cross join generate_series(1, ${POR_ROTA}) g where ro.empresa_id = ${empresaId}`);
  // The visits of each planned day: ~85% of the plan (none off it).
  await exec(sql`insert into visitas (empresa_id, cliente_id, representante_id, data_hora, latitude, longitude,
    precisao_m, resultado, motivo_id, origem)
  select ${empresaId}, c.id, rr.representante_id,
    (d::date + time '08:00' + random() * interval '9 hours')::timestamp at time zone 'America/Sao_Paulo',
    c.latitude + case when random() < 0.05 then 0.05 else random() * 0.001 end, c.longitude, 10 + random() * 20,
    x.resultado, case when x.resultado = 'sem_venda' then m.id end, 'campo'
  from generate_series(${FIM}::date - ${DIAS - 1}::int, ${FIM}::date, interval '1 day') d
  join rotas ro on ro.empresa_id = ${empresaId} and substr(ro.dias_semana_venda, extract(dow from d)::int + 1, 1) = '1'
  join representantes_rotas rr on rr.empresa_id = ro.empresa_id and rr.rota_id = ro.id
  join clientes c on c.empresa_id = ro.empresa_id and c.rota_id = ro.id
  cross join lateral (select (array['pedido', 'pedido', 'sem_venda', 'ausente'])[1 + floor(random() * 4)::int]
    as resultado where c.id > 0) x
  left join lateral (select id from motivos_nao_venda where empresa_id = ${empresaId} and c.id > 0
    order by random() limit 1) m on true
  where random() < 0.85`);
  await exec(sql`vacuum (analyze)`);
} else {
  // As autovacuum keeps a running server's tables: a migration that rewrote the visits (0068) leaves their
  // pages not all-visible until a vacuum, and the report's index-only scans would read the heap.
  await exec(sql`vacuum (analyze) visitas`);
  await exec(sql`vacuum (analyze) visitas_roteiro`);
}
const contagem = (await exec(sql`select
  (select count(*) from clientes where empresa_id = ${empresaId}) as clientes,
  (select count(*) from visitas where empresa_id = ${empresaId}) as visitas`)) as unknown as {
  rows: { clientes: string; visitas: string }[];
};
const c = contagem.rows[0];

async function medir(corpo: object, repeticoes: number) {
  // The first three calls warm the caches.
  const m = await medirLeitura(() => post('/api/relatorios/roteiro', corpo, token), repeticoes, 3);
  const { registros, total } = m.ultima.corpo;
  const n = registros.length.toLocaleString('pt-BR');
  return { ...m, linhas: total === undefined ? n : `${n} de ${Number(total).toLocaleString('pt-BR')}` };
}

const dia = (n: number) => {
  const d = new Date(`${FIM}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};
const um = Number(
  (
    (await exec(
      sql`select min(id) as id from representantes where empresa_id = ${empresaId}`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]?.id,
);
const CASOS: [string, object, number][] = [
  ['todos, 1 dia (uma terça)', { data_ini: dia(0), data_fin: dia(0) }, REPETICOES],
  ['todos, 7 dias', { data_ini: dia(6), data_fin: dia(0) }, REPETICOES],
  [
    'um representante, 90 dias',
    { data_ini: dia(DIAS - 1), data_fin: dia(0), representante_id: um },
    REPETICOES,
  ],
  ['todos, 30 dias', { data_ini: dia(29), data_fin: dia(0) }, Math.max(5, Math.floor(REPETICOES / 3))],
  ['todos, 90 dias', { data_ini: dia(DIAS - 1), data_fin: dia(0) }, Math.max(5, Math.floor(REPETICOES / 3))],
  // The screen: a page of lines with the period's totals and the chart's compliance per representative.
  ['todos, 1 dia, página de 10', { data_ini: dia(0), data_fin: dia(0), limite: 10 }, REPETICOES],
  ['todos, 30 dias, página de 10', { data_ini: dia(29), data_fin: dia(0), limite: 10 }, REPETICOES],
  ['todos, 90 dias, página de 10', { data_ini: dia(DIAS - 1), data_fin: dia(0), limite: 10 }, REPETICOES],
  [
    'todos, 90 dias, página de 100 (a 50ª)',
    { data_ini: dia(DIAS - 1), data_fin: dia(0), limite: 100, deslocamento: 4900 },
    REPETICOES,
  ],
];

console.log(
  `\nrelatorios/roteiro: ${REPRESENTANTES} representantes × ${DIAS} dias × ${POR_ROTA} clientes planejados por dia útil; ` +
    `${Number(c?.clientes).toLocaleString('pt-BR')} clientes, ${Number(c?.visitas).toLocaleString('pt-BR')} visitas ` +
    `(${semeada ? 'já gerados' : `gerados em ${((Date.now() - inicioGeracao) / 1000).toFixed(0)} s`}); ${descricao}; load average ${loadavg()[0]?.toFixed(1)} no início\n`,
);
console.log(`| relatório | linhas | leituras | p50 (ms) | p99 (ms) | p99 < ${META_P99_MS} ms |`);
console.log('|---|---|---|---|---|---|');
let cumpridas = 0;
for (const [nome, corpo, n] of CASOS) {
  const m = await medir(corpo, n);
  const cumpre = m.p99 < META_P99_MS;
  if (cumpre) cumpridas += 1;
  console.log(
    `| ${nome} | ${m.linhas} | ${n} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${cumpre ? 'sim' : 'NÃO'} |`,
  );
}
console.log(
  `\nmeta (p99 < ${META_P99_MS} ms): ${cumpridas} de ${CASOS.length} linhas; load average no fim: ${loadavg()[0]?.toFixed(1)}`,
);
await app.close();
await fechar();
