// The ICMS rates the tax computation takes from the UFs (issue 48): the interstate rate from the two UFs
// and the goods' origin, and each UF's internal ("modal") rate. Rates are integers in hundredths of a
// percent, like the discount percentages (desconto.ts: 18 % is 1800).
import { UFS } from './planilhas/ufs.ts';

export type Uf = (typeof UFS)[number];

/**
 * The internal modal rate of each UF (general rate of the state's ICMS law, without the FCP), the
 * default of the company's table: the company edits its own (Regras fiscais), since the states change
 * them by law every year. Values of 2026.
 */
export const ALIQUOTAS_INTERNAS_PADRAO: Readonly<Record<Uf, number>> = {
  AC: 1900,
  AL: 2000,
  AM: 2000,
  AP: 1800,
  BA: 2050,
  CE: 2000,
  DF: 2000,
  ES: 1700,
  GO: 1900,
  MA: 2300,
  MG: 1800,
  MS: 1700,
  MT: 1700,
  PA: 1900,
  PB: 2000,
  PE: 2050,
  PI: 2250,
  PR: 1950,
  RJ: 2000,
  RN: 2000,
  RO: 1950,
  RR: 2000,
  RS: 1700,
  SC: 1700,
  SE: 2000,
  SP: 1800,
  TO: 2000,
};

/** Origins 1, 2, 3 and 8 (foreign goods, or national with more than 40 % imported content): 4 % interstate. */
export const ORIGENS_IMPORTADAS: readonly number[] = [1, 2, 3, 8];

// Senate Resolution 22/1989: from the South and Southeast (Espírito Santo excepted) to the North,
// Northeast, Centre-West and Espírito Santo the rate is 7 %; every other interstate sale is 12 %.
const SUL_SUDESTE_SEM_ES: ReadonlySet<string> = new Set(['MG', 'PR', 'RJ', 'RS', 'SC', 'SP']);

/** The interstate ICMS rate of a sale from `ufOrigem` to `ufDestino` (Senate Resolutions 22/1989 and 13/2012). */
export function aliquotaInterestadual(ufOrigem: string, ufDestino: string, origem: number): number {
  if (ORIGENS_IMPORTADAS.includes(origem)) return 400;
  return SUL_SUDESTE_SEM_ES.has(ufOrigem) && !SUL_SUDESTE_SEM_ES.has(ufDestino) ? 700 : 1200;
}

export function ehUf(uf: string): uf is Uf {
  return (UFS as readonly string[]).includes(uf);
}
