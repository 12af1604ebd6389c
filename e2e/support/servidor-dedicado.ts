import { type ChildProcess, spawn } from 'node:child_process';
import { PORTAS, RAIZ, TMP } from './caminhos.ts';

// A Mascate server of one spec's own, on the run's base port + 10, that the spec may stop and start
// again (the field app's offline test needs the server really gone, not only the page set offline).
const PORTA_DEDICADA = PORTAS.app + 10;
export const URL_DEDICADA = `http://127.0.0.1:${PORTA_DEDICADA}`;

export type Dedicado = { url: string; iniciar(): Promise<void>; parar(): Promise<void> };

/**
 * `semSmtp`: a server with no e-mail server configured (the invitation without SMTP, issue 45), on the
 * base port + 11 so it can run beside the field app's.
 */
export function servidorDedicado(pasta: string, opcoes: { semSmtp?: boolean } = {}): Dedicado {
  const porta = opcoes.semSmtp ? PORTA_DEDICADA + 1 : PORTA_DEDICADA;
  const url = `http://127.0.0.1:${porta}`;
  let processo: ChildProcess | undefined;
  const esperar = async () => {
    const limite = Date.now() + 90_000;
    while (Date.now() < limite) {
      if (processo?.exitCode !== null)
        throw new Error(`o servidor dedicado terminou (${processo?.exitCode})`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((ok) => setTimeout(ok, 250));
    }
    throw new Error('o servidor dedicado não respondeu em 90 s');
  };
  return {
    url,
    async iniciar() {
      processo = spawn('npx', ['tsx', 'packages/server/src/main.ts'], {
        cwd: RAIZ,
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
        env: {
          ...process.env,
          PORT: String(porta),
          HOST: '127.0.0.1',
          DATA_DIR: `${TMP}${pasta}`,
          PUBLIC_URL: url,
          RATE_LIMIT_MULTIPLIER: '100',
          // One server process: the specs (and this bench) start, watch and stop that one process.
          WORKERS: '1',
          SMTP_URL: opcoes.semSmtp ? '' : `smtp://127.0.0.1:${PORTAS.smtp}`,
          LOG_LEVEL: 'warn',
        },
      });
      await esperar();
    },
    async parar() {
      const p = processo;
      if (!p || p.exitCode !== null || p.pid === undefined) return;
      const terminou = new Promise<void>((ok) => p.once('exit', () => ok()));
      process.kill(-p.pid, 'SIGTERM');
      const prazo = setTimeout(() => p.pid && process.kill(-p.pid, 'SIGKILL'), 15_000);
      await terminou;
      clearTimeout(prazo);
      // The embedded PostgreSQL is stopped by the server on its way out; make sure nothing answers.
      for (let i = 0; i < 40; i += 1) {
        try {
          await fetch(`${url}/api/health`);
        } catch {
          return;
        }
        await new Promise((ok) => setTimeout(ok, 250));
      }
    },
  };
}
