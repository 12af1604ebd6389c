// Starts Mascate's server as a child process on 127.0.0.1 for bench/carga.ts: the compiled JavaScript
// (packages/server/dist/main.js, built first) when the package has a build, else src/main.ts through tsx.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

const RAIZ = new URL('../', import.meta.url).pathname;
const SERVIDOR = `${RAIZ}packages/server/`;

export type Servidor = {
  porta: number;
  pid: number;
  /** Milliseconds from spawn to the first healthy answer. */
  inicioMs: number;
  /** Resident memory now and at its peak (MB), from /proc. */
  memoria(): { rss: number; pico: number };
  parar(): Promise<void>;
};

// Every child this run starts is killed when the run ends, even by an error: none is left holding a port.
const filhos = new Set<ChildProcess>();
process.once('exit', () => {
  // SIGTERM: a server still stops its embedded PostgreSQL on its own after this process is gone.
  for (const f of filhos) f.kill('SIGTERM');
});
export function acompanhar(f: ChildProcess): ChildProcess {
  filhos.add(f);
  f.once('exit', () => filhos.delete(f));
  return f;
}

/** Refuses a busy port: a server left from another run would answer in place of this one. */
export function portaLivre(porta: number): Promise<void> {
  return new Promise((ok, falhou) => {
    const s = createServer();
    s.once('error', () => falhou(new Error(`a porta ${porta} já está em uso`)));
    s.listen(porta, '127.0.0.1', () => s.close(() => ok()));
  });
}

let compilado = false;
/** Builds the server once per run when it has a build script; answers how it is started. */
export function prepararServidor(forcarTsx: boolean): string {
  const pacote = JSON.parse(readFileSync(`${SERVIDOR}package.json`, 'utf8')) as {
    scripts?: Record<string, string>;
  };
  if (forcarTsx || !pacote.scripts?.build) return 'tsx src/main.ts';
  // BENCH_COMPILADO=1: a parent run (bench/busca.ts) built the server already.
  if (!compilado && process.env.BENCH_COMPILADO !== '1') {
    execFileSync('npm', ['run', 'build', '-w', '@mascate/server'], { cwd: RAIZ, stdio: 'ignore' });
    compilado = true;
  }
  return 'node dist/main.js';
}

function comando(forma: string, preCarga?: string): string[] {
  // The preload is TypeScript: tsx loads it (and the server, when it is not compiled).
  const extra = preCarga ? ['--import', 'tsx', '--import', preCarga] : [];
  return forma === 'node dist/main.js'
    ? [...extra, `${SERVIDOR}dist/main.js`]
    : [...(preCarga ? extra : ['--import', 'tsx']), `${SERVIDOR}src/main.ts`];
}

function lerMemoria(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (campo: string) => Number(new RegExp(`${campo}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, pico: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, pico: 0 };
  }
}

export async function iniciarServidor(opcoes: {
  porta: number;
  forma: string;
  env: Record<string, string>;
  preCarga?: string;
}): Promise<Servidor> {
  await portaLivre(opcoes.porta);
  const inicio = performance.now();
  const filho = acompanhar(
    spawn(process.execPath, comando(opcoes.forma, opcoes.preCarga), {
      cwd: RAIZ,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(opcoes.porta),
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent-mascate-web',
        // The per-address and per-account request limits would refuse a load test from one address.
        RATE_LIMIT_MULTIPLIER: '100000',
        // The login bench sends a different X-Forwarded-For per request: many users, many addresses.
        TRUST_PROXY: '1',
        ...opcoes.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const pid = filho.pid ?? 0;
  let saiu = false;
  const saida = new Promise<void>((ok) => filho.once('exit', () => ok()));
  saida.then(() => {
    saiu = true;
  });
  const url = `http://127.0.0.1:${opcoes.porta}/api/health`;
  for (;;) {
    if (saiu) throw new Error(`o servidor na porta ${opcoes.porta} terminou ao iniciar`);
    // 300 s: a new embedded data folder (initdb and every migration) on a loaded 2-core machine took over 120.
    if (performance.now() - inicio > 300_000) throw new Error('o servidor não respondeu em 300 s');
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    porta: opcoes.porta,
    pid,
    inicioMs: performance.now() - inicio,
    memoria: () => lerMemoria(pid),
    async parar() {
      if (saiu) return;
      filho.kill('SIGTERM');
      const limite = setTimeout(() => filho.kill('SIGKILL'), 20_000);
      await saida;
      clearTimeout(limite);
    },
  };
}
