import type { FastifyInstance } from 'fastify';

/** Every /api route the app registered (HEAD copies and the OpenAPI viewer aside), as 'METHOD /path'. */
export function rotasDaApi(app: FastifyInstance): { metodo: string; url: string }[] {
  const vistas = new Set<string>();
  return app.rotasRegistradas.filter((r) => {
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
