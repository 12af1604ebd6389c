/**
 * A closed set of values written once, each beside its pt-BR name: `valores` (for z.enum, selects and
 * loops) are the table's keys in the order written; `nomes` is the table.
 */
export function valoresComNomes<V extends string>(
  nomes: Record<V, string>,
): { valores: [V, ...V[]]; nomes: Record<V, string> } {
  return { valores: Object.keys(nomes) as [V, ...V[]], nomes };
}
