// ABC (Pareto) classification of a report's groups by value, and each group's share of the total.

export type ClasseAbc = 'A' | 'B' | 'C';

/**
 * Shares in hundredths of a percent (0-10000) by the largest-remainder method, so they always add up to
 * exactly 100,00% when the total is positive (all 0 otherwise). Values are integer cents, not negative.
 */
export function participacoes(valores: readonly number[]): number[] {
  const total = valores.reduce((s, v) => s + v, 0);
  if (total <= 0) return valores.map(() => 0);
  const exatos = valores.map((v) => (v * 10_000) / total);
  const base = exatos.map(Math.floor);
  let faltam = 10_000 - base.reduce((s, v) => s + v, 0);
  const ordem = exatos
    .map((e, i) => ({ i, resto: e - Math.floor(e) }))
    .sort((a, b) => b.resto - a.resto || a.i - b.i);
  for (const { i } of ordem) {
    if (faltam <= 0) break;
    base[i] = (base[i] ?? 0) + 1;
    faltam -= 1;
  }
  return base;
}

/**
 * Ordered by value (highest first), a group is A while the share accumulated before it is under 80%,
 * B while under 95%, C after: the group that crosses 80% is still A, so the largest is always A.
 * Equal values get the same class (the better one), so the class never depends on the order of ties.
 * A zero value is C.
 */
export function classificarAbc(valores: readonly number[]): ClasseAbc[] {
  const total = valores.reduce((s, v) => s + v, 0);
  const ordem = valores.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i);
  const classes: ClasseAbc[] = valores.map(() => 'C');
  let acumulado = 0;
  let anterior: { v: number; classe: ClasseAbc } | undefined;
  for (const { v, i } of ordem) {
    let classe: ClasseAbc =
      v <= 0 || total <= 0
        ? 'C'
        : acumulado * 100 < total * 80
          ? 'A'
          : acumulado * 100 < total * 95
            ? 'B'
            : 'C';
    if (anterior && anterior.v === v) classe = anterior.classe;
    classes[i] = classe;
    anterior = { v, classe };
    acumulado += v;
  }
  return classes;
}
