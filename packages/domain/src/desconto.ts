// Discounts typed as a percentage (issue 27): the order stores cents only, so a percentage is turned into
// cents once, with the order's own rounding (pedido.ts `arredondar`, half away from zero).
import { excedeCasas, paraCentavos } from './dinheiro.ts';
import { arredondar } from './pedido.ts';

/** 100% in hundredths of a percent: a percentage is an integer of hundredths (12,5% is 1250). */
export const CEM_POR_CENTO = 10_000;

export const MSG_PERCENTUAL_DESCONTO =
  'O desconto (%) deve ser um número de 0 a 100, com até 2 casas decimais.';

/** '12,5', '12.5' or 12.5 as hundredths of a percent (1250); NaN when it is not a percentage of 0 to 100. */
export function percentualEmCentesimos(v: number | string): number {
  if (excedeCasas(v, 2)) return Number.NaN;
  const c = paraCentavos(v);
  if (Number.isNaN(c) || c < 0 || c > CEM_POR_CENTO) return Number.NaN;
  return c;
}

/** `centesimos` hundredths of a percent of `baseCentavos`, in cents (half away from zero). */
export function descontoDoPercentual(baseCentavos: number, centesimos: number): number {
  if (!Number.isSafeInteger(baseCentavos) || baseCentavos < 0) throw new RangeError('Base inválida');
  if (!Number.isInteger(centesimos) || centesimos < 0 || centesimos > CEM_POR_CENTO) {
    throw new RangeError(MSG_PERCENTUAL_DESCONTO);
  }
  return arredondar((baseCentavos * centesimos) / CEM_POR_CENTO);
}

/**
 * An order-wide discount spread over its items in proportion to each item's gross value, so the stored
 * order stays a sum of its items (its `desconto` is the sum of the items' discounts, spec part 2). The
 * cents left by rounding down go one each to the largest remainders (then the first items): the shares
 * add up exactly to the discount, and no item gets more than its own gross value.
 */
export function ratearDesconto(brutos: readonly number[], descontoCentavos: number): number[] {
  const soma = brutos.reduce((s, b) => s + b, 0);
  if (brutos.some((b) => !Number.isSafeInteger(b) || b < 0)) throw new RangeError('Valor de item inválido');
  if (!Number.isSafeInteger(descontoCentavos) || descontoCentavos < 0 || descontoCentavos > soma) {
    throw new RangeError('O desconto do pedido não pode ser maior que o valor dos produtos.');
  }
  if (soma === 0) return brutos.map(() => 0);
  // BigInt: gross × discount can pass 2^53 on large orders; the shares must be exact.
  const partes = brutos.map((b, i) => {
    const produto = BigInt(b) * BigInt(descontoCentavos);
    return { i, base: Number(produto / BigInt(soma)), resto: produto % BigInt(soma) };
  });
  let falta = descontoCentavos - partes.reduce((s, p) => s + p.base, 0);
  const ordem = [...partes].sort((a, b) => (a.resto === b.resto ? a.i - b.i : a.resto > b.resto ? -1 : 1));
  const resultado = partes.map((p) => p.base);
  for (const p of ordem) {
    if (falta === 0) break;
    resultado[p.i] = (resultado[p.i] ?? 0) + 1;
    falta -= 1;
  }
  return resultado;
}
