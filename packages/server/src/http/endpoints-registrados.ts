import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `corpo`/`consulta`: the route's body and query schemas (zod), if declared: the generated bad-input tests
 * read them. `leitura`: the route is marked a read (acesso/limites-requisicoes.ts `LEITURA`).
 */
export type EndpointRegistrado = {
  metodo: string;
  url: string;
  corpo?: unknown;
  consulta?: unknown;
  leitura?: boolean;
  resposta?: unknown;
  params?: unknown;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as it was registered (method, full path): the contract tests walk it. */
    endpointsRegistrados: EndpointRegistrado[];
  }
}

/** Registered before the features, so it sees each route they add, whatever plugin adds it. */
export const coletorEndpoints = fp(async (app: FastifyInstance) => {
  const registrados: EndpointRegistrado[] = [];
  app.decorate('endpointsRegistrados', registrados);
  app.addHook('onRoute', (r) => {
    for (const metodo of [r.method].flat())
      registrados.push({
        metodo,
        url: r.url,
        corpo: r.schema?.body,
        consulta: r.schema?.querystring,
        leitura: r.config?.leitura === true,
        resposta: r.schema?.response,
        params: r.schema?.params,
      });
  });
});
