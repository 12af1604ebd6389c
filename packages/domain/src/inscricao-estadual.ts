// The customer's inscrição estadual against its ICMS indicator (issue 48). Check digits are checked where
// the state publishes the rule and this module knows it (São Paulo, Minas Gerais, Paraná); every other UF
// gets the shape check (8 to 14 digits), so a typo there reaches the ERP's validation instead.
import { somenteDigitos } from './documentos.ts';
import type { IndicadorContribuinte } from './impostos.ts';

const soma = (d: readonly number[], pesos: readonly number[]) =>
  pesos.reduce((s, p, i) => s + p * (d[i] ?? 0), 0);

// SEFAZ-SP: 12 digits; the 9th from weights 1,3,4,5,6,7,8,10 (mod 11, last digit); the 12th from 3,2,10..2.
function ieSp(d: number[]): boolean {
  if (d.length !== 12) return false;
  const d9 = (soma(d, [1, 3, 4, 5, 6, 7, 8, 10]) % 11) % 10;
  const d12 = (soma(d, [3, 2, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10;
  return d[8] === d9 && d[11] === d12;
}

// SINTEGRA-PR: 10 digits, two mod-11 digits (weights 3,2,7..2 and 4,3,2,7..2); 10 and 11 give 0.
function iePr(d: number[]): boolean {
  if (d.length !== 10) return false;
  const dv = (n: number) => {
    const r = 11 - (n % 11);
    return r >= 10 ? 0 : r;
  };
  const d1 = dv(soma(d, [3, 2, 7, 6, 5, 4, 3, 2]));
  const d2 = dv(soma(d, [4, 3, 2, 7, 6, 5, 4, 3, 2]));
  return d[8] === d1 && d[9] === d2;
}

// SEF-MG: 13 digits. First digit: the 11 digits with a 0 after the 3rd, weights 1,2 alternating, the
// digits of each product summed; the next multiple of ten minus that sum. Second: weights 3,2,11..2 mod 11.
function ieMg(d: number[]): boolean {
  if (d.length !== 13) return false;
  const com0 = [...d.slice(0, 3), 0, ...d.slice(3, 11)];
  const s = com0.reduce((t, x, i) => {
    const p = x * (i % 2 === 0 ? 1 : 2);
    return t + Math.floor(p / 10) + (p % 10);
  }, 0);
  const d1 = (10 - (s % 10)) % 10;
  const r = soma(d, [3, 2, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  const d2 = r < 2 ? 0 : 11 - r;
  return d[11] === d1 && d[12] === d2;
}

const POR_UF: Readonly<Record<string, (d: number[]) => boolean>> = { SP: ieSp, PR: iePr, MG: ieMg };

/** The pt-BR message for an IE that does not fit the customer's indicator and UF; null when it fits. */
export function mensagemInscricaoEstadual(
  ie: string,
  uf: string,
  contribuinte: IndicadorContribuinte,
): string | null {
  const texto = ie.trim().toUpperCase();
  if (contribuinte === 2) {
    return texto === '' || texto === 'ISENTO'
      ? null
      : 'Para um contribuinte isento, a IE deve ser ISENTO ou ficar vazia.';
  }
  if (contribuinte !== 1) return null;
  if (texto === '' || texto === 'ISENTO') return 'Informe a inscrição estadual do contribuinte do ICMS.';
  if (!/^[\d.\-/\s]+$/.test(texto)) return 'A inscrição estadual deve ter só números.';
  const d = [...somenteDigitos(texto)].map(Number);
  const confere = POR_UF[uf];
  if (confere ? !confere(d) : d.length < 8 || d.length > 14)
    return `Inscrição estadual inválida para ${uf || 'a UF'}.`;
  return null;
}
