import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErroApi } from '../http/erros.ts';

/**
 * Request limits per address and per account, counted by @fastify/rate-limit in this process's memory
 * (an LRU of at most `CHAVES_POR_LIMITE` keys per limit): with several server processes each counts on
 * its own, so the effective limit is the value times the number of processes. Values are per window;
 * RATE_LIMIT_MULTIPLIER scales every `max` (load tests only). docs/confiabilidade.md lists them.
 */
export type Limite = { max: number; janelaMs: number };

const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const CHAVES_POR_LIMITE = 10_000;

export const LIMITES = {
  cadastroPorEndereco: { max: 10, janelaMs: HORA },
  loginPorEndereco: { max: 30, janelaMs: MINUTO },
  solicitarTrocaPorEndereco: { max: 10, janelaMs: HORA },
  trocaSenhaPorEndereco: { max: 20, janelaMs: HORA },
  cepPorEndereco: { max: 60, janelaMs: MINUTO },
  cepPorEmpresa: { max: 120, janelaMs: MINUTO },
  // Issue 13: one address trying more than 300 share keys in a minute gets 429.
  linkPedidoPorEndereco: { max: 300, janelaMs: MINUTO },
  escritaPorEndereco: { max: 600, janelaMs: MINUTO },
  escritaPorConta: { max: 300, janelaMs: MINUTO },
  // Issue 42: the reads (a screen fires a few per click; a script thousands) and the paths no route
  // answers (a scanner's, or deep bodies sent to /api/x/y) get theirs too.
  leituraPorEndereco: { max: 3000, janelaMs: MINUTO },
  leituraPorConta: { max: 1200, janelaMs: MINUTO },
  desconhecidaPorEndereco: { max: 120, janelaMs: MINUTO },
} satisfies Record<string, Limite>;
export type NomeLimite = keyof typeof LIMITES;

/** The pt-BR 429: says when to try again, as the Retry-After header does. */
export function muitasRequisicoes(reply: FastifyReply, segundos: number, mensagem?: string): ErroApi {
  const espera = Math.max(1, Math.ceil(segundos));
  reply.header('retry-after', String(espera));
  return new ErroApi(
    'muitas_tentativas',
    mensagem ?? `Muitas requisições em pouco tempo. Tente novamente em ${formatarEspera(espera)}.`,
  );
}

export function formatarEspera(segundos: number): string {
  if (segundos < 60) return segundos === 1 ? '1 segundo' : `${segundos} segundos`;
  const minutos = Math.ceil(segundos / 60);
  return minutos === 1 ? '1 minuto' : `${minutos} minutos`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes nothing (a read sent as POST or PUT): the write limits do not count it. */
    leitura?: boolean;
  }
}

/**
 * A read route's config, set where the route is declared: reads change nothing and are exempt from the
 * write limits; every other API action (create, update, delete, logout, images...) is a write.
 */
export const LEITURA = { leitura: true } as const;

const PROPRIAS: Record<string, NomeLimite[]> = {
  'POST /api/estabelecimentos/create': ['cadastroPorEndereco'],
  'POST /api/estabelecimentos/login': ['loginPorEndereco'],
  'POST /api/estabelecimentos/solicitar_troca_senha': ['solicitarTrocaPorEndereco'],
  'POST /api/estabelecimentos/troca_senha': ['trocaSenhaPorEndereco'],
  'POST /api/estabelecimentos/aceitar_convite': ['trocaSenhaPorEndereco'],
  'GET /api/cep/:cep': ['cepPorEndereco'],
  // The shared order's public page and PDF: nobody guesses keys at speed, and the PDF is costly to build.
  'GET /p/:chave': ['linkPedidoPorEndereco'],
  'GET /p/:chave/pdf': ['linkPedidoPorEndereco'],
};

