import { centavosParaNumero, paraCentavos } from '@mascate/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { pedidos } from '../db/schema.ts';

export type ResumoMes = { mes: number; quantidade: number; valor: number };

/**
 * Orders and their net value (valor - desconto) per month of one year. A date range, rather than
 * extract(year ...) = ano, lets PostgreSQL use the (empresa_id, data) index.
 */
export async function resumoMensal(tx: Tx, empresaId: number, ano: number): Promise<ResumoMes[]> {
  const mes = sql<number>`extract(month from ${pedidos.data})::int`;
  const linhas = await tx
    .select({
      mes,
      quantidade: sql<number>`count(*)::int`,
      valor: sql<string>`coalesce(sum(${pedidos.valor} - ${pedidos.desconto}), 0)::text`,
    })
    .from(pedidos)
    .where(
      and(
        eq(pedidos.empresaId, empresaId),
        gte(pedidos.data, `${String(ano).padStart(4, '0')}-01-01`),
        lt(pedidos.data, `${String(ano + 1).padStart(4, '0')}-01-01`),
      ),
    )
    .groupBy(mes);
  const porMes = new Map(linhas.map((l) => [Number(l.mes), l]));
  // Every month is answered, so the screen's table has no gaps.
  return Array.from({ length: 12 }, (_, i) => {
    const l = porMes.get(i + 1);
    return {
      mes: i + 1,
      quantidade: l ? Number(l.quantidade) : 0,
      valor: l ? centavosParaNumero(paraCentavos(l.valor)) : 0,
    };
  });
}
