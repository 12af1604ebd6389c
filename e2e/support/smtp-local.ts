import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/** Undoes quoted-printable (soft line breaks and =XX escapes) so links can be read from the text. */
function decodificarQp(bruto: string): string {
  const bytes = bruto
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
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

/** Each message received is written to `pasta` as {to, subject, text}, for specs to read. */
export function iniciarSmtp(porta: number, pasta: string): Promise<SMTPServer> {
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, sessao, pronto) {
      const partes: Buffer[] = [];
      stream.on('data', (p: Buffer) => partes.push(p));
      stream.on('end', () => {
        const bruto = Buffer.concat(partes).toString('utf8');
        const corte = bruto.search(/\r?\n\r?\n/);
        const cabecalhos = corte < 0 ? bruto : bruto.slice(0, corte);
        const mensagem = {
          to: sessao.envelope.rcptTo.map((r) => r.address),
          subject: decodificarPalavras(cabecalho(cabecalhos, 'Subject')),
          text: decodificarQp(corte < 0 ? '' : bruto.slice(corte)),
        };
        writeFileSync(`${pasta}${Date.now()}-${randomUUID()}.json`, JSON.stringify(mensagem, null, 2));
        pronto();
      });
    },
  });
  return new Promise((ok) => servidor.listen(porta, '127.0.0.1', () => ok(servidor)));
}
