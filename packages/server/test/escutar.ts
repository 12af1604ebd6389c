import type { FastifyInstance } from 'fastify';

/** Starts the app on a free local port, for tests that need real sockets or an HTTP client, and answers it. */
export async function escutar(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const endereco = app.server.address();
  if (!endereco || typeof endereco === 'string') throw new Error('sem endereço');
  return endereco.port;
}
