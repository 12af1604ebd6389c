import type { Executor } from '../db/banco.ts';

/**
 * A message to send. `segredo` is the one-time key it carries (a reset link's): the outbox replaces it in
 * the stored text once the message is sent or given up, so the kept copy opens nothing.
 */
export type Mensagem = {
  para: string;
  assunto: string;
  texto: string;
  html: string;
  segredo?: string;
  /** Files sent with the message (an order's PDF). */
  anexos?: Anexo[];
  /** The order the message carries (issue 27): the order shows whether it is still queued or sent. */
  pedido?: { empresaId: number; pedidoId: number };
};

type Anexo = { nome: string; tipo: string; conteudo: Buffer };

/**
 * Queues mail: every message goes to the emails_saida outbox, which the queue (fila.ts) sends. Code
 * inside a transaction passes it as `executor`: the message is written on that connection (and commits
 * or rolls back with it) instead of asking the pool for a second one while holding the first. Answers
 * the queued message's id.
 */
export type Correio = { enviar(m: Mensagem, executor?: Executor): Promise<number> };
