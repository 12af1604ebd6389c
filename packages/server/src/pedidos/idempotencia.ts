// The idempotency key of a new order (the body's `id`): a client that resends the same order after a lost
// answer gets the order it already made, never a second one (issue 23 scopes it).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { pedidos } from '../db/schema.ts';
import { conflito } from '../http/erros.ts';

export const MSG_CHAVE_OUTRO_CORPO =
  'Esta chave de envio (id) já foi usada em outro pedido, com outros dados. Para gravar um pedido novo, envie uma chave nova.';
export const MSG_CHAVE_FORA_DO_ALCANCE =
  'Esta chave de envio (id) já foi usada em um pedido que você não pode mais ver. Para gravar um pedido novo, envie uma chave nova.';

/** A key as stored: the user who sent it (keys are unique per user) and the digest of its body. */
export type ChaveEnvio = { chave: string; usuarioId: number; corpo: string };

/**
 * The key of a request, or null when it has none. `corpo` is the validated body without the key: zod
 * writes its keys in the schema's order with defaults filled, so the same order sent twice (whatever the
 * order of its fields) gives the same digest.
 */
export function chaveDeEnvio(chave: string, usuarioId: number, corpo: unknown): ChaveEnvio | null {
  if (!chave) return null;
  const digest = createHash('sha256').update(JSON.stringify(corpo)).digest('hex');
  return { chave, usuarioId, corpo: digest };
}

/**
 * The order this user already made with the key, if any; the same key with another body is a 409 (the
 * old order is never answered for a different one). Keys stored before the digest existed match any body.
 */
export async function pedidoPorChave(
  tx: Tx,
  empresaId: number,
  k: ChaveEnvio,
): Promise<{ id: number; numero: number } | undefined> {
  const [linha] = await tx
    .select({ id: pedidos.id, numero: pedidos.numero, corpo: pedidos.chaveCorpo })
    .from(pedidos)
    .where(
      and(
        eq(pedidos.empresaId, empresaId),
        eq(pedidos.chaveUsuarioId, k.usuarioId),
        eq(pedidos.chaveCliente, k.chave),
      ),
    );
  if (!linha) return undefined;
  if (linha.corpo !== null && linha.corpo !== k.corpo) throw conflito(MSG_CHAVE_OUTRO_CORPO);
  return { id: linha.id, numero: linha.numero };
}
