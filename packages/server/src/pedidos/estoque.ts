import { milesimosParaDecimal, quantidadeParaMilesimos } from '@mascate/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
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
 * Moves stock by (nova − antiga) per product in one conditional UPDATE each, so the check and the write
 * are one atomic step: with venda_sem_estoque 0 a concurrent order cannot take the same last units.
 * Products are visited in id order so two orders lock their rows in the same order (no deadlock).
 */
export async function moverEstoque(
  tx: Tx,
  empresaId: number,
  antiga: Baixa,
  nova: Baixa,
  vendaSemEstoque: number,
  nomes: Map<number, string>,
): Promise<void> {
  const ids = [...new Set([...antiga.keys(), ...nova.keys()])].sort((a, b) => a - b);
  for (const id of ids) {
    const delta = (nova.get(id) ?? 0) - (antiga.get(id) ?? 0);
    if (delta === 0) continue;
    const qt = milesimosParaDecimal(delta);
    const verificar = delta > 0 && vendaSemEstoque === 0;
    const alterados = await tx
      .update(produtos)
      .set({ estoque: sql`${produtos.estoque} - ${qt}::numeric` })
      .where(
        and(
          eq(produtos.empresaId, empresaId),
          eq(produtos.id, id),
          verificar ? gte(produtos.estoque, qt) : undefined,
        ),
      )
      .returning({ id: produtos.id });
    if (alterados.length === 0) {
      throw entradaInvalida(`Estoque insuficiente para o produto ${nomes.get(id) ?? id}.`);
    }
  }
}
