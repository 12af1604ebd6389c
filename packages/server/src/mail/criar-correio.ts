import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Banco } from '../db/banco.ts';
import { emailsSaida } from '../db/schema.ts';
import type { Correio } from './correio.ts';

// A user waits on the answer, so a silent SMTP server fails in seconds instead of nodemailer's 2 minutes.
const ESPERA_SMTP_MS = 10_000;

/**
 * Every message goes to the emails_saida outbox first, so nothing is lost; with SMTP_URL it is then sent
 * and marked sent, or marked with the error and the error rethrown (the caller tells the user to retry).
 * Without SMTP the message text (with any link) goes to the log, so a self-hosted user can still reset.
 */
export function criarCorreio(config: Config, banco: Banco, log?: FastifyBaseLogger): Correio {
  const transporte = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: ESPERA_SMTP_MS,
        greetingTimeout: ESPERA_SMTP_MS,
        socketTimeout: ESPERA_SMTP_MS,
      })
    : undefined;
  const marcar = (id: number, valores: { enviadoEm: Date } | { erro: string }) =>
    banco.db.update(emailsSaida).set(valores).where(eq(emailsSaida.id, id));

  return {
    async enviar(m) {
      const [linha] = await banco.db.insert(emailsSaida).values(m).returning({ id: emailsSaida.id });
      if (!linha) throw new Error('e-mail não guardado na caixa de saída');
      if (!transporte) {
        log?.warn(
          { para: m.para, assunto: m.assunto },
          `SMTP_URL não configurado; e-mail guardado: ${m.texto}`,
        );
        return;
      }
      try {
        await transporte.sendMail({
          from: config.MAIL_FROM,
          to: m.para,
          subject: m.assunto,
          text: m.texto,
          html: m.html,
        });
      } catch (erro) {
        log?.error({ err: erro, emailId: linha.id }, 'falha ao enviar e-mail; ele ficou na caixa de saída');
        await marcar(linha.id, { erro: erro instanceof Error ? erro.message : String(erro) });
        throw erro;
      }
      await marcar(linha.id, { enviadoEm: new Date() });
    },
  };
}
