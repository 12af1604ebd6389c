import type { Config } from '../config.ts';
import { dentroDoPrazo } from '../encerramento.ts';
import { abrirBanco, type Banco } from './banco.ts';
import { verificarPastaDados } from './pasta-dados.ts';
import { iniciarPostgresEmbutido, urlDoEmbutidoEmExecucao } from './postgres-embutido.ts';
import { travarPastaDados } from './trava.ts';

type Registro = { info(msg: string): void; warn(msg: string): void };

/**
 * `fechar(prazoMs)`: the pool waits for connections still checked out; past `prazoMs` (a request stuck at
 * shutdown) the embedded PostgreSQL is stopped anyway, which ends their sessions.
 */
export type BancoAberto = {
  banco: Banco;
  /** The connection URL, for the server processes the primary starts (main.ts). */
  url: string;
  descricao: string;
  fechar(prazoMs?: number): Promise<void>;
};

/**
 * The server's database: the PostgreSQL of DATABASE_URL, or the embedded one it starts in DATA_DIR
 * (holding the data directory's lock while it runs).
 */
export async function abrirBancoDoServidor(config: Config, log?: Registro): Promise<BancoAberto> {
  if (config.DATABASE_URL) {
    const banco = abrirBanco({
      url: config.DATABASE_URL,
      maxConexoes: config.DB_POOL_MAX,
      esperaConexaoMs: config.DB_POOL_ACQUIRE_TIMEOUT_MS,
    });
    return {
      banco,
      url: config.DATABASE_URL,
      descricao: 'PostgreSQL (DATABASE_URL)',
      fechar: () => banco.fechar(),
    };
  }
  // Before the lock: a folder the server cannot use is left exactly as it was.
  verificarPastaDados(config.DATA_DIR);
  const destravar = await travarPastaDados(config.DATA_DIR);
  try {
    const pg = await iniciarPostgresEmbutido(config.DATA_DIR, log);
    const banco = abrirBanco({
      url: pg.url,
      maxConexoes: config.DB_POOL_MAX,
      esperaConexaoMs: config.DB_POOL_ACQUIRE_TIMEOUT_MS,
    });
    return {
      banco,
      url: pg.url,
      descricao: `PostgreSQL embutido em ${pg.pasta}`,
      fechar: async (prazoMs = 10_000) => {
        await dentroDoPrazo(banco.fechar(), prazoMs);
        await pg.parar();
        await destravar();
      },
    };
  } catch (erro) {
    await destravar();
    throw erro;
  }
}

/**
 * For operator commands (CLI, backup): the running server's embedded PostgreSQL when there is one
 * (PostgreSQL serves both at once), else the database started as the server would.
 */
export async function abrirBancoParaOperador(config: Config, log?: Registro): Promise<BancoAberto> {
  const emExecucao = config.DATABASE_URL ? undefined : urlDoEmbutidoEmExecucao(config.DATA_DIR);
  if (emExecucao) {
    const banco = abrirBanco({ url: emExecucao, maxConexoes: 2 });
    return {
      banco,
      url: emExecucao,
      descricao: 'PostgreSQL do servidor em execução',
      fechar: () => banco.fechar(),
    };
  }
  return abrirBancoDoServidor(config, log);
}
