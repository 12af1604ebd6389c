import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { iniciarSmtp } from '../../packages/server/test/pares/smtp.ts';
import { iniciarViaCep } from '../../packages/server/test/pares/viacep.ts';
import { PASTA_EMAILS, PASTA_TELAS, PORTAS, RAIZ, TMP, URL_APP } from './caminhos.ts';

async function esperarSaude(servidor: ChildProcess): Promise<void> {
  // Generous: on a shared, loaded machine the first start (initdb, migrations, tsx) can pass a minute.
  const limite = Date.now() + 180_000;
  while (Date.now() < limite) {
    if (servidor.exitCode !== null)
      throw new Error(`o servidor Mascate terminou (código ${servidor.exitCode})`);
    try {
      const r = await fetch(`${URL_APP}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 250));
  }
  throw new Error('o servidor Mascate não respondeu em /api/health em 180 s');
}

function iniciarMascate(): ChildProcess {
  return spawn('npx', ['tsx', 'packages/server/src/main.ts'], {
    cwd: RAIZ,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so the teardown stops npx and the node process under it together.
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORTAS.app),
      HOST: '127.0.0.1',
      DATA_DIR: `${TMP}data`,
      PUBLIC_URL: URL_APP,
      CEP_API_URL: `http://127.0.0.1:${PORTAS.viaCep}/ws/{cep}/json/`,
      // Every spec signs up and signs in from 127.0.0.1: request limits scaled up (they have API tests).
      RATE_LIMIT_MULTIPLIER: '100',
      // One server process: the specs (and this bench) start, watch and stop that one process.
      WORKERS: '1',
      SMTP_URL: `smtp://127.0.0.1:${PORTAS.smtp}`,
      OIDC_ISSUER: `http://127.0.0.1:${PORTAS.oidc}`,
      OIDC_CLIENT_ID: 'mascate-e2e',
      OIDC_CLIENT_SECRET: 'segredo-e2e',
      LOG_LEVEL: 'warn',
    },
  });
}

async function pararMascate(servidor: ChildProcess): Promise<void> {
  if (servidor.exitCode !== null || servidor.pid === undefined) return;
  const terminou = new Promise<void>((ok) => servidor.once('exit', () => ok()));
  process.kill(-servidor.pid, 'SIGTERM');
  const prazo = setTimeout(() => servidor.pid && process.kill(-servidor.pid, 'SIGKILL'), 10_000);
  await terminou;
  clearTimeout(prazo);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(TMP, { recursive: true, force: true });
  for (const pasta of [TMP, PASTA_EMAILS, PASTA_TELAS]) mkdirSync(pasta, { recursive: true });

  const viaCep = await iniciarViaCep({ porta: PORTAS.viaCep });
  const smtp = await iniciarSmtp({ porta: PORTAS.smtp, pasta: PASTA_EMAILS });
  const mascate = iniciarMascate();
  try {
    await esperarSaude(mascate);
  } catch (erro) {
    await pararMascate(mascate);
    await viaCep.fechar();
    await smtp.fechar();
    throw erro;
  }

  return async () => {
    await pararMascate(mascate);
    await viaCep.fechar();
    await smtp.fechar();
  };
}