/** The address limits of a route; account limits come later, once the session is known. */
function limitesDoEndereco(req: FastifyRequest): NomeLimite[] {
  const { url, config } = req.routeOptions;
  const metodo = req.method;
  const proprios = PROPRIAS[`${metodo} ${url}`];
  if (proprios) return proprios;
  // No route: Fastify's not-found handler (an /api path nobody answers, or a page of the web app).
  if (req.is404) return req.url.startsWith('/api/') ? ['desconhecidaPorEndereco'] : [];
  if (!url?.startsWith('/api/')) return [];
  // The health check is what monitors and load balancers call: never limited.
  if (url === '/api/health') return [];
  if (metodo === 'GET' || metodo === 'HEAD' || config.leitura) return ['leituraPorEndereco'];
  return ['escritaPorEndereco'];
}

function limitesDaConta(req: FastifyRequest): NomeLimite[] {
  if (`${req.method} ${req.routeOptions.url}` === 'GET /api/cep/:cep') return ['cepPorEmpresa'];
  const doEndereco = limitesDoEndereco(req);
  if (doEndereco.includes('escritaPorEndereco')) return ['escritaPorConta'];
  return doEndereco.includes('leituraPorEndereco') ? ['leituraPorConta'] : [];
}

const chaveDe: Record<NomeLimite, (req: FastifyRequest) => string | undefined> = {
  cadastroPorEndereco: (req) => normalizeIP(req.ip),
  loginPorEndereco: (req) => normalizeIP(req.ip),
  solicitarTrocaPorEndereco: (req) => normalizeIP(req.ip),
  trocaSenhaPorEndereco: (req) => normalizeIP(req.ip),
  cepPorEndereco: (req) => normalizeIP(req.ip),
  linkPedidoPorEndereco: (req) => normalizeIP(req.ip),
  escritaPorEndereco: (req) => normalizeIP(req.ip),
  leituraPorEndereco: (req) => normalizeIP(req.ip),
  desconhecidaPorEndereco: (req) => normalizeIP(req.ip),
  cepPorEmpresa: (req) => (req.sessao ? `empresa:${req.sessao.empresaId}` : undefined),
  escritaPorConta: (req) => (req.sessao ? `usuario:${req.sessao.usuarioId}` : undefined),
  leituraPorConta: (req) => (req.sessao ? `usuario:${req.sessao.usuarioId}` : undefined),
};

/**
 * Address limits run in onRequest, before anything else is done for the request; account limits in
 * preParsing, after the session boundary (an onRequest hook of the signed-in routes) has read the token.
 * Both run before the body is parsed, so refused requests cost almost nothing.
 */
export const limitesRequisicoes = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, { global: false });
  const fator = app.deps.config.RATE_LIMIT_MULTIPLIER;
  const limitadores = Object.fromEntries(
    (Object.keys(LIMITES) as NomeLimite[]).map((nome) => {
      const l = LIMITES[nome];
      const limitador = app.createRateLimit({
        max: l.max * fator,
        timeWindow: l.janelaMs,
        // The key says which limit it counts, so one request never counts twice against one limit.
        keyGenerator: (req) => `${nome}:${chaveDe[nome](req) ?? ''}`,
        cache: CHAVES_POR_LIMITE,
      } as Parameters<FastifyInstance['createRateLimit']>[0]);
      return [nome, limitador];
    }),
  ) as Record<NomeLimite, ReturnType<FastifyInstance['createRateLimit']>>;

  async function aplicar(req: FastifyRequest, reply: FastifyReply, nomes: NomeLimite[]): Promise<void> {
    for (const nome of nomes) {
      if (chaveDe[nome](req) === undefined) continue;
      const r = await limitadores[nome](req);
      if (!r.isAllowed && r.isExceeded) throw muitasRequisicoes(reply, r.ttlInSeconds);
    }
  }

  app.addHook('onRequest', (req, reply) => aplicar(req, reply, limitesDoEndereco(req)));
  app.addHook('preParsing', async (req, reply, corpo) => {
    await aplicar(req, reply, limitesDaConta(req));
    return corpo;
  });
});
