// Numbers as a Brazilian spreadsheet writes them: '1.234,56' (dot groups thousands, comma is the decimal).
import { MAXIMO_CARACTERES_NUMERO, paraCentavos, quantidadeParaMilesimos } from '../dinheiro.ts';

/** An integer in the given scale (cents: 2, thousandths: 3) as '1.234,56'; exact, no floating point. */
export function formatarNumeroBr(inteiro: number, casas: number): string {
  if (!Number.isSafeInteger(inteiro)) return '';
  const abs = Math.abs(inteiro);
  const divisor = 10 ** casas;
  const parteInteira = String(Math.trunc(abs / divisor)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fracao = casas > 0 ? `,${String(abs % divisor).padStart(casas, '0')}` : '';
  return `${inteiro < 0 ? '-' : ''}${parteInteira}${fracao}`;
}

// '1.234' in a Brazilian sheet is one thousand two hundred and thirty-four, not 1.234: dots in groups of
// three with no comma are thousands. Any other lone dot is a decimal point (files made by other tools).
const SO_GRUPOS = /^-?\d{1,3}(\.\d{3})+$/;

/**
 * A cell's number in the given scale: '1.234,56', '1234,5', 'R$ 12,00', '12.5' or a number from an XLSX
 * cell. NaN when it is not a number (callers report the cell).
 */
export function lerNumeroBr(valor: string | number, casas: 2 | 3): number {
  const escalar = casas === 2 ? paraCentavos : quantidadeParaMilesimos;
  if (typeof valor === 'number') return escalar(valor);
  // Refused before any regular expression runs (dinheiro.ts MAXIMO_CARACTERES_NUMERO).
  if (valor.length > MAXIMO_CARACTERES_NUMERO) return Number.NaN;
  const t = valor.trim().replace(/\s/g, '');
  return escalar(SO_GRUPOS.test(t) ? t.replaceAll('.', '') : t);
}
