import { envelopeRetorno } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { falha, respostas } from '../http/envelope.ts';

const endpointsHealth: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: respostas(envelopeRetorno()) } }, async (_req, reply) => {
    try {
      await app.deps.banco.db.execute(sql`select 1`);
      return { retorno: { sucesso: true, mensagem: 'ok' } };
    } catch {
      return reply.status(503).send(falha('Banco de dados indisponível.'));
    }
  });
};

export default endpointsHealth;
