import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Banco } from '../db/banco.ts';
import { type AnexoGuardado, emailsSaida } from '../db/schema.ts';
import { esperaExponencial, trabalhoPeriodico } from '../processos/trabalho-periodico.ts';

// A silent SMTP server fails an attempt in seconds instead of nodemailer's 2 minutes.
const ESPERA_SMTP_MS = 10_000;
// A claimed message not marked within this time (the process died mid-send) is tried again.
const RESERVA_MS = 5 * 60_000;
const POR_RODADA = 20;

/** Tests shorten the waits; nothing else changes them. */
export const ajustesFila = {
  intervaloMs: 1000,
  /** Wait after the first failure; doubles with each further one, up to `esperaMaximaMs`. */
  esperaBaseMs: 30_000,
  esperaMaximaMs: 60 * 60_000,
  tentativasMaximas: 10,
};

export const SEGREDO_REMOVIDO = '[removida]';

export const esperaAposFalha = (tentativas: number) =>
  esperaExponencial(tentativas, ajustesFila.esperaBaseMs, ajustesFila.esperaMaximaMs);

type Envio = (m: {
  para: string;
  assunto: string;
  texto: string;
  html: string;
  anexos?: AnexoGuardado[];
}) => Promise<void>;
type Linha = typeof emailsSaida.$inferSelect;

/**
 * One pass of the queue: claims due messages (FOR UPDATE SKIP LOCKED, so several server processes never
 * send one twice), sends each, then marks it sent, or schedules a retry with a growing wait. A sent or
 * given-up message keeps its text with the key blanked. Answers how many were sent.
 */
export async function processarFila(banco: Banco, enviar: Envio, agora: Date, log?: FastifyBaseLogger) {
  const devidas = banco.db
    .select({ id: emailsSaida.id })
    .from(emailsSaida)
    .where(and(isNotNull(emailsSaida.proximaEm), lte(emailsSaida.proximaEm, agora)))
    .orderBy(emailsSaida.proximaEm, emailsSaida.id)
    .limit(POR_RODADA)
    .for('update', { skipLocked: true });
  // The claim answers the claimed rows themselves: one statement for the whole pass, not one per message.
  const reservadas = await banco.db
    .update(emailsSaida)
    .set({
      tentativas: sql`${emailsSaida.tentativas} + 1`,
      proximaEm: new Date(agora.getTime() + RESERVA_MS),
    })
    .where(inArray(emailsSaida.id, devidas))
    .returning();
  let enviados = 0;
  for (const m of reservadas) {
    const { id } = m;
    try {
      await enviar(m);
      await banco.db
        .update(emailsSaida)
        .set({ ...semSegredo(m), enviadoEm: new Date(), erro: null, proximaEm: null })
        .where(eq(emailsSaida.id, id));
      enviados += 1;
    } catch (erro) {
      const desiste = m.tentativas >= ajustesFila.tentativasMaximas;
      const motivo = erro instanceof Error ? erro.message : String(erro);
      log?.warn({ emailId: id, tentativas: m.tentativas, desiste, err: motivo }, 'falha ao enviar e-mail');
      await banco.db
        .update(emailsSaida)
        .set({
          ...(desiste ? semSegredo(m) : {}),
          erro: motivo.slice(0, 1000),
          proximaEm: desiste ? null : new Date(agora.getTime() + esperaAposFalha(m.tentativas)),
        })
        .where(eq(emailsSaida.id, id));
    }
  }
  return enviados;
}

function semSegredo(m: Linha) {
  if (!m.segredo) return { segredo: null };
  return {
    texto: m.texto.replaceAll(m.segredo, SEGREDO_REMOVIDO),
    html: m.html.replaceAll(m.segredo, SEGREDO_REMOVIDO),
    segredo: null,
  };
}

function envioSmtp(url: string, de: string): Envio {
  const transporte = nodemailer.createTransport({
    url,
    connectionTimeout: ESPERA_SMTP_MS,
    greetingTimeout: ESPERA_SMTP_MS,
    socketTimeout: ESPERA_SMTP_MS,
  });
  return async (m) => {
    const attachments = (m.anexos ?? []).map((a) => ({
      filename: a.nome,
      contentType: a.tipo,
      content: a.base64,
      encoding: 'base64',
    }));
    await transporte.sendMail({
      from: de,
      to: m.para,
      subject: m.assunto,
      text: m.texto,
      html: m.html,
      attachments,
    });
  };
}

/**
 * The queue's worker, in every server process that has SMTP_URL: a pass every `intervaloMs` (one indexed
 * query when nothing is due). Without SMTP_URL messages stay in the outbox. The app's close waits for
 * the pass under way.
 */
export const filaEmails = fp(async (app: FastifyInstance) => {
  const { config, banco } = app.deps;
  if (!config.SMTP_URL) return;
  const enviar = envioSmtp(config.SMTP_URL, config.MAIL_FROM);
  trabalhoPeriodico(app, {
    nome: 'fila de e-mails',
    intervaloMs: () => ajustesFila.intervaloMs,
    rodada: () => processarFila(banco, enviar, app.deps.agora(), app.log),
  });
});
