// Issue 23: pedidosvenda/enviar_email queued 60 mails to one outside address in 2 s. Orders go out by
// e-mail at most so often per recipient and per company, each an hour's fixed window counted in
// tentativas_acesso (the access-attempt counters, read and written as the owner role).
import type { FastifyReply } from 'fastify';
import { contarTentativa, type Limite } from '../acesso/limite-tentativas.ts';
import { formatarEspera, muitasRequisicoes } from '../acesso/limites-requisicoes.ts';
import type { Executor } from '../db/banco.ts';

/** The same address (any company): a customer gets a handful of orders an hour, not a flood. */
export const EMAILS_POR_DESTINATARIO: Limite = { limite: 10, janelaMs: 60 * 60_000 };
/** One company, every recipient: a busy day's sending, not a mailing list. */
export const EMAILS_POR_EMPRESA: Limite = { limite: 200, janelaMs: 60 * 60_000 };

const msgLimiteDestinatario = (espera: string) =>
  `Este destinatário já recebeu ${EMAILS_POR_DESTINATARIO.limite} e-mails de pedido na última hora. Aguarde ${espera} e tente novamente.`;
const msgLimiteEmpresa = (espera: string) =>
  `A empresa já enviou ${EMAILS_POR_EMPRESA.limite} e-mails de pedido na última hora. Aguarde ${espera} e tente novamente.`;

/**
 * Counts one order e-mail to `para` for the company, or throws 429 (with Retry-After) when either limit
 * is spent. Runs outside any transaction (its own statements on the pool), before the link is made.
 */
export async function conferirLimitesEmail(
  db: Executor,
  reply: FastifyReply,
  empresaId: number,
  para: string,
  agora: Date,
): Promise<void> {
  const limites = [
    {
      chave: `email:para:${para.trim().toLowerCase()}`,
      l: EMAILS_POR_DESTINATARIO,
      msg: msgLimiteDestinatario,
    },
    { chave: `email:empresa:${empresaId}`, l: EMAILS_POR_EMPRESA, msg: msgLimiteEmpresa },
  ];
  for (const { chave, l, msg } of limites) {
    const { tentativas, fimJanela } = await contarTentativa(db, chave, l, agora);
    if (tentativas > l.limite) {
      const segundos = Math.ceil((fimJanela.getTime() - agora.getTime()) / 1000);
      throw muitasRequisicoes(reply, segundos, msg(formatarEspera(Math.max(1, segundos))));
    }
  }
}
