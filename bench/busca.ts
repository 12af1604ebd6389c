// The search bench (issue 25) in one run: for each data shape (bench/gerar's uniform 'padrao' and
// 'realista') and each engine (the embedded default and an external PostgreSQL, 15 here), bench/carga's
// search lines at 32 connections (req/s, p50, p99, the ratio to pgbench running the line's own captured
// SQL), the plan of each line's SQL (bench/explicar-busca.ts: EXPLAIN ANALYZE, BUFFERS), and "the first
// search after importing 20,000 customers from a spreadsheet" (a new company, the CSV through the API,
// then the search at once: no wait for autovacuum). Ends with one table per shape, engines side by side,
// the load average beside each, and the worst line as the headline.
// Run: npx tsx bench/busca.ts [--escala 1] [--formas padrao,realista] [--motores embutido,pg15]
//        [--pg15 postgres://postgres:postgres@127.0.0.1:5432] [--segundos 5] [--porta 3400] [--importar 20000]
//      --so <text>: only the search lines whose name holds it ('clientes: busca').
//      --importar-apenas: only the import line, on data an earlier run left (with BENCH_REUSAR=1).
//      --aberto 50,100,200 (issue 50): also the open loop (bench/aberto.ts) of every search line in turn at
//        those rates, --segundos-aberto (60) each, then higher rates until some line's p99 passes 100 ms
//        (the knee; --sem-joelho skips it); with each line's CPU per request beside the bare route's.
//      BENCH_REUSAR=1 reuses the data of an earlier run: <BENCH_DADOS>/busca-<motor>-<forma>-e<escala>
//      (the embedded engine's DATA_DIR; for the external server a mark that its database
//      mascate_busca_<forma>_e<escala> was filled). Without it every shape is filled again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { urlDoEmbutidoEmExecucao } from '../packages/server/src/db/postgres-embutido.ts';
import { garantirAdega } from './adega.ts';
import { carregar } from './canhao.ts';
import { opcao, texto } from './opcoes.ts';
import { cpfDoNumero, planilhaClientes } from './planilha-clientes.ts';
import { iniciarServidor, prepararServidor, type Servidor } from './servidor.ts';

const escala = opcao('escala', 1);
const formas = texto('formas', 'padrao,realista').split(',').filter(Boolean);
const motores = texto('motores', 'embutido,pg15').split(',').filter(Boolean);
const baseExterna = texto('pg15', 'postgres://postgres:postgres@127.0.0.1:5432');
const segundos = opcao('segundos', 5);
const porta = opcao('porta', 3400);
const importar = opcao('importar', 20_000);
const taxasAbertas = texto('aberto', '');
const segundosAberto = opcao('segundos-aberto', 60);
const reusar = process.env.BENCH_REUSAR === '1';
const apenasImportar = process.argv.includes('--importar-apenas');
// --so 'clientes: busca': only the lines whose name holds that text (bench/carga --so).
const so = texto('so', 'busca');
const RAIZ = new URL('../', import.meta.url).pathname;
// Filled data outlives the run (BENCH_REUSAR=1): BENCH_DADOS, else .tmp/bench-dados in the checkout.
const DADOS = process.env.BENCH_DADOS ?? join(RAIZ, '.tmp', 'bench-dados');
const CONEXOES = 32;
const carga = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const rotuloEscala = `e${String(escala).replace('.', '_')}`;

console.log(
  `bench/busca: escala ${escala}, formas ${formas.join(', ')}, motores ${motores.join(', ')}, ${segundos} s por célula, ` +
    `${CONEXOES} conexões; ${reusar ? 'reusando dados (BENCH_REUSAR=1)' : 'dados novos'}; load average ${carga()}`,
);
const servidorForma = prepararServidor(false);
const envBase = { ...process.env, BENCH_COMPILADO: '1' };

