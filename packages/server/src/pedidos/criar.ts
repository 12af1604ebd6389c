import type { PedidoCriar } from '@mascate/domain';
import { representanteDoRegistro } from '../auth/carteira.ts';
import type { Sessao } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { criarPedido, type PedidoGravado } from './gravacao.ts';
import type { Autor } from './historico.ts';

/**
 * A new order from a create body, as the session may record it: the one path of pedidosvenda/create and
 * of the field app's 'pedido' operation (campo/enviar), so both check an order exactly alike. `id` is the
 * body's idempotency key (the same key is stored once).
 */
export function gravarPedidoNovo(
  tx: Tx,
  s: Sessao,
  body: PedidoCriar,
  hoje: string,
  autor: Autor,
): Promise<PedidoGravado> {
  const { id: chave, ...enviado } = body;
  // A vendedor's order is always their own (issue 14): another vendedor_id is a 403.
  const corpo = { ...enviado, vendedor_id: representanteDoRegistro(s, enviado.vendedor_id) };
  return criarPedido(tx, s.empresaId, corpo, chave, hoje, autor);
}
