import { decimalParaNumero, type TabelaPrecoItemLido } from '@mascate/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { ausentesNaEmpresa } from '../db/escopo-empresa.ts';
import { produtos, tabelaPrecoItens } from '../db/schema.ts';

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
  return linhas.map((l) => ({
    ...l,
    preco_base: decimalParaNumero(l.preco_base),
    preco: decimalParaNumero(l.preco),
  }));
}

/** The ids among `ids` that are not products of this company. */
export const produtosAusentes = (tx: Executor, empresaId: number, ids: number[]) =>
  ausentesNaEmpresa(tx, produtos, empresaId, ids);
