import { randomBytes } from 'node:crypto';
import type { Papel } from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import { hashSegredo, tokenDoCabecalho } from './tokens.ts';

/**
 * Issue 47: an integration key is a second kind of bearer token, told apart from a session's token by
 * its prefix, and resolved beside the session in the one boundary (auth/sessao.ts).
 */
const PREFIXO_CHAVE = 'msk_';

/** A new key (256 random bits), the hash that is stored, and the beginning the list shows. */
export function novaChaveApi(): { chave: string; hash: string; prefixo: string } {
  const chave = `${PREFIXO_CHAVE}${randomBytes(32).toString('base64url')}`;
  return { chave, hash: hashSegredo(chave), prefixo: chave.slice(0, 12) };
}

export function ehChaveApi(cabecalho: string | undefined): boolean {
  return tokenDoCabecalho(cabecalho)?.startsWith(PREFIXO_CHAVE) ?? false;
}

// One round trip: the key (not revoked) and, at most once a minute, its last use. No cache: a revoked
// key is refused by the next request in every process, with no notice to miss.
const CONSULTA = `
  WITH k AS (
    SELECT empresa_id, id, nome, escopos, usada_em FROM chaves_api
     WHERE token_hash = $1 AND revogada_em IS NULL
  ), uso AS (
    UPDATE chaves_api c SET usada_em = $2 FROM k
     WHERE c.empresa_id = k.empresa_id AND c.id = k.id
       AND (k.usada_em IS NULL OR k.usada_em < $2::timestamptz - interval '1 minute')
  )
  SELECT empresa_id, id, nome, escopos FROM k`;

type Linha = { empresa_id: number; id: number; nome: string; escopos: string[] };

/**
 * The request's identity when it carries a key: the company's administrator's reach narrowed by the
 * key's scopes. `usuarioId` (and `pessoaId`: a key is no person) is the key's id negated: the columns that say who acted (the order history's
 * usuario_id, the order's idempotency key, the per-account limits) keep a key apart from every person
 * and from every other key, with no second kind of author; `nomeUsuario` names the key in the history.
 */
export async function sessaoDaChave(app: FastifyInstance, cabecalho: string | undefined) {
  const token = tokenDoCabecalho(cabecalho);
  if (!token) return null;
  const tokenHash = hashSegredo(token);
  const { rows } = await app.deps.banco.pool.query<Linha>({
    name: 'mascate-chave-api',
    text: CONSULTA,
    values: [tokenHash, app.deps.agora()],
  });
  const k = rows[0];
  if (!k) return null;
  const papel: Papel = 'administrador';
  return Object.freeze({
    empresaId: k.empresa_id,
    usuarioId: -k.id,
    pessoaId: -k.id,
    tokenHash,
    papel,
    representanteId: null,
    nomeUsuario: `Chave de integração: ${k.nome}`.slice(0, 150),
    chaveApi: Object.freeze({ id: k.id, escopos: Object.freeze([...k.escopos]) }),
  });
}
