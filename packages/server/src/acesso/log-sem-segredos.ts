import type { FastifyServerOptions } from 'fastify';

// Web paths whose last segment is a secret: the reset link (the spec's /troca-senha/{chave}) and share links.
const CAMINHO_COM_SEGREDO = /^(\/troca-senha\/|\/p\/)[^?#]+/;

/**
 * The URL as the log may keep it: a secret path segment becomes [removido] and every query value too
 * (OpenID's code and state arrive there), so a key never reaches a log file or a log collector.
 */
function urlSemSegredos(url: string): string {
  const [caminho = '', consulta] = url.split('?', 2);
  const seguro = caminho.replace(CAMINHO_COM_SEGREDO, '$1[removido]');
  if (consulta === undefined) return seguro;
  const nomes = consulta
    .split('&')
    .filter(Boolean)
    .map((par) => `${par.split('=', 1)[0]}=[removido]`);
  return `${seguro}?${nomes.join('&')}`;
}

type PedidoLogado = {
  method: string;
  url: string;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | undefined;
};

/** Fastify's logger options with the request serializer that drops secrets from URLs. */
export function opcoesLog(
  nivel: string,
  destino?: { write(linha: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: nivel,
    ...(destino ? { stream: destino } : {}),
    serializers: {
      req: (req: PedidoLogado) => ({
        method: req.method,
        url: urlSemSegredos(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
