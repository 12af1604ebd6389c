// The shared order's public page and its PDF (with the company's logo) under 64 concurrent connections for
// 60 s against a real server process with its default pool, while /api/health is polled every 250 ms:
// before the fix, pool size + 2 concurrent requests hung the server for good. Prints a table (requests,
// req/s, p50, p99, errors; health answers and their p99). Exits 1 on any error or unhealthy answer.
// Run: npx tsx bench/pagina-publica.ts [--conexoes 64] [--segundos 60] [--porta 3390]
//      (embedded PostgreSQL in a new folder, or DATABASE_URL when set)
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { tamanhoPoolPadrao } from '../packages/server/src/db/banco.ts';
import { usuarios } from '../packages/server/src/db/schema.ts';
import { cadastrarEmpresa, chamadorDe } from '../packages/server/test/chamadas.ts';
import { PNG } from '../packages/server/test/produtos-apoio.ts';
import { cadastrarTudo } from '../packages/server/test/seguranca-dados.ts';
import { abrirAppBench } from './app-bench.ts';
import { opcao } from './opcoes.ts';
import { iniciarServidor } from './servidor.ts';

const conexoes = opcao('conexoes', 64);
const segundos = opcao('segundos', 60);
const porta = opcao('porta', 3390);

// The data: one company with a logo, a customer, an order and its share link (the tests' fixture).
const semente = await abrirAppBench();
const chamar = chamadorDe(semente.app);
const empresa = await cadastrarEmpresa(chamar, {
  email: `publica-${Date.now()}@bench.local`,
  senha: 'senha-forte-1',
  nome: 'Distribuidora Pública',
  cnpj: '11.222.333/0001-81',
});
const { chave } = await cadastrarTudo({ app: semente.app, chamar }, empresa, 'BENCH');
await semente.banco.db
  .update(usuarios)
  .set({ imagemLogin: `data:image/png;base64,${PNG.toString('base64')}` })
  .where(eq(usuarios.empresaId, empresa.empresaId));
const dataDir = semente.config.DATA_DIR;
await semente.app.close();
await semente.fechar();

const servidor = await iniciarServidor({
  porta,
  forma: 'tsx src/main.ts',
  env: process.env.DATABASE_URL ? {} : { DATA_DIR: dataDir },
});

// /api/health one call after another, every 250 ms, for the whole run.
const saude: { status: number; ms: number }[] = [];
let medindo = true;
const sonda = (async () => {
  while (medindo) {
    const t = performance.now();
    const status = await fetch(`http://127.0.0.1:${porta}/api/health`, {
      signal: AbortSignal.timeout(30_000),
    }).then(
      (r) => r.status,
      () => 0,
    );
    saude.push({ status, ms: performance.now() - t });
    await new Promise((ok) => setTimeout(ok, 250));
  }
})();

const r = await autocannon({
  url: `http://127.0.0.1:${porta}`,
  connections: conexoes,
  duration: segundos,
  timeout: 30,
  // Page and PDF alternate on every connection.
  requests: [
    { method: 'GET', path: `/p/${chave}` },
    { method: 'GET', path: `/p/${chave}/pdf` },
  ],
});
medindo = false;
await sonda;
await servidor.parar();

const tempos = saude.map((s) => s.ms).sort((a, b) => a - b);
const p99Saude = tempos[Math.min(tempos.length - 1, Math.floor(0.99 * tempos.length))] ?? 0;
const saudaveis = saude.filter((s) => s.status === 200).length;
const erros = r.non2xx + r.errors;
const n = (v: number, casas = 0) => v.toLocaleString('pt-BR', { maximumFractionDigits: casas });

console.log(
  `\nPágina pública + PDF (alternados), ${conexoes} conexões, ${segundos} s, pool padrão de ${tamanhoPoolPadrao()} conexões`,
);
console.log('| requisições | req/s | p50 (ms) | p99 (ms) | erros | /api/health 200 | /api/health p99 (ms) |');
console.log('|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${n(r.requests.total)} | ${n(r.requests.average, 1)} | ${n(r.latency.p50)} | ${n(r.latency.p99)} | ${n(erros)} | ${saudaveis}/${saude.length} | ${n(p99Saude)} |`,
);
if (erros > 0 || saudaveis !== saude.length) {
  console.error('Falhas:', JSON.stringify(r.statusCodeStats), `timeouts ${r.timeouts}`);
  process.exit(1);
}
process.exit(0);