type Resultado = {
  nome: string;
  arquivo: string;
  rps: number;
  p50: number;
  p99: number;
  erros: number;
  pgbench: number;
  pgbenchErro: string;
  cpuNode?: number;
  cpuPg?: number;
  cpuPgbench?: number;
  rpsBase?: number;
  cpuBase?: number;
};
type Rodada = {
  motor: string;
  forma: string;
  carga: string;
  linhas: Resultado[];
  importacao?: Importacao;
  aberto?: Aberto;
};
type Aberto = {
  rodadas: {
    taxa: number;
    segundos: number;
    carga: string;
    cpuNode: number;
    cpuPg: number;
    atrasoMax: number;
    linhas: { nome: string; n: number; erros: number; p50: number; p99: number; max: number }[];
  }[];
  joelho: number | null;
};
type Importacao = {
  segundos: number;
  primeira: number;
  rps: number;
  p50: number;
  p99: number;
  erros: number;
};
const rodadas: Rodada[] = [];

function tsx(script: string, args: string[], env: Record<string, string | undefined>) {
  execFileSync(process.execPath, ['--import', 'tsx', join(RAIZ, 'bench', script), ...args], {
    cwd: RAIZ,
    env: { ...envBase, ...env },
    stdio: 'inherit',
  });
}

/** The external server's database for a shape, filled by bench/gerar unless an earlier run's is reused. */
function prepararExterno(forma: string): string {
  const url = `${baseExterna}/mascate_busca_${forma}_${rotuloEscala}`;
  const marca = join(DADOS, `busca-pg15-${forma}-${rotuloEscala}`, 'preenchido');
  if (reusar && existsSync(marca)) return url;
  rmSync(marca, { force: true });
  const t0 = performance.now();
  tsx('gerar.ts', ['--recriar', '--forma', forma, '--escala', String(escala)], { DATABASE_URL: url });
  mkdirSync(join(DADOS, `busca-pg15-${forma}-${rotuloEscala}`), { recursive: true });
  writeFileSync(marca, `${new Date().toISOString()} ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  return url;
}

/** A spreadsheet of `n` customers shaped like the realistic data (bench/gerar --forma realista). */
function planilha(n: number): string {
  const prefixos = ['Comercial', 'Mercado', 'Mercadinho', 'Distribuidora', 'Padaria', 'Bar e Lanchonete'];
  const sobrenomes = ['Araújo', 'Brandão', 'Conceição', 'Gonçalves', 'Lima', 'Ribeiro', 'Santos', 'Silva'];
  return planilhaClientes(n, (i) => ({
    nome: `${prefixos[i % 2 ? 0 : (i >> 1) % prefixos.length]} ${sobrenomes[(i * 7) % sobrenomes.length]} ${i + 1} Ltda`,
    fantasia: `Loja ${i}`,
    documento: cpfDoNumero(i, 200_000_000),
    contato: ['', '', ''],
  }));
}

async function post(s: Servidor, caminho: string, corpo: object, token?: string) {
  const r = await fetch(`http://127.0.0.1:${s.porta}${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(corpo),
  });
  const j = (await r.json()) as { retorno?: { token?: string } };
  if (!r.ok) throw new Error(`${caminho}: ${r.status} ${JSON.stringify(j).slice(0, 300)}`);
  return j;
}

/**
 * A new company imports `n` customers from a CSV through the API (the import refreshes the table's
 * statistics itself, db/estatisticas.ts) and its list is searched at once, 'silva' at 32 connections.
 */
