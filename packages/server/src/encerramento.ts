import type { FastifyInstance } from 'fastify';

/** Resolves true when `p` settles within `ms`, false when the time ran out first (`p` is left running). */
export async function dentroDoPrazo(p: Promise<unknown>, ms: number): Promise<boolean> {
  let relogio: NodeJS.Timeout | undefined;
  const esgotou = new Promise<boolean>((ok) => {
    relogio = setTimeout(() => ok(false), ms);
  });
  try {
    return await Promise.race([
      p.then(
        () => true,
        () => true,
      ),
      esgotou,
    ]);
  } finally {
    clearTimeout(relogio);
  }
}

/**
 * Shutdown that always completes (issue 23): requests in flight get `prazoMs` to finish, then their
 * connections are cut; the database (pool, then the embedded PostgreSQL, whose fast stop ends any
 * session still open) gets its own `prazoMs`. Answers whether everything ended within the time.
 */
export async function encerrarComPrazo(
  app: FastifyInstance,
  fecharBanco: (prazoMs: number) => Promise<void>,
  prazoMs: number,
): Promise<boolean> {
  const fechou = await dentroDoPrazo(app.close(), prazoMs);
  if (!fechou) {
    app.log.warn(`requisições ainda em andamento após ${prazoMs} ms: conexões encerradas`);
    app.server.closeAllConnections();
  }
  const bancoFechou = await dentroDoPrazo(fecharBanco(prazoMs), 2 * prazoMs);
  if (!bancoFechou) app.log.warn('o banco não fechou dentro do prazo');
  return fechou && bancoFechou;
}
