// Loads Mascate's API with autocannon on the data of bench/gerar.ts and prints, per endpoint and at 1, 8
// and 32 connections, req/s, p50, p99 and errors beside a bare Fastify route {} and pgbench running the
// endpoint's own SQL (captured from the server) on the same data. Then: reading every customer without
// `limite` (time, memory), two server processes against one PostgreSQL (orders from both: numbers unique,
// nothing lost) and, with --minutos, memory over a longer mixed run. Loads only 127.0.0.1.
// Run:  DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/mascate_bench npx tsx bench/carga.ts
//       npx tsx bench/carga.ts --dados /tmp/mascate-dados [--escala 0.1]   (embedded PostgreSQL in DATA_DIR;
//       a new folder is filled by bench/gerar.ts first)
// Before measuring: VACUUM (ANALYZE) of the database (bench/manutencao.ts); autovacuums during the run are listed.
// Options: --segundos 5 (per cell)  --conexoes 1,8,32  --minutos 0  --porta 3300  --so <text in the endpoint name>[,<another>]
//          --sem-dois (skip two processes)  --sem-tabela (skip the per-endpoint tables)  --tsx (run src/main.ts instead of the compiled server)
//          --forma realista (the shape bench/gerar fills a new embedded folder with)  --json <file> (the summary
//          at the largest connection count, for bench/busca.ts)  --sem-ler-tudo (skip reading every customer)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { urlDoEmbutidoEmExecucao } from '../packages/server/src/db/postgres-embutido.ts';
import { type CargaAberta, cargaAberta } from './aberto.ts';
import { carregar } from './canhao.ts';
import { capturarScripts, entrar } from './carga-captura.ts';
import { endpoints, lerDados } from './carga-endpoints.ts';
import { doisProcessos, lerTudo, rodadaLonga } from './carga-extras.ts';
import { imprimirEndpoint, imprimirResumo, type Linha } from './carga-tabela.ts';
import { cpuPostgres, cpuProcesso, taxaCpu } from './cpu.ts';
import { autovacuumDesde, vacuumAntes } from './manutencao.ts';
import { opcao, tem, texto } from './opcoes.ts';
import { type ResultadoPgbench, rodarPgbench } from './pgbench.ts';
import { acompanhar, iniciarServidor, portaLivre, prepararServidor } from './servidor.ts';

const segundos = opcao('segundos', 5);
const conexoes = texto('conexoes', '1,8,32').split(',').map(Number);
const porta = opcao('porta', 3300);
// The bare route's port (--porta-nada): 99 above the server's unless told.
const portaNada = opcao('porta-nada', porta + 99);
const dados = texto('dados', '');
const so = texto('so', '');
const forma = prepararServidor(tem('tsx'));
const env: Record<string, string> = dados ? { DATA_DIR: dados, DATABASE_URL: '' } : {};
if (!dados && !process.env.DATABASE_URL)
  throw new Error('Defina DATABASE_URL ou use --dados <pasta> (embutido).');

// The machine is shared: the load average says how much else ran beside the measurement.
const carga = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
console.log(
  `Mascate bench/carga: ${forma}; ${segundos} s por célula; ${new Date().toISOString()}; load average ${carga()}`,
);

// Embedded: a new folder is created by the server (timed), filled by gerar, then started again (timed).
let url = process.env.DATABASE_URL ?? '';
if (dados) {
  const nova = !existsSync(join(dados, 'postgres', 'PG_VERSION'));
  const s = await iniciarServidor({ porta, forma, env });
  console.log(`início com ${nova ? 'pasta nova' : 'pasta existente'}: ${(s.inicioMs / 1000).toFixed(2)} s`);
  url = urlDoEmbutidoEmExecucao(dados) ?? '';
  const vazio = await lerDados(url).then(
    () => false,
    () => true,
  );
  if (vazio) {
    const escala = String(opcao('escala', 1));
    console.log(`gerando dados (escala ${escala}) no PostgreSQL embutido...`);
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        new URL('./gerar.ts', import.meta.url).pathname,
        '--escala',
        escala,
        '--forma',
        texto('forma', 'padrao'),
      ],
      {
        env: { ...process.env, DATABASE_URL: url },
        stdio: 'inherit',
      },
    );
  }
  await s.parar();
  const s2 = await iniciarServidor({ porta, forma, env });
  console.log(`início com pasta existente: ${(s2.inicioMs / 1000).toFixed(2)} s`);
  await s2.parar();
}

// The embedded PostgreSQL takes a new port at each start: its URL is read while a server runs.
const urlAtual = () => (dados ? (urlDoEmbutidoEmExecucao(dados) ?? '') : url);
const leitor = await iniciarServidor({ porta, forma, env });
const d = await lerDados(urlAtual());
await leitor.parar();
const partes = so.split(',').filter(Boolean);
const lista = endpoints(d).filter(
  (e) => !partes.length || partes.some((p) => e.nome.includes(p)) || e.publico,
);
const scripts = await capturarScripts(lista, d, { porta, forma, env });
mkdirSync(new URL('./pgbench/', import.meta.url), { recursive: true });
for (const e of lista)
  writeFileSync(new URL(`./pgbench/${e.arquivo}.sql`, import.meta.url), scripts.get(e.nome) ?? '');

