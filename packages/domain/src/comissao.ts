// Commission (issue 31): which rate applies to an item, the base each item earns on, the value of a line
// and the lines that reverse earlier ones. Rates travel as hundredths of a percent (12,50% is 1250), money
// as integer cents, so every line can be checked by hand: value = base × rate, rounded half-up to the cent.

/** 100,00% in hundredths of a percent. */
export const PERCENTUAL_MAXIMO = 10_000;

/** When a company's commission is earned. 'recebimento' (on each instalment's payment) waits for receivables. */
export const COMISSAO_QUANDO = ['faturamento'] as const;
export type ComissaoQuando = (typeof COMISSAO_QUANDO)[number];
export const NOMES_COMISSAO_QUANDO: Record<ComissaoQuando, string> = {
  faturamento: 'No faturamento',
};

/** What made a line: the order invoiced, an instalment paid (later), or the reversal of earlier lines. */
export const EVENTOS_COMISSAO = ['faturamento', 'recebimento', 'estorno'] as const;
export type EventoComissao = (typeof EVENTOS_COMISSAO)[number];
export const NOMES_EVENTO_COMISSAO: Record<EventoComissao, string> = {
  faturamento: 'Faturamento',
  recebimento: 'Recebimento',
  estorno: 'Estorno',
};

/** null = not set, so the next level applies; 0 is a rate of 0%. */
export type Taxas = { produto: number | null; representante: number | null; empresa: number | null };
export type OrigemTaxa = keyof Taxas;

/** The most specific rate set wins: product, then representative, then company; none set, none applies. */
export function taxaAplicavel(t: Taxas): { percentual: number; origem: OrigemTaxa } | null {
  for (const origem of ['produto', 'representante', 'empresa'] as const) {
    const p = t[origem];
    if (p !== null) return { percentual: p, origem };
  }
  return null;
}

/** Whether `p` (hundredths of a percent) is a valid rate: an integer from 0 to 10000. */
export function percentualValido(p: number): boolean {
  return Number.isSafeInteger(p) && p >= 0 && p <= PERCENTUAL_MAXIMO;
}

/**
 * Half-up to the cent (half away from zero, so a reversal is the exact mirror of its line). BigInt: a base
 * of a numeric(14,2) column times 10000 passes 2^53.
 */
export function valorComissao(baseCentavos: number, percentual: number): number {
  if (!Number.isSafeInteger(baseCentavos)) throw new RangeError(`Base inválida: ${baseCentavos}`);
  if (!percentualValido(percentual)) throw new RangeError(`Percentual inválido: ${percentual}`);
  const produto = BigInt(Math.abs(baseCentavos)) * BigInt(percentual);
  const v = Number((produto + 5000n) / 10000n);
  return baseCentavos < 0 ? -v || 0 : v;
}

/**
 * Each item's commission base, in cents: its total after its own discount minus its share of the
 * order-level discount, pro rata by those totals. Each share is floored; what the floors leave goes to the
 * largest item (the first one on a tie), so the bases sum exactly to the order's net value
 * (sum of totals - order discount).
 */
export function basesComissao(totaisItens: readonly number[], descontoPedido: number): number[] {
  if (!Number.isSafeInteger(descontoPedido) || descontoPedido < 0)
    throw new RangeError(`Desconto do pedido inválido: ${descontoPedido}`);
  for (const t of totaisItens)
    if (!Number.isSafeInteger(t) || t < 0) throw new RangeError(`Total de item inválido: ${t}`);
  const soma = totaisItens.reduce((s, t) => s + t, 0);
  if (descontoPedido === 0 || totaisItens.length === 0) return [...totaisItens];
  if (descontoPedido > soma) throw new RangeError('O desconto do pedido é maior que o total dos itens.');
  const partes = totaisItens.map((t) => Number((BigInt(t) * BigInt(descontoPedido)) / BigInt(soma)));
  let resto = descontoPedido - partes.reduce((s, p) => s + p, 0);
  // Largest first, the first one on a tie (a stable sort keeps the order of equal totals). The largest
  // takes the whole remainder unless that would push its base below zero (an order discount of nearly
  // its whole value): then the excess goes on to the next largest, so no base is negative.
  const ordem = totaisItens.map((t, i) => ({ t, i })).sort((x, y) => y.t - x.t);
  for (const { t, i } of ordem) {
    if (resto === 0) break;
    const cabe = Math.min(resto, t - (partes[i] ?? 0));
    partes[i] = (partes[i] ?? 0) + cabe;
    resto -= cabe;
  }
  return totaisItens.map((t, i) => t - (partes[i] ?? 0));
}

export type LinhaComissao = {
  representanteId: number;
  seq: number;
  produtoId: number;
  base: number;
  percentual: number;
  valor: number;
};

/**
 * The lines that bring an order's commission to zero: per representative and item, the negative of what
 * its lines sum to (base and value), at the rate they were earned at. Earlier lines are never edited; an
 * order already at zero gets no line, so reversing twice adds nothing the second time.
 */
export function linhasEstorno(linhas: readonly LinhaComissao[]): LinhaComissao[] {
  const porItem = new Map<string, LinhaComissao>();
  for (const l of linhas) {
    const chave = `${l.representanteId}:${l.seq}`;
    const acc = porItem.get(chave);
    if (acc) {
      acc.base += l.base;
      acc.valor += l.valor;
    } else porItem.set(chave, { ...l });
  }
  return [...porItem.values()]
    .filter((l) => l.valor !== 0 || l.base !== 0)
    .map((l) => ({ ...l, base: -l.base || 0, valor: -l.valor || 0 }));
}
