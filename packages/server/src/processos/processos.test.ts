import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 42: `npm start` runs WORKERS server processes behind the one port, on the one embedded PostgreSQL
// the primary starts. Here the real program (main.ts) with WORKERS=2: a sign-out answered by one process
// is seen at once by the other (sessions live in PostgreSQL, each process's cache is cleared by its
// notice), a killed worker is replaced, and SIGTERM stops every process and the database.
const PORTA = 54201;
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const pasta = mkdtempSync(join(tmpdir(), 'mascate-processos-'));
let primario: ChildProcess;
let saida = '';

/** One request on a connection of its own, so the cluster hands each to the next process in turn. */
function chamar(metodo: string, caminho: string, corpo?: unknown, token?: string) {
  return new Promise<{ status: number; corpo: { retorno?: { token?: string } } }>((ok, erro) => {
    const texto = corpo === undefined ? undefined : JSON.stringify(corpo);
    const req = request(
      {
        host: '127.0.0.1',
        port: PORTA,
        method: metodo,
        path: caminho,
        agent: false,
        headers: {
          connection: 'close',
          ...(texto ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let dados = '';
        res.on('data', (d: Buffer) => {
          dados += d.toString('utf8');
        });
        res.on('end', () => ok({ status: res.statusCode ?? 0, corpo: dados ? JSON.parse(dados) : {} }));
      },
    );
    req.once('error', erro);
    req.end(texto);
  });
}

const trabalhadores = () =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primario.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes('main.ts'))
    .map((l) => Number.parseInt(l.trim(), 10))
    .filter((n) => n > 0);

async function ate<T>(fn: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await Promise.resolve()
      .then(fn)
      .catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > fim) throw new Error(`tempo esgotado; saída do servidor:\n${saida}`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

beforeAll(async () => {
  primario = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      WORKERS: '2',
      PORT: String(PORTA),
      HOST: '127.0.0.1',
      DATA_DIR: join(pasta, 'dados'),
      WEB_DIST: join(pasta, 'sem-web'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primario.stdout?.on('data', (d: Buffer) => {
    saida += d.toString();
  });
  primario.stderr?.on('data', (d: Buffer) => {
    saida += d.toString();
  });
  await ate(async () => ((await chamar('GET', '/api/health')).status === 200 ? true : undefined), 180_000);
  await ate(() => (trabalhadores().length === 2 ? true : undefined), 30_000);
}, 240_000);

afterAll(() => {
  if (primario.exitCode === null) primario.kill('SIGKILL');
  rmSync(pasta, { recursive: true, force: true });
});

describe('WORKERS=2: dois processos atrás de uma porta', () => {
  it('a saída da sessão respondida por um processo vale no outro na hora', async () => {
    const empresa = {
      email: 'processos@teste.com',
      nome: 'Dois Processos',
      cnpj: '11222333000181',
      senha: 'senha-segura-1',
    };
    expect(
      (await chamar('POST', '/api/estabelecimentos/create', { ...empresa, imagem_login: '' })).status,
    ).toBe(200);
    const login = await chamar('POST', '/api/estabelecimentos/login', {
      email: empresa.email,
      senha: empresa.senha,
    });
    const token = login.corpo.retorno?.token ?? '';
    expect(token).not.toBe('');
    // Each on a new connection: the cluster alternates the processes, so both keep the session in memory.
    for (let i = 0; i < 6; i++)
      expect((await chamar('POST', '/api/unidades/read', {}, token)).status).toBe(200);
    expect((await chamar('POST', '/api/estabelecimentos/logout', {}, token)).status).toBe(200);
    const depois = [];
    for (let i = 0; i < 6; i++) depois.push((await chamar('POST', '/api/unidades/read', {}, token)).status);
    expect(depois).toEqual([401, 401, 401, 401, 401, 401]);
  }, 60_000);

  it('um processo morto é substituído e o servidor segue respondendo', async () => {
    const antes = trabalhadores();
    expect(antes).toHaveLength(2);
    const [morto] = antes;
    process.kill(morto ?? 0, 'SIGKILL');
    const novos = await ate(() => {
      const t = trabalhadores();
      return t.length === 2 && !t.includes(morto ?? 0) ? t : undefined;
    }, 60_000);
    expect(novos).not.toContain(morto);
    await ate(async () => ((await chamar('GET', '/api/health')).status === 200 ? true : undefined), 60_000);
  }, 90_000);

  it('SIGTERM encerra todos os processos e o banco, e libera a pasta de dados', async () => {
    const filhos = trabalhadores();
    const fim = new Promise<number | null>((ok) => primario.once('exit', (codigo) => ok(codigo)));
    primario.kill('SIGTERM');
    expect(await fim).toBe(0);
    for (const pid of filhos) expect(() => process.kill(pid, 0)).toThrow();
    expect(existsSync(join(pasta, 'dados', 'mascate.pid'))).toBe(false);
  }, 90_000);
});
