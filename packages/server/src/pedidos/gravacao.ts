import {
  editavel,
  mensagemSomenteLeitura,
  type PedidoCorpo,
  paraCentavos,
  precoNaTabela,
  type Situacao,
  type SituacaoNova,
  seguraEstoque,
} from '@mascate/domain';
import { and, eq } from 'drizzle-orm';
import { pedidoNaCarteira } from '../auth/carteira.ts';
import type { Tx } from '../db/banco.ts';
import { registroDaEmpresa } from '../db/escopo-empresa.ts';
import { pedidoItens, pedidoParcelas, pedidos } from '../db/schema.ts';
import { conflito, entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { tabelaDoPedido } from '../tabelas-precos/precos.ts';
import { conferirCredito, type PedidoDeCredito, registrarLiberacao } from '../titulos/credito.ts';
import { publicarPedido } from '../webhooks/publicar.ts';
import { conferirParcelas, conferirPedido, type PedidoComImpostos } from './conferencia.ts';
import { type Baixa, baixaDe, baixaDeLinhas, moverEstoque } from './estoque.ts';
import type { Autor } from './historico.ts';
import { type ChaveEnvio, pedidoPorChave } from './idempotencia.ts';
import { impostosDoPedido } from './impostos.ts';
import { colunasPedido, inserirFilhos, inserirPedidoNovo } from './linhas.ts';
import { conferirProdutos, exigirClienteVisivel, regrasEReferencias } from './referencias.ts';

export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado.';

export type PedidoGravado = { id: number; numero: number };

/**
 * The sent totals against the items, the taxes (issue 48: read only, no lock, so before the credit check
 * that counts them), and the instalments against the total to pay.
 */
async function conferirComImpostos(
  tx: Tx,
  empresaId: number,
  corpo: PedidoCorpo,
): Promise<PedidoComImpostos> {
  const pedido = conferirPedido(corpo);
  const impostos = await impostosDoPedido(tx, empresaId, pedido);
  conferirParcelas(pedido.parcelas, impostos.totais.totalAPagar);
  return { ...pedido, impostos };
}

/** Every check of an order as a whole, then the stock move from `antiga` to this order's quantities. */
async function conferirEMoverEstoque(
  tx: Tx,
  empresaId: number,
  pedido: PedidoComImpostos,
  antiga: Baixa,
  /** Today in São Paulo by the server's clock (app.deps.agora): which price tables are valid. */
  hoje: string,
  /** False for a quote: it is checked like an order but takes no stock (issue 13). */
  tomaEstoque = true,
): Promise<PedidoComImpostos> {
  const { regras, produtos } = await regrasEReferencias(tx, empresaId, pedido);
  // altera_preco_pedido is checked against the price under the order's table (issue 12).
  const ids = pedido.itens.map((i) => i.produtoId);
  const tabela = await tabelaDoPedido(tx, empresaId, pedido.tabelaPrecoId, ids, hoje);
  conferirProdutos(pedido.itens, produtos, regras, (id, base) =>
    precoNaTabela({ id, precoCentavos: base }, tabela, hoje),
  );
  const nomes = new Map(pedido.itens.map((i) => [i.produtoId, i.descricao]));
  await moverEstoque(
    tx,
    empresaId,
    antiga,
    tomaEstoque ? baixaDe(pedido.identOperacao, pedido.itens) : new Map(),
    regras.vendaSemEstoque,
    nomes,
  );
  return pedido;
}

/** The customer and total of a stored order (the credit check of an approval or an edit). */
export async function creditoDoPedido(
  tx: Tx,
  empresaId: number,
  id: number,
): Promise<{ clienteId: number; totalCentavos: number; identOperacao: number }> {
  const [linha] = await tx
    .select({
      clienteId: pedidos.participanteId,
      valor: pedidos.valor,
      desconto: pedidos.desconto,
      totalAPagar: pedidos.totalAPagar,
      identOperacao: pedidos.identOperacao,
    })
    .from(pedidos)
    .where(registroDaEmpresa(pedidos, empresaId, id));
  if (!linha) throw naoEncontrado(PEDIDO_NAO_ENCONTRADO);
  return {
    clienteId: linha.clienteId,
    // Issue 48: what the customer pays (an order saved before the taxes: products less discounts).
    totalCentavos:
      linha.totalAPagar === null
        ? paraCentavos(linha.valor) - paraCentavos(linha.desconto)
        : paraCentavos(linha.totalAPagar),
    identOperacao: linha.identOperacao,
  };
}

export async function criarPedido(
  tx: Tx,
  empresaId: number,
  corpo: PedidoCorpo & { situacao?: SituacaoNova },
  chave: ChaveEnvio | null,
  hoje: string,
  autor?: Autor,
  liberacao: PedidoDeCredito = { liberar: false, motivo: '', papel: 'administrador' },
): Promise<PedidoGravado> {
  const anterior = chave ? await pedidoPorChave(tx, empresaId, chave) : undefined;
  if (anterior) return anterior;
  const situacao = corpo.situacao ?? 'pedido';
  await exigirClienteVisivel(tx, empresaId, corpo.participante_id);
  const conferido = await conferirComImpostos(tx, empresaId, corpo);
  // Issue 30: a sale created as a pedido passes the customer's credit; a quote never is blocked. First,
  // before the stock's and the numbering's locks (titulos/credito.ts says why).
  const motivoLiberacao =
    situacao === 'pedido' && corpo.ident_operacao === 1
      ? await conferirCredito(
          tx,
          empresaId,
          {
            clienteId: corpo.participante_id,
            pedidoId: 0,
            esteCentavos: conferido.impostos.totais.totalAPagar,
            hoje,
          },
          liberacao,
        )
      : null;
  const pedido = await conferirEMoverEstoque(
    tx,
    empresaId,
    conferido,
    new Map(),
    hoje,
    seguraEstoque(situacao),
  );
  const novo = await inserirPedidoNovo(tx, empresaId, pedido, { situacao, chave, autor });
  if (!novo) throw entradaInvalida('Empresa não encontrada.');
  if (motivoLiberacao && autor)
    await registrarLiberacao(tx, empresaId, novo.id, situacao, motivoLiberacao, autor);
  await publicarPedido(tx, empresaId, 'pedido.criado', novo.id);
  return novo;
}

export type PedidoTravado = {
  /** The stock the order holds now (none for a quote or a cancelled order). */
  baixa: Baixa;
  /** The stock its items take when it holds stock, whatever its status. */
  baixaItens: Baixa;
  nomes: Map<number, string>;
  numero: number;
  identOperacao: number;
  situacao: Situacao;
};

/**
 * Locks the order row, so a concurrent change, status change or delete of the same order waits for this
 * one and then sees its result. `carteira` (a vendedor's representative, null for an administrator) keeps
 * every write to the orders the same user can read (auth/carteira.ts `pedidoNaCarteira`): 404 outside.
 */
export async function travarPedido(
  tx: Tx,
  empresaId: number,
  id: number,
  carteira: number | null,
): Promise<PedidoTravado> {
  const [linha] = await tx
    .select({ numero: pedidos.numero, identOperacao: pedidos.identOperacao, situacao: pedidos.situacao })
    .from(pedidos)
    .where(and(registroDaEmpresa(pedidos, empresaId, id), pedidoNaCarteira(carteira)))
    .for('update');
  if (!linha) throw naoEncontrado(PEDIDO_NAO_ENCONTRADO);
  const itens = await tx
    .select({ produtoId: pedidoItens.produtoId, qt: pedidoItens.qt, descricao: pedidoItens.descricao })
    .from(pedidoItens)
    .where(and(eq(pedidoItens.empresaId, empresaId), eq(pedidoItens.pedidoId, id)));
  const baixaItens = baixaDeLinhas(linha.identOperacao, itens);
  const nomes = new Map(itens.map((i) => [i.produtoId, i.descricao]));
  return { ...linha, baixaItens, nomes, baixa: seguraEstoque(linha.situacao) ? baixaItens : new Map() };
}

/** Invoiced and cancelled orders are read-only (409, nothing changes). */
function exigirEditavel(atual: PedidoTravado, acao: 'alterado' | 'excluído'): void {
  if (!editavel(atual.situacao)) throw conflito(mensagemSomenteLeitura(atual.situacao, acao));
}

export async function alterarPedido(
  tx: Tx,
  empresaId: number,
  id: number,
  corpo: Omit<PedidoCorpo, 'ident_operacao'> & { ident_operacao?: number | undefined },
  hoje: string,
  carteira: number | null,
  autor?: Autor,
  liberacao: PedidoDeCredito = { liberar: false, motivo: '', papel: 'administrador' },
): Promise<PedidoGravado> {
  const atual = await travarPedido(tx, empresaId, id, carteira);
  exigirEditavel(atual, 'alterado');
  const completo = { ...corpo, ident_operacao: corpo.ident_operacao ?? atual.identOperacao };
  // Issue 30: a pedido edited upwards (or moved to another customer, or turned into a sale) passes the
  // credit again, its old value not counted twice; an edit that does not grow it is never refused.
  await exigirClienteVisivel(tx, empresaId, completo.participante_id);
  let motivoLiberacao: string | null = null;
  const conferido = await conferirComImpostos(tx, empresaId, completo);
  if (atual.situacao === 'pedido' && completo.ident_operacao === 1) {
    const antes = await creditoDoPedido(tx, empresaId, id);
    const novoTotal = conferido.impostos.totais.totalAPagar;
    const cresce =
      antes.clienteId !== completo.participante_id ||
      antes.identOperacao !== 1 ||
      novoTotal > antes.totalCentavos;
    if (cresce) {
      motivoLiberacao = await conferirCredito(
        tx,
        empresaId,
        { clienteId: completo.participante_id, pedidoId: id, esteCentavos: novoTotal, hoje },
        liberacao,
      );
    }
  }
  const pedido = await conferirEMoverEstoque(
    tx,
    empresaId,
    conferido,
    atual.baixa,
    hoje,
    seguraEstoque(atual.situacao),
  );
  await tx
    .update(pedidos)
    .set(colunasPedido(pedido))
    .where(registroDaEmpresa(pedidos, empresaId, id));
  await tx.delete(pedidoItens).where(and(eq(pedidoItens.empresaId, empresaId), eq(pedidoItens.pedidoId, id)));
  await tx
    .delete(pedidoParcelas)
    .where(and(eq(pedidoParcelas.empresaId, empresaId), eq(pedidoParcelas.pedidoId, id)));
  await inserirFilhos(tx, empresaId, id, pedido);
  if (motivoLiberacao && autor)
    await registrarLiberacao(tx, empresaId, id, atual.situacao, motivoLiberacao, autor);
  await publicarPedido(tx, empresaId, 'pedido.alterado', id);
  return { id, numero: atual.numero };
}

export async function excluirPedido(
  tx: Tx,
  empresaId: number,
  id: number,
  carteira: number | null,
): Promise<void> {
  const atual = await travarPedido(tx, empresaId, id, carteira);
  exigirEditavel(atual, 'excluído');
  await moverEstoque(tx, empresaId, atual.baixa, new Map(), 1, new Map());
  await tx.delete(pedidos).where(registroDaEmpresa(pedidos, empresaId, id));
}
