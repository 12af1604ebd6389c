// The answers Fastify and Node give before any route runs (issue 43): a path parameter too long (414), a
// request line or headers too large (431), a malformed request (400). They were Fastify's own
// {error, message, statusCode}, without the security headers, echoing the whole path back; now they are
// the product's envelope with a pt-BR message and the same headers as every other answer.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { falha } from './envelope.ts';

/** What helmet sets on every answer (app.ts), for the answers given before its hook can run. */
const CABECALHOS_SEGURANCA: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

const MENSAGENS: Record<number, string> = {
  400: 'Requisição inválida: verifique o endereço e os dados enviados.',
  408: 'A requisição demorou demais para chegar. Tente novamente.',
  414: 'O endereço pedido é longo demais.',
  431: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
};

/** The router's own refusals: a parameter past maxParamLength (414), a URL it cannot decode (400). */
function errosDoFramework(erro: { code?: string }, _req: FastifyRequest, reply: FastifyReply): void {
  const status = erro.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  reply
    .status(status)
    .headers(CABECALHOS_SEGURANCA)
    .send(falha(MENSAGENS[status] ?? MENSAGENS[400] ?? ''));
}

/** Node's own refusals, before Fastify has a request: written to the socket as a whole answer. */
function errosDoCliente(erro: Error & { code?: string }, socket: Socket): void {
  if (erro.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status =
    erro.code === 'HPE_HEADER_OVERFLOW' ? 431 : erro.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const corpo = JSON.stringify(falha(MENSAGENS[status] ?? ''));
  const cabecalhos = Object.entries({
    ...CABECALHOS_SEGURANCA,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(corpo)),
    connection: 'close',
  })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${cabecalhos}\r\n${corpo}`);
}

export const opcoesRespostasFramework = {
  frameworkErrors: errosDoFramework,
  clientErrorHandler: errosDoCliente,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/**
 * Every JSON answer of the API is private to whoever asked (a session's data, the login's token, a company
 * token): no cache, a shared proxy's included, may keep it. A route that chose its own Cache-Control keeps it.
 */
export function semCacheNasRespostasJson(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  feito: (erro: null, payload: unknown) => void,
): void {
  const tipo = String(reply.getHeader('content-type') ?? '');
  if (req.url.startsWith('/api/') && tipo.startsWith('application/json') && !reply.hasHeader('cache-control'))
    reply.header('cache-control', 'no-store');
  feito(null, payload);
}
