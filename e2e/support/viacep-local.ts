import { createServer, type Server } from 'node:http';

// Answers like ViaCEP: an unknown CEP gets { erro: true }, and one entry uses the string form some
// ViaCEP versions send, so the app handles both.
const ENDERECOS: Record<string, unknown> = {
  '01001000': {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
    ddd: '11',
  },
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

export function iniciarViaCep(porta: number): Promise<Server> {
  const servidor = createServer((req, res) => {
    const m = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !m?.[1]) {
      res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Http 400</h1>');
      return;
    }
    const corpo = ENDERECOS[m[1]] ?? { erro: true };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(corpo));
  });
  return new Promise((ok) => servidor.listen(porta, '127.0.0.1', () => ok(servidor)));
}
