// Each resource's events, with the record read as its read_one answers it (the whole record, whatever
// portfolio the writer has: the receiver is the company's system, not the writer).
import { hojeSaoPaulo } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { buscarCliente } from '../clientes/repository.ts';
import type { Tx } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';
import { lerPedidos } from '../pedidos/leitura.ts';
import { produtoPorId } from '../produtos/repository.ts';
import { buscarTitulo, lerBaixas } from '../titulos/repository.ts';
import { publicarEvento } from './eventos.ts';

type Tipo<P extends string> = Extract<Parameters<typeof publicarEvento>[2], `${P}.${string}`>;

export const publicarPedido = (tx: Tx, empresaId: number, tipo: Tipo<'pedido'>, id: number) =>
  publicarEvento(tx, empresaId, tipo, `pedido:${id}`, async () => {
    const { linhas } = await lerPedidos(tx, empresaId, { id, carteira: null });
    return linhas[0];
  });

export const publicarCliente = (tx: Tx, empresaId: number, tipo: Tipo<'cliente'>, id: number) =>
  publicarEvento(tx, empresaId, tipo, `cliente:${id}`, () => buscarCliente(tx, empresaId, id, null));

export const publicarProduto = (tx: Tx, empresaId: number, id: number) =>
  publicarEvento(tx, empresaId, 'produto.alterado', `produto:${id}`, () => produtoPorId(tx, empresaId, id));

export const publicarTitulo = (tx: Tx, empresaId: number, tipo: Tipo<'titulo'>, id: number) =>
  publicarEvento(tx, empresaId, tipo, `titulo:${id}`, async () => {
    const t = await buscarTitulo(tx, empresaId, id, null, hojeSaoPaulo(new Date()));
    return t && { ...t, baixas: await lerBaixas(tx, empresaId, t.id) };
  });

/** An invoiced order's new receivables: one 'titulo.criado' each, in their order. */
export async function publicarTitulosDoPedido(tx: Tx, empresaId: number, pedidoId: number): Promise<void> {
  const ids = await linhasDe<{ id: number }>(
    tx,
    sql`select id from titulos where empresa_id = ${empresaId} and pedido_id = ${pedidoId} and not cancelado
         order by parcela, id`,
  );
  for (const { id } of ids) await publicarTitulo(tx, empresaId, 'titulo.criado', id);
}
