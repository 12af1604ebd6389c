import {
  chavePodeChamar,
  MSG_CHAVE_SEM_ESCOPO,
  MSG_SEM_PERMISSAO,
  type Papel,
  podeChamar,
} from '@mascate/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/banco.ts';
import { prepararConsulta } from '../db/preparada.ts';
import { sessoes, usuarios } from '../db/schema.ts';
import { comEmpresa } from '../db/tenant.ts';
import { proibido, semSessao } from '../http/erros.ts';
import { ehChaveApi, sessaoDaChave } from './chave-api.ts';
import { hashSegredo, tokenDoCabecalho } from './tokens.ts';

/** `representanteId`: the vendedor's representative (their portfolio); null for an administrator. */
export type Sessao = {
  empresaId: number;
  /** The membership (usuarios.id) and its person (issue 51: one person, memberships in several companies). */
  usuarioId: number;
  pessoaId: number;
  tokenHash: string;
  papel: Papel;
  representanteId: number | null;
  /** The user's name (or e-mail when blank), for the order history: no second query to learn it. */
  nomeUsuario: string;
  /** Present when the request carries an integration key (auth/chave-api.ts): its scopes replace the role's table. */
  chaveApi?: { id: number; escopos: readonly string[] };
};

declare module 'fastify' {
  interface FastifyRequest {
    sessao: Sessao | null;
  }
}

async function sessaoDoToken(app: FastifyInstance, cabecalho: string | undefined): Promise<Sessao | null> {
  const token = tokenDoCabecalho(cabecalho);
  if (!token) return null;
  const tokenHash = hashSegredo(token);
  const agora = app.deps.agora();
  const memoria = app.sessoesEmMemoria;
  const lembrada = memoria.ler(tokenHash, agora);
  if (lembrada) return lembrada;
  const marca = memoria.marca();
  const [linha] = await prepararConsulta(
    app.deps.banco.db
      .select({
        empresaId: sessoes.empresaId,
        usuarioId: sessoes.usuarioId,
        pessoaId: usuarios.pessoaId,
        papel: usuarios.papel,
        representanteId: usuarios.representanteId,
        nomeUsuario: sql<string>`coalesce(nullif(${usuarios.nome}, ''), ${usuarios.email})`,
        expiraEm: sessoes.expiraEm,
      })
      .from(sessoes)
      // One query, two primary-key lookups: the token's session and its user (an inactive user has none).
      .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
      .where(
        and(
          eq(sessoes.tokenHash, tokenHash),
          isNull(sessoes.revogadaEm),
          gt(sessoes.expiraEm, agora),
          eq(usuarios.ativo, true),
        ),
      )
      .limit(1),
  );
  if (!linha) return null;
  const { expiraEm, ...dados } = linha;
  // Frozen: the same object answers later requests from memory, so nothing may change it.
  const sessao = Object.freeze({ ...dados, tokenHash });
  memoria.guardar(marca, sessao, expiraEm);
  return sessao;
}

/**
 * The one authentication boundary: registered first inside the plugin that holds the signed-in routes
 * (funcionalidades.ts), it answers 401 in onRequest, before the body is parsed or validated, for every
 * route of that plugin, those added later included.
 */
export const fronteiraAutenticacao = fp(async (app: FastifyInstance) => {
  app.decorateRequest('sessao', null);
  // The OpenAPI document learns which operations ask for a token from here, the one place that asks.
  app.addHook('onRoute', (rota) => {
    rota.schema = { ...rota.schema, security: [{ bearer: [] }] };
  });
  app.addHook('onRequest', async (req) => {
    const cabecalho = req.headers.authorization;
    req.sessao = ehChaveApi(cabecalho)
      ? await sessaoDaChave(app, cabecalho)
      : await sessaoDoToken(app, cabecalho);
    if (!req.sessao) throw semSessao();
    const rota = `${req.method === 'HEAD' ? 'GET' : req.method} ${req.routeOptions.url}`;
    // An integration key: its scopes (issue 47), never the field app's or the administration's routes.
    if (req.sessao.chaveApi) {
      if (!chavePodeChamar(req.sessao.chaveApi.escopos, rota)) throw proibido(MSG_CHAVE_SEM_ESCOPO);
      return;
    }
    // The role's permission, from the domain's one table (issue 14), before the body is read.
    if (!podeChamar(req.sessao.papel, rota)) throw proibido(MSG_SEM_PERMISSAO);
  });
});

/** The session of a request inside the boundary (always there; the check only narrows the type). */
export function sessaoDe(req: FastifyRequest): Sessao {
  if (!req.sessao) throw semSessao();
  return req.sessao;
}

/**
 * Runs `fn` in one transaction of the signed-in company (row-level security on), narrowed to the
 * representative's portfolio for a vendedor.
 */
export function naEmpresa<T>(req: FastifyRequest, fn: (tx: Tx, sessao: Sessao) => Promise<T>): Promise<T> {
  const sessao = sessaoDe(req);
  return comEmpresa(
    req.server.deps.banco.db,
    sessao.empresaId,
    (tx) => fn(tx, sessao),
    sessao.representanteId,
  );
}