await portaLivre(portaNada);
const nada = acompanhar(
  spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./nada.ts', import.meta.url).pathname, String(portaNada)],
    {
      stdio: 'inherit',
    },
  ),
);
await new Promise((r) => setTimeout(r, 1500));

const principal = await iniciarServidor({ porta, forma, env });
url = urlAtual();
console.log(`VACUUM (ANALYZE) antes de medir: ${((await vacuumAntes(url)) / 1000).toFixed(1)} s`);
const inicioMedicao = new Date();
const memoriaInicio = principal.memoria();
const token = await entrar(principal.porta);
// --sem-tabela: only the read-all, the longer run and the two processes (e.g. with --minutos 5).
if (!tem('sem-tabela')) await tabelas();
if (texto('aberto', '')) await aberto();

if (!tem('sem-ler-tudo')) {
  const antesLer = principal.memoria();
  const tudo = await lerTudo(principal.porta, token);
  const depoisLer = principal.memoria();
  console.log(
    `\nclientes/read sem limite: ${tudo.linhas} clientes, ${(tudo.bytes / 1e6).toFixed(1)} MB, ${tudo.ms.map((m) => `${Math.round(m)} ms`).join(' / ')}; ` +
      `RSS do servidor ${Math.round(antesLer.rss)} MB antes, pico ${Math.round(depoisLer.pico)} MB, ${Math.round(depoisLer.rss)} MB depois`,
  );
}
if (opcao('minutos', 0) > 0) await rodadaLonga(principal, lista, token, opcao('minutos', 0));
const memoriaFim = principal.memoria();
console.log(
  `RSS do servidor: início ${Math.round(memoriaInicio.rss)} MB, fim ${Math.round(memoriaFim.rss)} MB, pico ${Math.round(memoriaFim.pico)} MB`,
);
nada.kill('SIGTERM');
const autovacuum = await autovacuumDesde(url, inicioMedicao);
console.log(`autovacuum durante a medição: ${autovacuum.length ? autovacuum.join('; ') : 'nenhum'}`);

// Two processes against one PostgreSQL: the embedded one is started by the first, the second connects to it.
if (!tem('sem-dois')) {
  const a = principal;
  const b = await iniciarServidor({
    porta: porta + 2,
    forma,
    env: { DATABASE_URL: urlAtual(), DATA_DIR: '' },
  });
  try {
    await doisProcessos([a, b], urlAtual(), d, lista, token, segundos * 2);
  } finally {
    await b.parar();
  }
}
await principal.parar();
console.log(`\nfim: ${(performance.now() / 1000).toFixed(0)} s; load average ${carga()}`);

