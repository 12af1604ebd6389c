import { expect } from 'vitest';

type Pagina = readonly [limite: number, deslocamento: number];

/**
 * Each page a search answers is the slice of `esperado` (a plain filter and sort of every row) it asks for;
 * with `total`, the count each page carries is `total(limite, deslocamento)` where that gives a number.
 */
export async function paginasIguais(
  esperado: readonly string[],
  paginas: readonly Pagina[],
  ler: (limite: number, deslocamento: number) => Promise<{ itens: readonly unknown[]; total?: number }>,
  total?: (limite: number, deslocamento: number) => number | undefined,
): Promise<void> {
  for (const [limite, deslocamento] of paginas) {
    if (deslocamento < 0) continue;
    const r = await ler(limite, deslocamento);
    expect(r.itens).toEqual(esperado.slice(deslocamento, deslocamento + limite));
    const conta = total?.(limite, deslocamento);
    if (conta !== undefined) expect(r.total).toBe(conta);
  }
}

/** The list's first-page count: it stops ten pages ahead ("mais de …"); a page past every match has none. */
export const totalLimitado =
  (esperado: readonly string[]) =>
  (limite: number, deslocamento: number): number | undefined =>
    esperado.length > deslocamento || deslocamento === 0
      ? Math.min(esperado.length, deslocamento + limite * 10)
      : undefined;