async function importarEBuscar(s: Servidor, n: number): Promise<Importacao> {
  const conta = { email: `busca-${Date.now()}@bench.com.br`, senha: 'senha-forte-1' };
  await post(s, '/api/estabelecimentos/create', { ...conta, nome: 'Bench Busca', imagem_login: '' });
  const token = String((await post(s, '/api/estabelecimentos/login', conta)).retorno?.token ?? '');
  const form = new FormData();
  form.append('arquivo', new Blob([planilha(n)], { type: 'text/csv' }), 'clientes.csv');
  form.append('simular', '0');
  form.append('atualizar', '0');
  const t0 = performance.now();
  const r = await fetch(`http://127.0.0.1:${s.porta}/api/clientes/importar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const j = (await r.json()) as { retorno?: { novos?: number; erros?: number } };
  const seg = (performance.now() - t0) / 1000;
  if (!r.ok || j.retorno?.novos !== n)
    throw new Error(`importar: ${r.status} ${JSON.stringify(j).slice(0, 300)}`);
  const corpo = { busca: 'silva', limite: 10, deslocamento: 0 };
  const t1 = performance.now();
  await post(s, '/api/clientes/read', corpo, token);
  const primeira = performance.now() - t1;
  const c = await carregar(
    { porta: s.porta, caminho: '/api/clientes/read', corpo: () => corpo, token },
    CONEXOES,
    segundos,
  );
  return { segundos: seg, primeira, rps: c.rps, p50: c.p50, p99: c.p99, erros: c.erros };
}

/**
 * The import line's customers leave after it, so reused data is the same from run to run: of the companies
 * import lines ever made ('Bench Busca'), the first stays (other companies' names holding the large one's
 * words, "Comercial <Sobrenome> <n> Ltda", as on a server many companies share) and the others' customers
 * are deleted, the table rewritten and analyzed.
 */
async function apagarImportados(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`delete from clientes where empresa_id in (select id from empresas
      where nome = 'Bench Busca' and id > (select min(id) from empresas where nome = 'Bench Busca'))`);
    await c.query('vacuum (full, analyze) clientes');
    return r.rowCount ?? 0;
  } finally {
    await c.end();
  }
}

for (const forma of formas) {
  for (const motor of motores) {
    console.log(`\n## ${forma}, ${motor}: load average ${carga()} (${new Date().toISOString()})\n`);
    const json = join(tmpdir(), `mascate-busca-${process.pid}-${forma}-${motor}.json`);
    const jsonAberto = join(tmpdir(), `mascate-busca-${process.pid}-${forma}-${motor}-aberto.json`);
    const comum = ['--so', so, '--conexoes', String(CONEXOES), '--segundos', String(segundos)];
    const extras = [
      '--sem-dois',
      '--sem-ler-tudo',
      '--json',
      json,
      '--porta',
      String(porta),
      '--porta-nada',
      String(opcao('porta-nada', porta + 9)),
      ...(taxasAbertas
        ? ['--aberto', taxasAbertas, '--segundos-aberto', String(segundosAberto), '--json-aberto', jsonAberto]
        : []),
      ...(process.argv.includes('--sem-joelho') ? ['--sem-joelho'] : []),
    ];
    let env: Record<string, string>;
    let urlExterna = '';
    if (motor === 'embutido') {
      const pasta = join(DADOS, `busca-embutido-${forma}-${rotuloEscala}`);
      if (!reusar) rmSync(pasta, { recursive: true, force: true });
      mkdirSync(DADOS, { recursive: true });
      env = { DATA_DIR: pasta, DATABASE_URL: '' };
      // Data filled before the wines line existed gets them first (bench/adega.ts).
      if (reusar && existsSync(pasta)) {
        const s = await iniciarServidor({ porta, forma: servidorForma, env });
        try {
          const vinhos = await garantirAdega(urlDoEmbutidoEmExecucao(pasta) ?? '', escala);
          if (vinhos) console.log(`vinhos de outra empresa acrescentados: ${vinhos}`);
        } finally {
          await s.parar();
        }
      }
      tsx(
        'carga.ts',
        [...comum, ...extras, '--dados', pasta, '--escala', String(escala), '--forma', forma],
        {},
      );
    } else {
      urlExterna = prepararExterno(forma);
      const vinhos = await garantirAdega(urlExterna, escala);
      if (vinhos) console.log(`vinhos de outra empresa acrescentados: ${vinhos}`);
      env = { DATABASE_URL: urlExterna, DATA_DIR: '' };
      if (!apenasImportar) tsx('carga.ts', [...comum, ...extras], { DATABASE_URL: urlExterna });
    }
    const rodada: Rodada = {
      motor,
      forma,
      carga: carga(),
      linhas: apenasImportar
        ? []
        : (JSON.parse(readFileSync(json, 'utf8')) as Resultado[]).filter((l) => l.nome.includes('busca')),
    };
    rmSync(json, { force: true });
    if (taxasAbertas && existsSync(jsonAberto)) {
      rodada.aberto = JSON.parse(readFileSync(jsonAberto, 'utf8')) as Aberto;
      rmSync(jsonAberto, { force: true });
    }
    // The plans of the SQL just captured (bench/pgbench/*.sql), then the import, on a server of this data.
    const s = await iniciarServidor({ porta, forma: servidorForma, env });
    try {
      const url = motor === 'embutido' ? (urlDoEmbutidoEmExecucao(env.DATA_DIR ?? '') ?? '') : urlExterna;
      if (!apenasImportar) {
        console.log(`\n### Planos (${forma}, ${motor})`);
        tsx('explicar-busca.ts', ['--arquivos', 'clientes-busca,produtos-busca,pedidos-lista-busca'], {
          DATABASE_URL: url,
        });
      }
      if (importar > 0) {
        const i = await importarEBuscar(s, importar);
        rodada.importacao = i;
        console.log(
          `\nimportação de ${importar} clientes (${forma}, ${motor}): ${i.segundos.toFixed(1)} s; primeira busca 'silva' ` +
            `${i.primeira.toFixed(1)} ms; a ${CONEXOES} conexões ${Math.round(i.rps)} req/s, p50 ${i.p50} ms, p99 ${i.p99} ms, ` +
            `${i.erros} erros; load average ${carga()}`,
        );
      }
      console.log(`clientes de importações apagados: ${await apagarImportados(url)}`);
    } finally {
      await s.parar();
    }
    rodadas.push(rodada);
  }
}

