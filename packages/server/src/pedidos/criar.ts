import type { PedidoCriar } from '@mascate/domain';
import { representanteDoRegistro } from '../auth/carteira.ts';
import type { Sessao } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { conferirPedidoDeLiberacao, liberacaoDoCorpo } from '../titulos/credito.ts';
import { criarPedido, type PedidoGravado } from './gravacao.ts';
import type { Autor } from './historico.ts';
import { type ChaveEnvio, chaveDeEnvio } from './idempotencia.ts';

/** The body's idempotency key, the user's own, with the digest of what was sent (issue 23). */
export function chaveDoPedidoNovo(body: PedidoCriar, autor: Autor): ChaveEnvio | null {
  const { id, liberar_credito: _l, motivo_credito: _m, ...enviado } = body;
  return chaveDeEnvio(id, autor.id, enviado);
}

/**
 * A new order from a create body, as the session may record it: the one path of pedidosvenda/create and
 * of the field app's 'pedido' operation (campo/enviar), so both check an order exactly alike (portfolio,
 * credit, stock, the idempotency key).
 */
export function gravarPedidoNovo(
  tx: Tx,
  s: Sessao,
  body: PedidoCriar,
  hoje: string,
  autor: Autor,
): Promise<PedidoGravado> {
  const { id: _id, liberar_credito, motivo_credito, ...enviado } = body;
  const liberacao = liberacaoDoCorpo({ liberar_credito, motivo_credito }, s.papel);
  conferirPedidoDeLiberacao(liberacao);
  // A vendedor's order is always their own (issue 14): another vendedor_id is a 403.
  const corpo = { ...enviado, vendedor_id: representanteDoRegistro(s, enviado.vendedor_id) };
  return criarPedido(tx, s.empresaId, corpo, chaveDoPedidoNovo(body, autor), hoje, autor, liberacao);
}
