import type { EmailEnvio } from '@mascate/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Banco } from '../db/banco.ts';
import { emailsSaida } from '../db/schema.ts';

// Issue 27: what the mail queue knows of an order's e-mail. The outbox is read as the owner (it is outside
// row-level security and never granted to the app's role), always after the company's transaction has
// found the order in the session's reach, and with no transaction open (one connection at a time).

type Linha = Pick<typeof emailsSaida.$inferSelect, 'para' | 'criadoEm' | 'enviadoEm' | 'proximaEm'>;

function envio(l: Linha): EmailEnvio {
  return {
    situacao: l.enviadoEm ? 'enviado' : l.proximaEm ? 'na_fila' : 'falhou',
    para: l.para,
    pedido_em: new Date(l.criadoEm).toISOString(),
    enviado_em: l.enviadoEm ? l.enviadoEm.toISOString() : null,
  };
}

const colunas = {
  para: emailsSaida.para,
  criadoEm: emailsSaida.criadoEm,
  enviadoEm: emailsSaida.enviadoEm,
  proximaEm: emailsSaida.proximaEm,
};

/** The order's last e-mail, or null when it was never e-mailed (index emails_saida_pedido). */
export async function ultimoEmailDoPedido(
  banco: Banco,
  empresaId: number,
  pedidoId: number,
): Promise<EmailEnvio | null> {
  const [l] = await banco.db
    .select(colunas)
    .from(emailsSaida)
    .where(and(eq(emailsSaida.empresaId, empresaId), eq(emailsSaida.pedidoId, pedidoId)))
    .orderBy(desc(emailsSaida.id))
    .limit(1);
  return l ? envio(l) : null;
}

/** Waits at most for this long for the queue to send a message just queued (SMTP configured). */
const ESPERA_ENVIO_MS = 3000;
const INTERVALO_MS = 100;

/**
 * Whether the queue sent the message within `esperaMs`: checked every 100 ms, each check a short
 * query on the primary key (the event loop stays free while waiting). The queue's worker runs every
 * second, so an answer usually comes within one or two; a slow or failing SMTP server leaves it queued.
 */
export async function aguardarEnvio(
  banco: Banco,
  emailId: number,
  esperaMs = ESPERA_ENVIO_MS,
): Promise<boolean> {
  const limite = Date.now() + esperaMs;
  for (;;) {
    const [l] = await banco.db
      .select({ enviadoEm: emailsSaida.enviadoEm })
      .from(emailsSaida)
      .where(eq(emailsSaida.id, emailId));
    if (l?.enviadoEm) return true;
    if (Date.now() + INTERVALO_MS > limite) return false;
    await new Promise((r) => setTimeout(r, INTERVALO_MS));
  }
}

export const mensagemEnviado = (para: string) => `Pedido enviado para ${para}.`;
/** The answer while the mail waits in the queue (no SMTP configured, or a retry pending). */
export const mensagemNaFila = (para: string, semSmtp: boolean) =>
  semSmtp
    ? `Pedido na fila de envio para ${para}: o servidor de e-mail não está configurado, o e-mail ainda não foi enviado.`
    : `Pedido na fila de envio para ${para}: será enviado assim que o servidor de e-mail aceitar.`;
