import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Banco } from '../db/banco.ts';
import { emailsSaida } from '../db/schema.ts';
import type { Correio } from './correio.ts';

/**
 * Every message goes to the emails_saida outbox first; with SMTP_URL it is then sent and marked.
 * Without SMTP the message text (with any link) goes to the log, so a self-hosted user can still reset.
 */
export function criarCorreio(config: Config, banco: Banco, log?: FastifyBaseLogger): Correio {
  const transporte = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  return {
    async enviar(m) {
      const [linha] = await banco.db.insert(emailsSaida).values(m).returning({ id: emailsSaida.id });
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
        if (linha)
          await banco.db
            .update(emailsSaida)
            .set({ enviadoEm: new Date() })
            .where(eq(emailsSaida.id, linha.id));
      } catch (erro) {
        log?.error({ err: erro }, 'falha ao enviar e-mail');
        if (linha)
          await banco.db
            .update(emailsSaida)
            .set({ erro: String(erro) })
            .where(eq(emailsSaida.id, linha.id));
        throw erro;
      }
    },
  };
}
