// Server memory while answering every customer (clientes/read without `limite`, the field app's read):
// N customers (default 100,000) inserted with one INSERT ... SELECT generate_series, read over real HTTP
// by another process (curl), compared with building the whole answer in memory (how the read worked
// before streaming). Each way runs in its own process, so one does not inherit the other's heap. Live
// memory is sampled after a forced collection (garbage not yet reclaimed is not memory the read holds),
// in a second run so the collections do not slow the timed one.
// Run: npx tsx bench/leitura-em-fluxo.ts [N]   (BENCH_HEAP_MB=100 to cap the server's heap)
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { listarClientes } from '../packages/server/src/clientes/repository.ts';
import { comEmpresa } from '../packages/server/src/db/tenant.ts';
import { abrirAppBench } from './app-bench.ts';

const N = Number(process.argv[2] ?? 100_000);
const MODO = process.argv[3];
const MB = 1024 * 1024;
type Medida = { linhas: number; bytes: number; segundos: number; cpu: number; rss: number; viva: number };

if (MODO !== 'fluxo' && MODO !== 'memoria') {
  // BENCH_HEAP_MB caps the server's heap (--max-old-space-size): a bounded read finishes under it.
  const teto = process.env.BENCH_HEAP_MB;
  const medidas = (['fluxo', 'memoria'] as const).map((modo) => {
    const filho = spawnSync(
      process.execPath,
      [
        ...(teto ? [`--max-old-space-size=${teto}`] : []),
        '--expose-gc',
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        String(N),
        modo,
      ],
      { encoding: 'utf8', env: process.env },
    );
    const ultima = filho.stdout.trim().split('\n').at(-1) ?? '';
    if (filho.status === 0 && ultima.startsWith('{'))
      return JSON.parse(ultima) as Medida & { descricao: string };
    if (teto && /heap out of memory/.test(filho.stderr)) return undefined;
    throw new Error(`${modo}: ${filho.stderr}${filho.stdout}`);
  });
  const linha = (nome: string, m: Medida | undefined) =>
    m
      ? `| ${nome} | ${m.linhas.toLocaleString('pt-BR')} | ${(m.bytes / MB).toFixed(1)} | ${m.segundos.toFixed(2)} | ${m.cpu.toFixed(2)} | ${m.viva.toFixed(1)} | ${m.rss.toFixed(0)} |`
      : `| ${nome} | falhou: sem memória com heap de ${teto} MB | | | | | |`;
  const descricao = medidas.find(Boolean)?.descricao ?? '';
  console.log(
    `\nclientes/read sem limite, ${N.toLocaleString('pt-BR')} clientes (${descricao}${teto ? `, heap de ${teto} MB` : ''})\n`,
  );
  console.log(
    '| leitura | linhas | MB da resposta | segundos | CPU do servidor (s) | pico de memória viva (+MB) | pico RSS (+MB) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(linha('em fluxo, por HTTP (agora)', medidas[0]));
  console.log(linha('tudo em memória (antes)', medidas[1]));
  process.exit(0);
}

const coletar = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/**
 * Runs `fn` twice: once as is, for its time and RSS growth (sampled every 10 ms); once with a forced
 * collection every 100 ms, for the growth of live memory (heap after collection, buffers included).
 */
async function medir(fn: () => Promise<{ linhas: number; bytes: number }>) {
  const pico = async (coletando: boolean) => {
    coletar();
    const soma = (m: NodeJS.MemoryUsage) => (coletando ? m.heapUsed + m.external + m.arrayBuffers : m.rss);
    const inicio = soma(process.memoryUsage());
    let maior = inicio;
    const amostra = setInterval(
      () => {
        if (coletando) coletar();
        maior = Math.max(maior, soma(process.memoryUsage()));
      },
      coletando ? 100 : 10,
    );
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const r = await fn();
    const cpu = process.cpuUsage(cpu0);
    const segundos = (performance.now() - t0) / 1000;
    clearInterval(amostra);
    return { ...r, segundos, cpu: (cpu.user + cpu.system) / 1e6, crescimento: (maior - inicio) / MB };
  };
  const livre = await pico(false);
  const coletado = await pico(true);
  return {
    linhas: livre.linhas,
    bytes: livre.bytes,
    segundos: livre.segundos,
    cpu: livre.cpu,
    rss: livre.crescimento,
    viva: coletado.crescimento,
  };
}

const { app, banco, post, descricao, fechar } = await abrirAppBench();
const conta = { email: 'fluxo@bench.com.br', senha: 'senha-forte-1' };
await post('/api/estabelecimentos/create', { ...conta, nome: 'Bench Fluxo', imagem_login: '' });
const login = await post('/api/estabelecimentos/login', conta);
const token = String(login.corpo.retorno.token);
const empresaId = Number(login.corpo.retorno.id);
await banco.db.execute(sql`insert into clientes (empresa_id, nome, apelido, cnpj_cpf, logradouro, cidade, uf, email)
  select ${empresaId}, 'Cliente ' || g, 'Apelido ' || g, '52998224725', 'Rua ' || g, 'São Paulo', 'SP',
    'cliente' || g || '@exemplo.com.br'
  from generate_series(1, ${N}) g`);
await banco.db.execute(sql`analyze clientes`);
const endereco = await app.listen({ port: 0, host: '127.0.0.1' });

// The streamed answer over HTTP to another process (curl), so only the server's memory is measured; the
// answer lands in a file whose rows are counted afterwards, by their opening `{"id":`.
const saida = join(mkdtempSync(join(tmpdir(), 'mascate-fluxo-')), 'resposta.json');
const lerEmFluxo = async () => {
  const curl = spawn('curl', [
    '-sS',
    '-f',
    '-X',
    'POST',
    '-H',
    `authorization: Bearer ${token}`,
    '-H',
    'content-type: application/json',
    '-d',
    '{}',
    '-o',
    saida,
    `${endereco}/api/clientes/read`,
  ]);
  const codigo = await new Promise<number | null>((ok) => curl.on('close', ok));
  if (codigo !== 0) throw new Error(`curl terminou com ${codigo}`);
  return { bytes: statSync(saida).size, linhas: 0 };
};
const contarLinhas = async () => {
  let linhas = 0;
  let resto = '';
  for await (const pedaco of createReadStream(saida, { encoding: 'utf8' })) {
    const texto = resto + pedaco;
    linhas += texto.split('{"id":').length - 1;
    resto = texto.slice(-5);
  }
  return linhas;
};

// Before: every row read into one array and serialized as one string.
const lerEmMemoria = async () => {
  const { linhas } = await comEmpresa(banco.db, empresaId, (tx) => listarClientes(tx, empresaId, {}));
  const texto = JSON.stringify({ retorno: { sucesso: true, mensagem: '' }, registros: linhas });
  return { bytes: Buffer.byteLength(texto), linhas: linhas.length };
};

const medida = await medir(MODO === 'fluxo' ? lerEmFluxo : lerEmMemoria);
if (MODO === 'fluxo') medida.linhas = await contarLinhas();

await app.close();
await fechar();
console.log(JSON.stringify({ ...medida, descricao }));
