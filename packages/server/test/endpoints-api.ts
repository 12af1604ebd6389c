import type { FastifyInstance } from 'fastify';
import type { EndpointRegistrado } from '../src/http/endpoints-registrados.ts';

/** The only routes answered without a session (auth/fronteira-autenticacao.test.ts checks every other one answers 401). */
export const ENDPOINTS_PUBLICOS = [
  'GET /api/health',
  'POST /api/estabelecimentos/create',
  'POST /api/estabelecimentos/login',
  'POST /api/estabelecimentos/solicitar_troca_senha',
  'POST /api/estabelecimentos/troca_senha',
  'POST /api/estabelecimentos/aceitar_convite',
  'GET /api/oidc/config',
  'GET /api/oidc/inicio',
  'GET /api/oidc/retorno',
  'GET /api/oidc/retorno.js',
  'POST /api/pix/webhook/:segredo/pix',
];

/** Every /api route the app registered (HEAD copies and the OpenAPI viewer aside), as 'METHOD /path'. */
export function endpointsDaApi(app: FastifyInstance): EndpointRegistrado[] {
  const vistas = new Set<string>();
  return app.endpointsRegistrados.filter((r) => {
    const chave = `${r.metodo} ${r.url}`;
    const daApi = r.url.startsWith('/api/') && !r.url.startsWith('/api/docs');
    if (!daApi || r.metodo === 'HEAD' || vistas.has(chave)) return false;
    vistas.add(chave);
    return true;
  });
}

/** A concrete URL for a route pattern: every `:param` becomes `valor` (the boundary answers before params are read). */
export const urlConcreta = (url: string, valor = 'x') => url.replace(/:[^/]+/g, valor);

/** '/api/cep/:cep' as OpenAPI writes it: '/api/cep/{cep}'. */
export const caminhoOpenApi = (url: string) => url.replace(/:([^/]+)/g, '{$1}');
