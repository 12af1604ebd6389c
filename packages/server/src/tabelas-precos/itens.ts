import { centavosParaNumero, paraCentavos, type TabelaPrecoItemLido } from '@mascate/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { clientes, pedidos, produtos, rotas, tabelaPrecoItens } from '../db/schema.ts';

const dinheiro = (v: string) => centavosParaNumero(paraCentavos(v));

/** Every fixed price of a table (the editor pages and searches them on the screen), by description. */
export async function itensDaTabela(
  tx: Executor,
  empresaId: number,
  tabelaId: number,
): Promise<TabelaPrecoItemLido[]> {
  const linhas = await tx
    .select({
      produto_id: tabelaPrecoItens.produtoId,
      codigo: produtos.codigo,
      descricao: produtos.descricao,
      preco_base: produtos.preco,
      preco: tabelaPrecoItens.preco,
    })
    .from(tabelaPrecoItens)
    .innerJoin(
      produtos,
      and(eq(produtos.empresaId, tabelaPrecoItens.empresaId), eq(produtos.id, tabelaPrecoItens.produtoId)),
    )
    .where(and(eq(tabelaPrecoItens.empresaId, empresaId), eq(tabelaPrecoItens.tabelaPrecoId, tabelaId)))
    .orderBy(asc(produtos.descricao), asc(produtos.id));
  return linhas.map((l) => ({ ...l, preco_base: dinheiro(l.preco_base), preco: dinheiro(l.preco) }));
}

/** The ids among `ids` that are not products of this company (another company's look the same: absent). */
export async function produtosAusentes(tx: Executor, empresaId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const achados = await tx
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.empresaId, empresaId), inArray(produtos.id, ids)));
  const existem = new Set(achados.map((p) => p.id));
  return ids.filter((id) => !existem.has(id));
}

/** What still points at the table: the delete is refused while anything does. */
export async function usosDaTabela(tx: Executor, empresaId: number, id: number) {
  const contar = async (tabela: typeof clientes | typeof rotas | typeof pedidos) =>
    (
      await tx
        .select({ n: count() })
        .from(tabela)
        .where(and(eq(tabela.empresaId, empresaId), eq(tabela.tabelaPrecoId, id)))
    )[0]?.n ?? 0;
  return { clientes: await contar(clientes), rotas: await contar(rotas), pedidos: await contar(pedidos) };
}
