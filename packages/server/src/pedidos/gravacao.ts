import { hojeSaoPaulo, type PedidoCorpo, precoNaTabela } from '@mascate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { empresas, pedidoItens, pedidoParcelas, pedidos } from '../db/schema.ts';
import { entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { tabelaDoPedido } from '../tabelas-precos/precos.ts';
import { conferirPedido, type PedidoConferido } from './conferencia.ts';
import { type Baixa, baixaDe, baixaDeLinhas, moverEstoque } from './estoque.ts';
import { colunasPedido, inserirFilhos } from './linhas.ts';
import { conferirProdutos, conferirReferencias, regrasVenda } from './referencias.ts';

export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado.';

export type PedidoGravado = { id: number; numero: number };

/** Every check of an order as a whole, then the stock move from `antiga` to this order's quantities. */
async function conferirEMoverEstoque(
  tx: Tx,
  empresaId: number,
  corpo: PedidoCorpo,
  antiga: Baixa,
): Promise<PedidoConferido> {
  const pedido = conferirPedido(corpo);
  const regras = await regrasVenda(tx, empresaId);
  await conferirReferencias(tx, empresaId, pedido);
  // altera_preco_pedido is checked against the price under the order's table (issue 12).
  const hoje = hojeSaoPaulo();
  const ids = pedido.itens.map((i) => i.produtoId);
  const tabela = await tabelaDoPedido(tx, empresaId, pedido.tabelaPrecoId, ids, hoje);
  await conferirProdutos(tx, empresaId, pedido.itens, regras, (id, base) =>
    precoNaTabela({ id, precoCentavos: base }, tabela, hoje),
  );
  const nomes = new Map(pedido.itens.map((i) => [i.produtoId, i.descricao]));
  await moverEstoque(
    tx,
    empresaId,
    antiga,
    baixaDe(pedido.identOperacao, pedido.itens),
    regras.vendaSemEstoque,
    nomes,
  );
  return pedido;
}

export async function pedidoPorChave(
  tx: Tx,
  empresaId: number,
  chave: string,
): Promise<PedidoGravado | undefined> {
  const [linha] = await tx
    .select({ id: pedidos.id, numero: pedidos.numero })
    .from(pedidos)
    .where(and(eq(pedidos.empresaId, empresaId), eq(pedidos.chaveCliente, chave)));
  return linha;
}

export async function criarPedido(
  tx: Tx,
  empresaId: number,
  corpo: PedidoCorpo,
  chave: string,
): Promise<PedidoGravado> {
  const anterior = chave ? await pedidoPorChave(tx, empresaId, chave) : undefined;
  if (anterior) return anterior;
  const pedido = await conferirEMoverEstoque(tx, empresaId, corpo, new Map());
  // The company row lock serialises numbering: concurrent orders get n, n+1, ... with no gap or repeat.
  // Taken last so the lock is held only for the inserts below.
  const [contador] = await tx
    .update(empresas)
    .set({ ultimoNumeroPedido: sql`${empresas.ultimoNumeroPedido} + 1` })
    .where(eq(empresas.id, empresaId))
    .returning({ numero: empresas.ultimoNumeroPedido });
  if (!contador) throw entradaInvalida('Empresa não encontrada.');
  const [novo] = await tx
    .insert(pedidos)
    .values({ empresaId, numero: contador.numero, chaveCliente: chave || null, ...colunasPedido(pedido) })
    .returning({ id: pedidos.id, numero: pedidos.numero });
  if (!novo) throw new Error('o pedido não foi inserido');
  await inserirFilhos(tx, empresaId, novo.id, pedido);
  return novo;
}

/** Locks the order row, so a concurrent change or delete of the same order waits for this one. */
async function travarPedido(
  tx: Tx,
  empresaId: number,
  id: number,
): Promise<{ baixa: Baixa; numero: number; identOperacao: number }> {
  const [linha] = await tx
    .select({ numero: pedidos.numero, identOperacao: pedidos.identOperacao })
    .from(pedidos)
    .where(and(eq(pedidos.empresaId, empresaId), eq(pedidos.id, id)))
    .for('update');
  if (!linha) throw naoEncontrado(PEDIDO_NAO_ENCONTRADO);
  const itens = await tx
    .select({ produtoId: pedidoItens.produtoId, qt: pedidoItens.qt })
    .from(pedidoItens)
    .where(and(eq(pedidoItens.empresaId, empresaId), eq(pedidoItens.pedidoId, id)));
  return { ...linha, baixa: baixaDeLinhas(linha.identOperacao, itens) };
}

export async function alterarPedido(
  tx: Tx,
  empresaId: number,
  id: number,
  corpo: Omit<PedidoCorpo, 'ident_operacao'> & { ident_operacao?: number | undefined },
): Promise<PedidoGravado> {
  const atual = await travarPedido(tx, empresaId, id);
  const completo = { ...corpo, ident_operacao: corpo.ident_operacao ?? atual.identOperacao };
  const pedido = await conferirEMoverEstoque(tx, empresaId, completo, atual.baixa);
  await tx
    .update(pedidos)
    .set(colunasPedido(pedido))
    .where(and(eq(pedidos.empresaId, empresaId), eq(pedidos.id, id)));
  await tx.delete(pedidoItens).where(and(eq(pedidoItens.empresaId, empresaId), eq(pedidoItens.pedidoId, id)));
  await tx
    .delete(pedidoParcelas)
    .where(and(eq(pedidoParcelas.empresaId, empresaId), eq(pedidoParcelas.pedidoId, id)));
  await inserirFilhos(tx, empresaId, id, pedido);
  return { id, numero: atual.numero };
}

export async function excluirPedido(tx: Tx, empresaId: number, id: number): Promise<void> {
  const atual = await travarPedido(tx, empresaId, id);
  await moverEstoque(tx, empresaId, atual.baixa, new Map(), 1, new Map());
  await tx.delete(pedidos).where(and(eq(pedidos.empresaId, empresaId), eq(pedidos.id, id)));
}
