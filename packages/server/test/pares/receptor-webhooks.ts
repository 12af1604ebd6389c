// Test support: a local HTTP server that receives webhooks as an integrator's would, keeping each request's
// headers and raw body, and answering what the test sets (200 by default; 503 while "down").
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recebido = { headers: IncomingHttpHeaders; corpo: string };

export type ReceptorWebhooks = {
  url: string;
  recebidos: Recebido[];
  /** The status the next requests get (200 until told otherwise; 503 for a receiver that is down). */
  responderCom(status: number): void;
  fechar(): Promise<void>;
};

export async function iniciarReceptor(): Promise<ReceptorWebhooks> {
  // A closure, not a field: the test's copy of this object (parDoArquivo) must reach the server's state.
  let status = 200;
  const receptor: ReceptorWebhooks = {
    url: '',
    recebidos: [],
    responderCom: (s) => {
      status = s;
    },
    fechar: async () => undefined,
  };
  const servidor = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      receptor.recebidos.push({ headers: req.headers, corpo: Buffer.concat(partes).toString('utf8') });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'fora do ar');
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  receptor.url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/webhook`;
  receptor.fechar = () => new Promise<void>((ok) => servidor.close(() => ok()));
  return receptor;
}
