// Test support: a real SMTP server on 127.0.0.1 for the API tests and the e2e run alike.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Mail to this domain is deferred (451) by the test server, never received. */
export const DOMINIO_ADIADO = 'adiado.test';

export type EmailRecebido = { para: string[]; bruto: string };

/** A message as the e2e specs read it from the folder: recipients, decoded subject and text. */
type EmailLegivel = { to: string[]; subject: string; text: string };

/**
 * Keeps what it receives; with `pasta`, also writes each message there as an EmailLegivel JSON file
 * (the e2e specs run in other processes than the server's peer). Port 0 picks a free one.
 */
export async function iniciarSmtp(opcoes: { porta?: number; pasta?: string } = {}): Promise<{
  url: string;
  recebidos: EmailRecebido[];
  fechar(): Promise<void>;
}> {
  const recebidos: EmailRecebido[] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mailbox of this domain is 'temporarily unavailable' (451): the sender keeps the message queued
    // for a retry, as with a real server that defers it (SMTP replies are ASCII: an accent arrives mangled).
    onRcptTo(endereco, _sessao, pronto) {
      if (endereco.address.toLowerCase().endsWith(`@${DOMINIO_ADIADO}`)) {
        pronto(Object.assign(new Error('4.2.1 Mailbox temporarily unavailable'), { responseCode: 451 }));
      } else pronto();
    },
    onData(stream, sessao, pronto) {
      const partes: Buffer[] = [];
      stream.on('data', (p: Buffer) => partes.push(p));
      stream.on('end', () => {
        const recebido = {
          para: sessao.envelope.rcptTo.map((r) => r.address),
          bruto: Buffer.concat(partes).toString('utf8'),
        };
        recebidos.push(recebido);
        if (opcoes.pasta) {
          writeFileSync(
            `${opcoes.pasta}${Date.now()}-${randomUUID()}.json`,
            JSON.stringify(legivel(recebido), null, 2),
          );
        }
        pronto();
      });
    },
  });
  await new Promise<void>((ok) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', ok));
  const { port } = servidor.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recebidos,
    fechar: () => new Promise<void>((ok) => servidor.close(() => ok())),
  };
}

/** The message body as written: undoes quoted-printable's soft line breaks and =XX escapes. */
export function decodificarQp(bruto: string): string {
  const bytes = bruto
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset key of the first /troca-senha/ link in a received message. */
export function chaveDoEmail(e: EmailRecebido): string {
  const m = /\/troca-senha\/([A-Za-z0-9_-]+)/.exec(decodificarQp(e.bruto));
  if (!m?.[1]) throw new Error(`sem link de troca de senha no e-mail:\n${e.bruto}`);
  return m[1];
}

function cabecalho(cabecalhos: string, nome: string): string {
  const m = new RegExp(`^${nome}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(cabecalhos);
  return (m?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

// RFC 2047 encoded words ('=?UTF-8?Q?...?=' or '?B?'), as nodemailer writes non-ASCII subjects.
function decodificarPalavras(v: string): string {
  return v.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _cs: string, modo: string, texto: string) =>
    modo.toUpperCase() === 'B'
      ? Buffer.from(texto, 'base64').toString('utf8')
      : decodificarQp(texto.replace(/_/g, ' ')),
  );
}

/** Recipients, subject and body of a received message, decoded as a person reads them. */
function legivel(e: EmailRecebido): EmailLegivel {
  const corte = e.bruto.search(/\r?\n\r?\n/);
  const cabecalhos = corte < 0 ? e.bruto : e.bruto.slice(0, corte);
  return {
    to: e.para,
    subject: decodificarPalavras(cabecalho(cabecalhos, 'Subject')),
    text: decodificarQp(corte < 0 ? '' : e.bruto.slice(corte)),
  };
}
