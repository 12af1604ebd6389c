import { milesimosParaDecimal, quantidadeParaMilesimos } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { executarPreparada } from '../db/preparada.ts';
import { produtos } from '../db/schema.ts';
import { entradaInvalida } from '../http/erros.ts';

/** Quantity per product (thousandths) an order takes from stock; only a sale (ident_operacao 1) does. */
export type Baixa = Map<number, number>;

const VENDA = 1;

export function baixaDe(identOperacao: number, itens: { produtoId: number; qtMilesimos: number }[]): Baixa {
  const baixa: Baixa = new Map();
  if (identOperacao !== VENDA) return baixa;
  for (const i of itens) baixa.set(i.produtoId, (baixa.get(i.produtoId) ?? 0) + i.qtMilesimos);
  return baixa;
}

export function baixaDeLinhas(identOperacao: number, linhas: { produtoId: number; qt: string }[]): Baixa {
  return baixaDe(
    identOperacao,
    linhas.map((l) => ({ produtoId: l.produtoId, qtMilesimos: quantidadeParaMilesimos(l.qt) })),
  );
}

/**
 * Moves stock by (nova − antiga) per product in one statement: the products' rows are locked first, in id
 * order (so two orders never lock them in opposite orders: no deadlock), with the same lock an UPDATE of a
 * non-key column takes (FOR NO KEY UPDATE: an order inserting items, whose foreign keys take KEY SHARE on
 * the products, is not blocked by it while it holds the numbering lock), then each is changed with the
 * check in the same UPDATE, so with venda_sem_estoque 0 a concurrent order cannot take the same last
 * units. A product missing from the answer had too little stock; the first in id order is named.
 */
export async function moverEstoque(
  tx: Tx,
  empresaId: number,
  antiga: Baixa,
  nova: Baixa,
  vendaSemEstoque: number,
  nomes: Map<number, string>,
): Promise<void> {
  const ids = [...new Set([...antiga.keys(), ...nova.keys()])]
    .sort((a, b) => a - b)
    .filter((id) => (nova.get(id) ?? 0) !== (antiga.get(id) ?? 0));
  if (ids.length === 0) return;
  const qts = ids.map((id) => milesimosParaDecimal((nova.get(id) ?? 0) - (antiga.get(id) ?? 0)));
  const verificar = vendaSemEstoque === 0;
  const rows = await executarPreparada<{ id: number }>(
    tx,
    sql`
    with travados as materialized (
      select ${produtos.id} as id from ${produtos}
       where ${produtos.empresaId} = ${empresaId} and ${produtos.id} = any(${sql.param(ids)}::int[])
       order by ${produtos.id} for no key update
    )
    update ${produtos} set estoque = ${produtos.estoque} - d.qt
      from travados, unnest(${sql.param(ids)}::int[], ${sql.param(qts)}::numeric[]) as d(id, qt)
     where ${produtos.empresaId} = ${empresaId} and ${produtos.id} = travados.id and d.id = travados.id
       and (not ${verificar}::boolean or d.qt <= 0 or ${produtos.estoque} >= d.qt)
    returning ${produtos.id} as id`,
  );
  const movidos = new Set(rows.map((r) => Number(r.id)));
  const faltou = ids.find((id) => !movidos.has(id));
  if (faltou !== undefined)
    throw entradaInvalida(`Estoque insuficiente para o produto ${nomes.get(faltou) ?? faltou}.`);
}
