import { accessSync, constants, existsSync, readFileSync, statfsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * DATA_DIR is checked before anything is written there (lock, password, cluster): a folder the server
 * cannot use gets one line saying what to do, and stays as it was. A new cluster takes about 40 MB
 * (initdb, one WAL segment); an existing one needs room for the WAL it writes on start.
 */
export const MB_NOVO_CLUSTER = 128;
const MB_CLUSTER_EXISTENTE = 32;

export class ErroPastaDados extends Error {}

type Opcoes = {
  /** Free bytes where `pasta` lives (injected by tests; statfs by default). */
  livre?: (pasta: string) => number;
};

export function verificarPastaDados(dataDir: string, opcoes: Opcoes = {}): void {
  const raiz = resolve(dataDir);
  const existente = ancestralExistente(raiz);
  if (existente === raiz && !statSync(raiz).isDirectory()) {
    throw new ErroPastaDados(
      `DATA_DIR aponta para o arquivo ${raiz}, não para uma pasta: defina DATA_DIR como uma pasta nova ou de dados do Mascate.`,
    );
  }
  if (!statSync(existente).isDirectory()) {
    throw new ErroPastaDados(
      `Não é possível criar a pasta de dados ${raiz}: ${existente} é um arquivo. Defina DATA_DIR como outra pasta.`,
    );
  }
  try {
    accessSync(existente, constants.W_OK | constants.X_OK);
  } catch (erro) {
    const somenteLeitura = (erro as NodeJS.ErrnoException).code === 'EROFS';
    throw new ErroPastaDados(
      somenteLeitura
        ? `A pasta de dados ${raiz} fica num disco somente leitura (${existente}): defina DATA_DIR como uma pasta em que se possa gravar.`
        : `Sem permissão de escrita na pasta de dados ${existente} (do usuário ${nomeDoUsuario(statSync(existente).uid)}): ` +
            `defina DATA_DIR como uma pasta sua, por exemplo DATA_DIR=${join(process.env.HOME ?? '~', 'mascate-dados')}.`,
    );
  }
  const novo = !existsSync(join(raiz, 'postgres', 'PG_VERSION')) && !existsSync(join(raiz, 'postgres-local'));
  const precisaMb = novo ? MB_NOVO_CLUSTER : MB_CLUSTER_EXISTENTE;
  const livreMb = Math.floor((opcoes.livre ?? bytesLivres)(existente) / 2 ** 20);
  if (livreMb < precisaMb) {
    throw new ErroPastaDados(
      `O disco da pasta de dados ${raiz} tem ${livreMb} MB livres e o PostgreSQL embutido precisa de ${precisaMb} MB: ` +
        'libere espaço ou defina DATA_DIR numa pasta de outro disco.',
    );
  }
}

/** The folder itself, or the nearest parent that exists (what mkdir -p would start from). */
function ancestralExistente(pasta: string): string {
  let atual = pasta;
  while (!existsSync(atual) && dirname(atual) !== atual) atual = dirname(atual);
  return atual;
}

function bytesLivres(pasta: string): number {
  const s = statfsSync(pasta);
  return Number(s.bavail) * Number(s.bsize);
}

/** A uid's login name, for the message (from /etc/passwd; its number when it is not there). */
function nomeDoUsuario(uid: number): string {
  try {
    const linha = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.split(':')[2] === String(uid));
    if (linha) return linha.split(':')[0] ?? String(uid);
  } catch {
    // no /etc/passwd: the number says enough
  }
  return `de número ${uid}`;
}
