import { centavosParaNumero, paraCentavos, SITUACOES_DO_PAINEL } from '@mascate/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { pedidosResumoMensal } from '../db/schema.ts';

export type ResumoMes = { mes: number; quantidade: number; valor: number };

/**
 * Orders and their net value (valor - desconto) per month of one year, from the monthly summary a trigger
 * keeps beside the orders (migration 0010): at most months × representatives × statuses rows, whatever
 * the number of orders (a year of 450,000 orders was 100-600 ms aggregated from the orders themselves).
 */
export async function resumoMensal(
  tx: Tx,
  empresaId: number,
  ano: number,
  representanteId: number | null = null,
): Promise<ResumoMes[]> {
  const r = pedidosResumoMensal;
  const mes = sql<number>`extract(month from ${r.mes})::int`;
  const linhas = await tx
    .select({
      mes,
      quantidade: sql<number>`sum(${r.quantidade})::int`,
      valor: sql<string>`(sum(${r.valor}) - sum(${r.desconto}))::text`,
    })
    .from(r)
    .where(
      and(
        eq(r.empresaId, empresaId),
        // A vendedor's dashboard counts their own orders (issue 14).
        representanteId === null ? undefined : eq(r.vendedorId, representanteId),
        gte(r.mes, `${String(ano).padStart(4, '0')}-01-01`),
        lt(r.mes, `${String(ano + 1).padStart(4, '0')}-01-01`),
        // Only what was sold (issue 13).
        inArray(r.situacao, SITUACOES_DO_PAINEL),
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
