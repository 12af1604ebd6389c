import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/banco.ts';
import { sessoes } from '../db/schema.ts';
import { comEmpresa } from '../db/tenant.ts';
import { semSessao } from '../http/erros.ts';
import { hashSegredo, tokenDoCabecalho } from './tokens.ts';

export type Sessao = { empresaId: number; usuarioId: number; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    sessao: Sessao | null;
  }
}

/** Reads the token of every request once; routes that need it call `sessaoDe` or `naEmpresa`. */
export const pluginSessao = fp(async (app: FastifyInstance) => {
  app.decorateRequest('sessao', null);
  app.addHook('onRequest', async (req) => {
    const token = tokenDoCabecalho(req.headers.authorization);
    if (!token) return;
    const tokenHash = hashSegredo(token);
    const [linha] = await app.deps.banco.db
      .select({ empresaId: sessoes.empresaId, usuarioId: sessoes.usuarioId })
      .from(sessoes)
      .where(
        and(
          eq(sessoes.tokenHash, tokenHash),
          isNull(sessoes.revogadaEm),
          gt(sessoes.expiraEm, app.deps.agora()),
        ),
      )
      .limit(1);
    if (linha) req.sessao = { ...linha, tokenHash };
  });
});

export function sessaoDe(req: FastifyRequest): Sessao {
  if (!req.sessao) throw semSessao();
  return req.sessao;
}

/** Runs `fn` in one transaction of the signed-in company (row-level security on). */
export function naEmpresa<T>(req: FastifyRequest, fn: (tx: Tx, sessao: Sessao) => Promise<T>): Promise<T> {
  const sessao = sessaoDe(req);
  return comEmpresa(req.server.deps.banco.db, sessao.empresaId, (tx) => fn(tx, sessao));
}
