import type { FastifyReply, FastifyRequest } from 'fastify';

// Every app of the process shares it: waiting for another app's task too is harmless.
const pendentes = new Set<Promise<void>>();

/**
 * Runs `tarefa` once the answer has gone out, so its cost never shows in the answer's time (the reset
 * request answers alike whether or not the account exists). Failures go to the log; `aguardarSegundoPlano`
 * (the app's close, tests) waits for what is still running.
 */
export function depoisDaResposta(
  req: FastifyRequest,
  reply: FastifyReply,
  tarefa: () => Promise<void>,
): void {
  reply.raw.once('finish', () => {
    const p: Promise<void> = tarefa()
      .catch((erro: unknown) => req.log.error({ err: erro }, 'tarefa depois da resposta falhou'))
      .finally(() => pendentes.delete(p));
    pendentes.add(p);
  });
}

export async function aguardarSegundoPlano(): Promise<void> {
  while (pendentes.size) await Promise.all([...pendentes]);
}
