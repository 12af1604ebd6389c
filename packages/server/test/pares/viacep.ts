// Test support: a local HTTP server that answers like ViaCEP, for the API tests and the e2e run alike.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// An unknown CEP gets { erro: true }, and one entry uses the string form some ViaCEP versions send, so
// the app handles both.
/** The Praça da Sé's CEP, 01001000, as ViaCEP answers it. */
export const PRACA_DA_SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  ddd: '11',
};

const ENDERECOS_VIACEP: Record<string, Record<string, unknown>> = {
  '01001000': PRACA_DA_SE,
  '20040002': {
    cep: '20040-002',
    logradouro: 'Rua da Assembleia',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    ddd: '21',
  },
  '99999999': { erro: true },
  '88888888': { erro: 'true' },
};

export type ViaCepLocal = {
  /** CEP_API_URL for the app, with the {cep} placeholder. */
  url: string;
  servidor: Server;
  /** Every CEP asked for, in order. */
  pedidos: string[];
  fechar(): Promise<void>;
};

/**
 * `especial` lets a test answer some CEPs its own way (an answer that never comes, a 500...): it returns
 * true when it answered.
 */
export async function iniciarViaCep(
  opcoes: {
    porta?: number;
    especial?: (cep: string, res: import('node:http').ServerResponse) => boolean;
  } = {},
): Promise<ViaCepLocal> {
  const pedidos: string[] = [];
  const servidor = createServer((req, res) => {
    const m = /^\/ws\/(\d+)\/json\/?$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !m?.[1]) {
      res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Http 400</h1>');
      return;
    }
    const cep = m[1];
    pedidos.push(cep);
    if (opcoes.especial?.(cep, res)) return;
    const corpo = ENDERECOS_VIACEP[cep] ?? { erro: true };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(corpo));
  });
  await new Promise<void>((ok) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', ok));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    servidor,
    pedidos,
    fechar: () =>
      new Promise<void>((ok) => {
        servidor.closeAllConnections();
        servidor.close(() => ok());
      }),
  };
}
