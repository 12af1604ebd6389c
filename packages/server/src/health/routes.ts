import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { falha } from '../http/envelope.ts';

export default async function rotasHealth(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_req, reply) => {
    try {
      await app.deps.banco.db.execute(sql`select 1`);
      return { retorno: { sucesso: true, mensagem: 'ok' } };
    } catch {
      return reply.status(503).send(falha('Banco de dados indisponível.'));
    }
  });
}
