import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Banco } from '../db/banco.ts';
import { emailsSaida } from '../db/schema.ts';
import type { Correio } from './correio.ts';

/**
 * Puts each message in the emails_saida outbox (on the caller's transaction when it passes one) and returns: sending happens in the queue (fila.ts), with
 * retries, so a slow or absent SMTP server never delays an answer and a restart loses nothing.
 * Without SMTP_URL the message stays there unsent; the log says so but never shows its text (a reset
 * key must not reach a log).
 */
export function criarCorreio(config: Config, banco: Banco, log?: FastifyBaseLogger): Correio {
  return {
    async enviar({ pedido, ...m }, executor = banco.db) {
      const [linha] = await executor
        .insert(emailsSaida)
        .values({
          ...m,
          empresaId: pedido?.empresaId ?? null,
          pedidoId: pedido?.pedidoId ?? null,
          segredo: m.segredo ?? null,
          anexos: (m.anexos ?? []).map((a) => ({
            nome: a.nome,
            tipo: a.tipo,
            base64: a.conteudo.toString('base64'),
          })),
        })
        .returning({ id: emailsSaida.id });
      if (!linha) throw new Error('e-mail não guardado na caixa de saída');
      if (!config.SMTP_URL) {
        log?.warn(
          { emailId: linha.id, assunto: m.assunto },
          'SMTP_URL não configurado: o e-mail ficou na caixa de saída (emails_saida), sem envio',
        );
      }
      return linha.id;
    },
  };
}
