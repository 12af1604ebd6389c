import pg from 'pg';

type Registro = { warn(obj: object, msg: string): void };

export type Ouvinte = {
  /** A notice's payload. */
  aviso(texto: string): void;
  /** LISTEN is in place: from now on every notice arrives. */
  ligado(): void;
  /** The connection is gone: notices may be missed until `ligado` again. */
  desligado(): void;
};

export type Escuta = { fechar(): Promise<void> };

// Reconnecting after a loss: quickly first, then at most every 30 s while the database stays away.
const ESPERA_INICIAL_MS = 500;
const ESPERA_MAXIMA_MS = 30_000;

/**
 * Listens to one PostgreSQL channel on a connection of its own (a pooled one would be handed to
 * requests). Resolves after the first attempt, so a server that starts with the database reachable is
 * listening before it serves; on any loss it tells the listener, reconnects with growing waits, and
 * LISTENs again.
 */
export async function escutarCanal(
  url: string,
  canal: string,
  ouvinte: Ouvinte,
  log?: Registro,
): Promise<Escuta> {
  let cliente: pg.Client | undefined;
  let fechado = false;
  let espera = ESPERA_INICIAL_MS;
  let relogio: NodeJS.Timeout | undefined;

  const perder = (atual: pg.Client) => {
    if (cliente !== atual) return;
    cliente = undefined;
    ouvinte.desligado();
    atual.end().catch(() => undefined);
    if (fechado) return;
    relogio = setTimeout(() => void conectar(), espera);
    espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
  };

  const conectar = async (): Promise<void> => {
    // keepAlive: a connection cut without a FIN (a network drop) is noticed, not silently kept.
    const novo = new pg.Client({ connectionString: url, keepAlive: true });
    cliente = novo;
    novo.on('notification', (m) => {
      if (m.channel === canal) ouvinte.aviso(m.payload ?? '');
    });
    novo.on('error', (erro) => {
      log?.warn({ err: erro }, `conexão de avisos (${canal}) perdida`);
      perder(novo);
    });
    novo.on('end', () => perder(novo));
    try {
      await novo.connect();
      await novo.query(`LISTEN ${pg.escapeIdentifier(canal)}`);
      if (cliente !== novo) return;
      espera = ESPERA_INICIAL_MS;
      ouvinte.ligado();
    } catch (erro) {
      log?.warn({ err: erro }, `não foi possível escutar o canal ${canal}`);
      perder(novo);
    }
  };

  await conectar();
  return {
    async fechar() {
      fechado = true;
      clearTimeout(relogio);
      const atual = cliente;
      cliente = undefined;
      if (atual) await atual.end().catch(() => undefined);
    },
  };
}
