// How a price table decides a product's price (issue 12). One function for the server and the web.

/** A table as the price needs it: the adjustment in hundredths of a percent (-10,5% is -1050). */
export type TabelaCalculo = {
  ativo: number;
  /** yyyy-mm-dd, or '' / null when open. Both ends are inclusive. */
  validadeInicio: string | null;
  validadeFim: string | null;
  ajusteCentesimos: number;
  /** Fixed prices in cents by product id; they override the percentage. */
  fixos: ReadonlyMap<number, number>;
};

export const AJUSTE_MINIMO_CENTESIMOS = -10_000;
export const AJUSTE_MAXIMO_CENTESIMOS = 100_000;

/**
 * Active and 'hoje' (yyyy-mm-dd in America/Sao_Paulo, from hojeSaoPaulo) inside the validity dates.
 * ISO dates compare as text, so no Date object (and no time zone) is involved.
 */
export function tabelaVigente(
  t: Pick<TabelaCalculo, 'ativo' | 'validadeInicio' | 'validadeFim'>,
  hoje: string,
): boolean {
  if (t.ativo !== 1) return false;
  if (t.validadeInicio && hoje < t.validadeInicio) return false;
  if (t.validadeFim && hoje > t.validadeFim) return false;
  return true;
}

/**
 * preco × (1 + ajuste/100) in whole cents, half a cent rounded up. All in integers: the adjustment is
 * in hundredths of a percent, so the exact result is base × (10000 + ajuste) / 10000.
 */
export function aplicarAjuste(precoBaseCentavos: number, ajusteCentesimos: number): number {
  if (!Number.isSafeInteger(precoBaseCentavos) || precoBaseCentavos < 0) {
    throw new RangeError(`Preço base inválido: ${precoBaseCentavos}`);
  }
  if (
    !Number.isInteger(ajusteCentesimos) ||
    ajusteCentesimos < AJUSTE_MINIMO_CENTESIMOS ||
    ajusteCentesimos > AJUSTE_MAXIMO_CENTESIMOS
  ) {
    throw new RangeError(`Ajuste inválido: ${ajusteCentesimos}`);
  }
  const numerador = precoBaseCentavos * (10_000 + ajusteCentesimos);
  // floor((2n + d) / 2d) is n/d rounded half up for n >= 0; past 2^53 (prices no one sells at, but a
  // numeric(14,2) column holds them) the same formula runs in BigInt so it stays exact.
  if (Number.isSafeInteger(numerador * 2 + 10_000)) return Math.floor((numerador * 2 + 10_000) / 20_000);
  return Number((BigInt(precoBaseCentavos) * BigInt(10_000 + ajusteCentesimos) * 2n + 10_000n) / 20_000n);
}

/**
 * The price of a product under a table: the table's fixed price when it lists the product, else the
 * base price adjusted by the percentage. No table, or one inactive or out of date, gives the base price.
 */
export function precoNaTabela(
  produto: { id: number; precoCentavos: number },
  tabela: TabelaCalculo | null | undefined,
  hoje: string,
): number {
  if (!tabela || !tabelaVigente(tabela, hoje)) return produto.precoCentavos;
  const fixo = tabela.fixos.get(produto.id);
  if (fixo !== undefined) return fixo;
  return aplicarAjuste(produto.precoCentavos, tabela.ajusteCentesimos);
}
