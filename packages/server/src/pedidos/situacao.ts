import {
  efeitoNoEstoque,
  mensagemMudancaRecusada,
  type PedidoSituacaoCorpo,
  podeMudar,
  type Situacao,
} from '@mascate/domain';
import { and, eq } from 'drizzle-orm';
import { registrarComissoesDoFaturamento } from '../comissoes/geracao.ts';
import type { Tx } from '../db/banco.ts';
import { pedidos } from '../db/schema.ts';
import { conflito } from '../http/erros.ts';
import { moverEstoque } from './estoque.ts';
import { travarPedido } from './gravacao.ts';
import { type Autor, registrarMudanca } from './historico.ts';
import { regrasVenda } from './referencias.ts';

/**
 * Changes an order's status (issue 13). The order row is locked first, so of two simultaneous changes
 * the second waits, then sees the first one's status and is refused (409): stock moves once.
 * Approving a quote takes its stock with the same rule and message as creating an order; cancelling an
 * order gives it back. The UPDATE also names the status it read, a second guard against a lost update.
 */
export async function mudarSituacao(
  tx: Tx,
  empresaId: number,
  corpo: PedidoSituacaoCorpo,
  autor: Autor,
): Promise<Situacao> {
  const atual = await travarPedido(tx, empresaId, corpo.id);
  const de = atual.situacao;
  const para = corpo.situacao;
  if (!podeMudar(de, para)) throw conflito(mensagemMudancaRecusada(de, para));
  const efeito = efeitoNoEstoque(de, para);
  if (efeito === 'tomar') {
    const regras = await regrasVenda(tx, empresaId);
    await moverEstoque(tx, empresaId, new Map(), atual.baixaItens, regras.vendaSemEstoque, atual.nomes);
  } else if (efeito === 'devolver') {
    await moverEstoque(tx, empresaId, atual.baixaItens, new Map(), 1, atual.nomes);
  }
  const mudados = await tx
    .update(pedidos)
    .set({ situacao: para })
    .where(and(eq(pedidos.empresaId, empresaId), eq(pedidos.id, corpo.id), eq(pedidos.situacao, de)))
    .returning({ id: pedidos.id });
  if (mudados.length === 0) throw conflito(mensagemMudancaRecusada(de, para));
  await registrarMudanca(tx, empresaId, corpo.id, { de, para, motivo: corpo.motivo }, autor);
  // Issue 31: commission earned on invoicing, in this same transaction (all or nothing with the status).
  if (para === 'faturado') await registrarComissoesDoFaturamento(tx, empresaId, corpo.id);
  return para;
}
