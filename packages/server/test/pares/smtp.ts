import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type EmailRecebido = { para: string[]; bruto: string };

/** A real SMTP server on an ephemeral port that keeps what it receives (tests only). */
export async function iniciarSmtp(): Promise<{
  url: string;
  recebidos: EmailRecebido[];
  fechar(): Promise<void>;
}> {
  const recebidos: EmailRecebido[] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, sessao, pronto) {
      const partes: Buffer[] = [];
      stream.on('data', (p: Buffer) => partes.push(p));
      stream.on('end', () => {
        recebidos.push({
          para: sessao.envelope.rcptTo.map((r) => r.address),
          bruto: Buffer.concat(partes).toString('utf8'),
        });
        pronto();
      });
    },
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
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
