import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * PGlite is one process's database: two servers on one data directory silently lose writes.
 * Takes a lock on DATA_DIR (refreshed while we run, stale after a crash) or refuses with a clear message.
 */
export async function travarPastaDados(dataDir: string): Promise<() => Promise<void>> {
  const pasta = resolve(dataDir);
  mkdirSync(pasta, { recursive: true });
  try {
    return await lockfile.lock(pasta, { stale: 15_000, update: 5_000, realpath: false });
  } catch (erro) {
    if (erro instanceof Error && 'code' in erro && erro.code === 'ELOCKED') {
      throw new Error(
        `Outro servidor Mascate já está usando a pasta de dados ${pasta}. ` +
          'Pare o outro servidor ou defina outro DATA_DIR antes de iniciar este.',
      );
    }
    throw erro;
  }
}
