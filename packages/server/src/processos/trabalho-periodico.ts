// The one loop behind every background worker of a server process (the mail queue, the export jobs, the
// webhook deliveries): a pass, then a pause, then the next pass, so passes never overlap in a process;
// several processes share the work through their claims in PostgreSQL (FOR UPDATE SKIP LOCKED), not
// through this loop. The app's close stops the loop and waits for the pass under way.
import type { FastifyInstance } from 'fastify';

type TrabalhoPeriodico = {
  /** Named in the log when a pass fails: the next pass still runs. */
  nome: string;
  /** Read before each pause, so a test that shortens it after the import is heard. */
  intervaloMs: () => number;
  /** One pass; `parar()` turns true when the app is closing, for a pass that can stop between steps. */
  rodada: (parar: () => boolean) => Promise<unknown>;
};

/** Starts the loop when the app is ready; to be called inside the worker's plugin. */
export function trabalhoPeriodico(app: FastifyInstance, t: TrabalhoPeriodico): void {
  let rodada: Promise<unknown> = Promise.resolve();
  let relogio: NodeJS.Timeout | undefined;
  let fechada = false;
  const parar = () => fechada;
  const agendar = () => {
    if (fechada) return;
    relogio = setTimeout(() => {
      rodada = t
        .rodada(parar)
        .catch((erro: unknown) => app.log.error({ err: erro }, `${t.nome} falhou`))
        .then(agendar);
    }, t.intervaloMs());
  };
  app.addHook('onReady', async () => agendar());
  app.addHook('onClose', async () => {
    fechada = true;
    clearTimeout(relogio);
    await rodada;
  });
}

/**
 * The wait after the `tentativas`-th failed attempt: `baseMs` after the first, doubling with each further
 * one, never more than `maximaMs`.
 */
export const esperaExponencial = (tentativas: number, baseMs: number, maximaMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, tentativas - 1), maximaMs);