// The tables: one per shape, the engines side by side.
const n = (v: number, casas = 0) =>
  v.toLocaleString('pt-BR', { maximumFractionDigits: casas, minimumFractionDigits: casas });
const razao = (l: Resultado) =>
  l.pgbenchErro || !l.pgbench ? '—' : `${Math.round((l.rps / l.pgbench) * 100)}%`;
const alvo = (l: { rps: number; p99: number }, r?: number) =>
  l.p99 < 50 && l.rps >= 400 && (r === undefined || r >= 0.5) ? '' : ' ✗';
for (const forma of formas) {
  const desta = rodadas.filter((r) => r.forma === forma);
  console.log(`\n### Forma ${forma}, escala ${escala}, ${CONEXOES} conexões, ${segundos} s por célula\n`);
  console.log(desta.map((r) => `- ${r.motor}: load average ao fim ${r.carga}`).join('\n'));
  console.log(
    `\n| linha | ${desta.map((r) => `${r.motor} req/s | p50 ms | p99 ms | ÷ pgbench`).join(' | ')} |`,
  );
  console.log(`|---|${desta.map(() => '---:|---:|---:|---:').join('|')}|`);
  for (const l of desta[0]?.linhas ?? []) {
    const celulas = desta.map((r) => {
      const x = r.linhas.find((y) => y.nome === l.nome);
      if (!x) return '— | — | — | —';
      const q = x.pgbench && !x.pgbenchErro ? x.rps / x.pgbench : undefined;
      return `${n(x.rps)}${alvo(x, q)} | ${n(x.p50, 1)} | ${n(x.p99, 1)} | ${razao(x)}`;
    });
    console.log(`| ${l.nome} | ${celulas.join(' | ')} |`);
  }
  const imp = desta.map((r) =>
    r.importacao
      ? `${n(r.importacao.rps)}${alvo(r.importacao)} | ${n(r.importacao.p50, 1)} | ${n(r.importacao.p99, 1)} | (1ª: ${n(r.importacao.primeira, 1)} ms; importação ${n(r.importacao.segundos, 1)} s)`
      : '— | — | — | —',
  );
  console.log(
    `| clientes 'silva' logo após importar ${n(importar)} clientes da planilha | ${imp.join(' | ')} |`,
  );
}

