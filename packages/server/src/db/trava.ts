import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processoVivo } from './postgres-embutido.ts';

/**
 * One Mascate server per data directory: the embedded PostgreSQL is started and stopped by its server.
 * The lock is a file holding our pid. A lock whose process is gone (killed, crashed) is taken over at
 * once, so a server restarts immediately after a crash instead of waiting for the lock to go stale.
 */
const nestaExecucao = new Set<string>();

export async function travarPastaDados(dataDir: string): Promise<() => Promise<void>> {
  const pasta = resolve(dataDir);
  if (nestaExecucao.has(pasta)) throw emUso(pasta);
  mkdirSync(pasta, { recursive: true });
  const trava = join(pasta, 'mascate.pid');
  const temporario = join(pasta, `mascate.pid.${process.pid}`);
  writeFileSync(temporario, String(process.pid));
  try {
    for (let tentativa = 0; ; tentativa++) {
      try {
        // link() fails if the lock exists: two servers starting together cannot both take it.
        linkSync(temporario, trava);
        break;
      } catch (erro) {
        if ((erro as NodeJS.ErrnoException).code !== 'EEXIST' || tentativa > 0) throw erro;
        const dono = donoDaTrava(pasta);
        // Our own pid in the file is a lock left by an earlier run that had the same pid (containers).
        if (dono !== undefined && dono !== process.pid && servidorVivo(dono)) throw emUso(pasta);
        unlinkSync(trava);
      }
    }
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new Error(`Outro servidor Mascate está iniciando na pasta de dados ${pasta}. Tente de novo.`);
    }
    throw erro;
  } finally {
    unlinkSync(temporario);
  }
  nestaExecucao.add(pasta);
  return async () => {
    nestaExecucao.delete(pasta);
    if (donoDaTrava(pasta) === process.pid) unlinkSync(trava);
  };
}

function emUso(pasta: string): Error {
  return new Error(
    `Outro servidor Mascate já está usando a pasta de dados ${pasta}. ` +
      'Pare o outro servidor ou defina outro DATA_DIR antes de iniciar este.',
  );
}

/** Alive and a Node process: after a restart an old pid may belong to some other program. */
function servidorVivo(pid: number): boolean {
  if (!processoVivo(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** The pid of the server holding DATA_DIR, if any (alive or not). */
export function donoDaTrava(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(resolve(dataDir), 'mascate.pid'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