// The PostgreSQL backends of this run: the bench database's on an external server; every process of
// the embedded one (its postmaster's children).
function cpuPg(): number {
  if (!dados) return cpuPostgres({ banco: new URL(url).pathname.slice(1) });
  const pid = Number(readFileSync(join(dados, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return cpuPostgres({ postmaster: pid }) + cpuProcesso(pid);
}

async function tabelas() {
  const base = new Map<number, number>();
  // The bare route's CPU per request (ms), beside each line's: what the HTTP layer alone costs here.
  const cpuBase = new Map<number, number>();
  for (const c of conexoes) {
    const [r, cpuNada] = await Promise.all([
      carregar({ porta: portaNada, caminho: '/nada', corpo: () => ({}) }, c, segundos),
      taxaCpu(segundos, () => ({ node: cpuProcesso(nada.pid ?? 0) })),
    ]);
    base.set(c, r.rps);
    cpuBase.set(c, cpuNada.node / (r.rps || 1));
  }
  console.log(
    `\nrota Fastify vazia {} (req/s): ${conexoes.map((c) => `${c} con. ${Math.round(base.get(c) ?? 0)} (CPU ${(cpuBase.get(c) ?? 0).toFixed(3)} ms/req)`).join('; ')}`,
  );

  const resumo: { nome: string; linha: Linha; preparado: ResultadoPgbench }[] = [];
  for (const e of lista) {
    const linhas: Linha[] = [];
    for (const c of conexoes) {
      const [api, cpuApi] = await Promise.all([
        carregar(
          {
            porta,
            caminho: e.caminho,
            corpo: e.corpo,
            cabecalhos: e.cabecalhos,
            token: e.publico ? undefined : token,
          },
          c,
          segundos,
        ),
        taxaCpu(segundos, () => ({ node: cpuProcesso(principal.pid), pg: cpuPg() })),
      ]);
      const [pgb, cpuPgb] = await Promise.all([
        rodarPgbench(url, scripts.get(e.nome) ?? '', c, segundos),
        taxaCpu(segundos, () => ({ pg: cpuPg() })),
      ]);
      const cpu = {
        node: cpuApi.node / (api.rps || 1),
        pg: cpuApi.pg / (api.rps || 1),
        pgbench: cpuPgb.pg / (pgb.tps || 1),
      };
      linhas.push({ conexoes: c, api, base: base.get(c) ?? 0, pgbench: pgb, cpu });
    }
    imprimirEndpoint(e.nome, linhas);
    const ultima = linhas.at(-1);
    if (ultima) {
      // The same script with plans kept, at the summary's connection count (docs/desempenho.md: the
      // server keeps some plans, which extended-mode pgbench does not).
      const preparado = await rodarPgbench(
        url,
        scripts.get(e.nome) ?? '',
        ultima.conexoes,
        segundos,
        'prepared',
      );
      resumo.push({ nome: e.nome, linha: ultima, preparado });
    }
  }
  imprimirResumo(resumo);
  const json = texto('json', '');
  if (json)
    writeFileSync(
      json,
      JSON.stringify(
        resumo.map(({ nome, linha }) => ({
          nome,
          arquivo: lista.find((e) => e.nome === nome)?.arquivo ?? '',
          conexoes: linha.conexoes,
          rps: linha.api.rps,
          p50: linha.api.p50,
          p99: linha.api.p99,
          erros: linha.api.erros,
          pgbench: linha.pgbench.tps,
          pgbenchErro: linha.pgbench.erro ?? '',
          cpuNode: linha.cpu.node,
          cpuPg: linha.cpu.pg,
          cpuPgbench: linha.cpu.pgbench,
          rpsBase: linha.base,
          cpuBase: cpuBase.get(linha.conexoes) ?? 0,
        })),
      ),
    );
}

/**
 * --aberto 50,100,200: the open loop (bench/aberto.ts) over every line of the run but the public ones, in
 * turn, at each rate for --segundos-aberto (60) seconds, with the server's and PostgreSQL's CPU per request;
 * then, unless --sem-joelho, higher rates for --segundos-joelho (15) seconds each until the worst line's
 * p99 passes 100 ms: the knee. --json-aberto <file> writes every rate's table.
 */
async function aberto() {
  const taxas = texto('aberto', '').split(',').map(Number).filter(Boolean);
  const alvos = lista
    .filter((e) => !e.publico)
    .map((e) => ({
      nome: e.nome,
      porta,
      caminho: e.caminho,
      corpo: e.corpo,
      cabecalhos: e.cabecalhos,
      token,
    }));
  const rodadas: (CargaAberta & { cpuNode: number; cpuPg: number; carga: string })[] = [];
  const rodar = async (taxa: number, s: number) => {
    const [r, cpu] = await Promise.all([
      cargaAberta(alvos, taxa, s),
      taxaCpu(s, () => ({ node: cpuProcesso(principal.pid), pg: cpuPg() })),
    ]);
    const rodada = { ...r, cpuNode: cpu.node / taxa, cpuPg: cpu.pg / taxa, carga: carga() };
    rodadas.push(rodada);
    console.log(
      `\n### Laço aberto: ${taxa} req/s por ${s} s (${alvos.length} linhas em turno); load average ${rodada.carga}; ` +
        `CPU por requisição: servidor ${rodada.cpuNode.toFixed(2)} ms, PostgreSQL ${rodada.cpuPg.toFixed(2)} ms; ` +
        `atraso máximo do cliente ${r.atrasoMax.toFixed(1)} ms\n`,
    );
    console.log('| linha | respostas | erros | p50 ms | p99 ms | máx ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const l of r.linhas)
      console.log(
        `| ${l.nome} | ${l.n} | ${l.erros} | ${l.p50.toFixed(1)} | ${l.p99.toFixed(1)} | ${l.max.toFixed(1)} |`,
      );
    return rodada;
  };
  for (const t of taxas) await rodar(t, opcao('segundos-aberto', 60));
  let joelho = rodadas.find((r) => r.piorP99 > 100)?.taxa;
  if (joelho === undefined && !tem('sem-joelho')) {
    for (const t of [300, 400, 600, 800, 1200, 1600].filter((x) => x > Math.max(...taxas))) {
      const r = await rodar(t, opcao('segundos-joelho', 15));
      if (r.piorP99 > 100) {
        joelho = t;
        break;
      }
    }
  }
  console.log(
    `\njoelho (a primeira taxa em que o p99 de alguma linha passa de 100 ms): ${joelho === undefined ? 'não alcançado' : `${joelho} req/s`}`,
  );
  const arquivo = texto('json-aberto', '');
  if (arquivo) writeFileSync(arquivo, JSON.stringify({ rodadas, joelho: joelho ?? null }));
}