// The headline: the worst line of the whole run, by p99 (and by req/s, which need not be the same line).
const todas = rodadas.flatMap((r) => r.linhas.map((l) => ({ ...l, onde: `${r.forma}, ${r.motor}` })));
const pior = [...todas].sort((a, b) => b.p99 - a.p99)[0];
const maisLenta = [...todas].sort((a, b) => a.rps - b.rps)[0];
if (pior && maisLenta)
  console.log(
    `\n**Pior linha (p99): ${pior.nome} (${pior.onde}): ${n(pior.rps)} req/s, p99 ${n(pior.p99, 1)} ms, ${razao(pior)} do pgbench.** ` +
      `Menos req/s: ${maisLenta.nome} (${maisLenta.onde}): ${n(maisLenta.rps)} req/s, p99 ${n(maisLenta.p99, 1)} ms. ` +
      `Linhas fora das metas (p99 < 50 ms, ≥ 400 req/s, ≥ 50% do pgbench): ${
        todas.filter((l) => alvo(l, l.pgbench && !l.pgbenchErro ? l.rps / l.pgbench : undefined)).length
      } de ${todas.length}. load average ${carga()}`,
  );

// The open loop's tables (issue 50): per engine, each rate's p50 / p99 / max per line, the knee, and the
// closed loop's ratio to pgbench and CPU per request beside the bare route's.
for (const r of rodadas) {
  if (!r.aberto) continue;
  const taxas = r.aberto.rodadas;
  console.log(`\n### Laço aberto, ${r.forma}, ${r.motor} (escala ${escala})\n`);
  console.log(
    taxas
      .map(
        (t) =>
          `- ${t.taxa} req/s por ${t.segundos} s: load average ${t.carga}; CPU por requisição servidor ${n(t.cpuNode, 2)} ms, ` +
          `PostgreSQL ${n(t.cpuPg, 2)} ms; atraso máximo do cliente ${n(t.atrasoMax, 1)} ms`,
      )
      .join('\n'),
  );
  const base = r.linhas[0];
  if (base?.cpuBase !== undefined)
    console.log(
      `- rota vazia a ${CONEXOES} conexões: ${n(base.rpsBase ?? 0)} req/s, CPU ${n(base.cpuBase, 3)} ms por requisição`,
    );
  console.log(
    `- joelho (a primeira taxa em que o p99 de alguma linha passa de 100 ms): ${r.aberto.joelho === null ? `não alcançado até ${n(Math.max(...taxas.map((t) => t.taxa)))} req/s` : `${n(r.aberto.joelho)} req/s`}`,
  );
  console.log(
    `\n| linha | ${taxas.map((t) => `${t.taxa}/s p50 | p99 | máx`).join(' | ')} | saturado req/s | ÷ pgbench | CPU ms/req (servidor + PG) | ÷ rota vazia |`,
  );
  console.log(`|---|${taxas.map(() => '---:|---:|---:').join('|')}|---:|---:|---:|---:|`);
  for (const l of taxas[0]?.linhas ?? []) {
    const celulas = taxas.map((t) => {
      const x = t.linhas.find((y) => y.nome === l.nome);
      return x ? `${n(x.p50, 1)} | ${n(x.p99, 1)}${x.p99 >= 50 ? ' ✗' : ''} | ${n(x.max, 0)}` : '— | — | —';
    });
    const f = r.linhas.find((y) => y.nome === l.nome);
    const cpu = f?.cpuNode !== undefined ? `${n(f.cpuNode, 2)} + ${n(f.cpuPg ?? 0, 2)}` : '—';
    const vezes = f?.cpuNode !== undefined && f.cpuBase ? `${n(f.cpuNode / f.cpuBase, 1)}×` : '—';
    console.log(
      `| ${l.nome} | ${celulas.join(' | ')} | ${f ? n(f.rps) : '—'} | ${f ? razao(f) : '—'} | ${cpu} | ${vezes} |`,
    );
  }
}
