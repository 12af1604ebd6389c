import {
  efeitoNoEstoque,
  exigeAdministrador,
  MSG_CANCELAR_FATURADO_SO_ADMIN,
  mensagemMudancaRecusada,
  type Papel,
  type PedidoSituacaoCorpo,
  podeMudar,
  type Situacao,
} from '@mascate/domain';
import { and, eq } from 'drizzle-orm';
import { estornarComissoesDoPedido, registrarComissoesDoFaturamento } from '../comissoes/geracao.ts';
import type { Tx } from '../db/banco.ts';
import { pedidos } from '../db/schema.ts';
import { conflito, proibido } from '../http/erros.ts';
import {
  conferirCredito,
  conferirPedidoDeLiberacao,
  liberacaoDoCorpo,
  registrarLiberacao,
} from '../titulos/credito.ts';
import { cancelarFaturado, gerarTitulos } from '../titulos/faturamento.ts';
import { publicarPedido, publicarTitulosDoPedido } from '../webhooks/publicar.ts';
import { moverEstoque } from './estoque.ts';
import { creditoDoPedido, travarPedido } from './gravacao.ts';
import { type Autor, registrarMudanca } from './historico.ts';
import { regrasVenda } from './referencias.ts';

/**
 * Changes an order's status (issue 13). The order row is locked first, so of two simultaneous changes
 * the second waits, then sees the first one's status and is refused (409): stock moves once.
 * Approving a quote takes its stock with the same rule and message as creating an order; cancelling an
 * order gives it back. The UPDATE also names the status it read, a second guard against a lost update.
 * Issue 30: approving a quote passes the customer's credit (or an administrador's release); invoicing
 * creates the receivables; cancelling an invoiced order is an administrador's, through cancelarFaturado.
 */
export async function mudarSituacao(
  tx: Tx,
  empresaId: number,
  corpo: PedidoSituacaoCorpo,
  autor: Autor,
  quem: { papel: Papel; hoje: string; agora: Date },
  /** The session's representative (a vendedor) or null: the order must be in reach (travarPedido). */
  carteira: number | null,
): Promise<Situacao> {
  const liberacao = liberacaoDoCorpo(corpo, quem.papel);
  conferirPedidoDeLiberacao(liberacao);
  const atual = await travarPedido(tx, empresaId, corpo.id, carteira);
  const de = atual.situacao;
  const para = corpo.situacao;
  if (!podeMudar(de, para)) throw conflito(mensagemMudancaRecusada(de, para));
  if (exigeAdministrador(de, para) && quem.papel !== 'administrador') {
    throw proibido(MSG_CANCELAR_FATURADO_SO_ADMIN);
  }
  let motivoLiberacao: string | null = null;
  if (de === 'orcamento' && para === 'pedido' && atual.identOperacao === 1) {
    // Taken before the stock's locks (moverEstoque below), as on every order write.
    const c = await creditoDoPedido(tx, empresaId, corpo.id);
    motivoLiberacao = await conferirCredito(
      tx,
      empresaId,
      { clienteId: c.clienteId, pedidoId: corpo.id, esteCentavos: c.totalCentavos, hoje: quem.hoje },
      liberacao,
    );
  }
  if (de === 'faturado' && para === 'cancelado') await cancelarFaturado(tx, empresaId, corpo.id);
  if (para === 'faturado') await gerarTitulos(tx, empresaId, corpo.id);
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
  if (motivoLiberacao) await registrarLiberacao(tx, empresaId, corpo.id, para, motivoLiberacao, autor);
  // Issue 31: commission earned on invoicing, in this same transaction (all or nothing with the status).
  if (para === 'faturado') await registrarComissoesDoFaturamento(tx, empresaId, corpo.id);
  // An invoiced order cancelled: reversing lines, never an edit of the earned ones.
  if (de === 'faturado' && para === 'cancelado')
    await estornarComissoesDoPedido(tx, empresaId, corpo.id, quem.agora);
  await publicarPedido(tx, empresaId, 'pedido.situacao_alterada', corpo.id);
  if (para === 'faturado') await publicarTitulosDoPedido(tx, empresaId, corpo.id);
  return para;
}
