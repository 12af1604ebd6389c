// Money travels as integer cents and quantities as integer thousandths, so sums never drift.

// 15 significant digits recover the decimal the caller wrote (1.005 * 100 is 100.49999999999999).
function escalarNumero(v: number, casas: number): number {
  if (!Number.isFinite(v)) return Number.NaN;
  const escalado = Number((Math.abs(v) * 10 ** casas).toPrecision(15));
  const n = Math.sign(v) * Math.round(escalado) || 0;
  return Number.isSafeInteger(n) ? n : Number.NaN;
}

function separadores(s: string): { decimal: string; grupo: string } {
  const virgula = s.lastIndexOf(',');
  const ponto = s.lastIndexOf('.');
  if (virgula >= 0 && ponto >= 0)
    return virgula > ponto ? { decimal: ',', grupo: '.' } : { decimal: '.', grupo: ',' };
  if (virgula >= 0) return { decimal: ',', grupo: '' };
  // A lone dot is the API's decimal point ('1.234' is 1.234); several dots can only be grouping.
  if (s.indexOf('.') !== ponto) return { decimal: '', grupo: '.' };
  return { decimal: '.', grupo: '' };
}

function inteiroValido(parte: string, grupo: string): boolean {
  if (grupo !== '' && parte.includes(grupo)) {
    return new RegExp(`^\\d{1,3}(\\${grupo}\\d{3})+$`).test(parte);
  }
  return /^\d*$/.test(parte);
}

/**
 * The longest text read as a number: 'R$ -999.999.999.999,99' with room for spaces. Anything longer is
 * refused before any regular expression sees it (issue 23: 100 KB of digits and an 'x' took a pattern
 * with two stars 23 s), so every parse below is linear in at most this many characters.
 */
export const MAXIMO_CARACTERES_NUMERO = 40;

// PostgreSQL's numeric text and the API's plain decimals ('-1234.50'): the form most parsed (each value of
// a page of orders), read without the separators' rules, which give it the same reading (a lone dot is
// the decimal point).
const DECIMAL_SIMPLES = /^(-?)(\d+)(?:\.(\d+))?$/;

function digitosEscalados(negativo: boolean, inteiro: string, fracao: string, casas: number): number {
  const digitos = (inteiro || '0') + fracao.padEnd(casas, '0').slice(0, casas);
  const arredonda = Number(fracao.charAt(casas) || '0') >= 5 ? 1 : 0;
  const n = Number(digitos) + arredonda;
  if (!Number.isSafeInteger(n)) return Number.NaN;
  return negativo ? -n || 0 : n;
}

// String parsing works on the digits themselves, so rounding is exact (half away from zero).
function escalarTexto(v: string, casas: number): number {
  if (v.length > MAXIMO_CARACTERES_NUMERO) return Number.NaN;
  const simples = DECIMAL_SIMPLES.exec(v);
  if (simples) return digitosEscalados(simples[1] === '-', simples[2] ?? '', simples[3] ?? '', casas);
  const limpo = v.replace(/R\$/g, '').replace(/\s/g, '');
  const negativo = limpo.startsWith('-');
  const s = negativo ? limpo.slice(1) : limpo;
  // Only digits and separators, at least one digit: two linear tests (one pattern with two stars
  // around \d backtracks quadratically on a long run of digits that ends in a letter).
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return Number.NaN;
  const { decimal, grupo } = separadores(s);
  const partes = decimal === '' ? [s] : s.split(decimal);
  const [inteiro = '', fracao = ''] = partes;
  if (partes.length > 2 || !inteiroValido(inteiro, grupo) || !/^\d*$/.test(fracao)) return Number.NaN;
  const semGrupo = grupo === '' ? inteiro : inteiro.replaceAll(grupo, '');
  return digitosEscalados(negativo, semGrupo, fracao, casas);
}

/** A decimal text (API or Brazilian form) as an integer of `casas` decimals, rounded half away from zero; NaN when not a number. */
export const decimalEscalado = escalarTexto;

function escalar(v: number | string, casas: number): number {
  return typeof v === 'number' ? escalarNumero(v, casas) : escalarTexto(v, casas);
}

function paraTextoDecimal(inteiro: number, casas: number): string {
  if (!Number.isSafeInteger(inteiro)) throw new RangeError(`Valor inteiro esperado: ${inteiro}`);
  const divisor = 10 ** casas;
  const abs = Math.abs(inteiro);
  const fracao = String(abs % divisor).padStart(casas, '0');
  return `${inteiro < 0 ? '-' : ''}${Math.trunc(abs / divisor)}.${fracao}`;
}

/** Garbage (or an empty string) gives NaN, so callers test with Number.isNaN. */
export function paraCentavos(v: number | string): number {
  return escalar(v, 2);
}

export function centavosParaDecimal(c: number): string {
  return paraTextoDecimal(c, 2);
}

export function centavosParaNumero(c: number): number {
  return c / 100;
}

/** A numeric(…, 2) column as PostgreSQL sends it ('1234.50') to the API's plain number (1234.5). */
export function decimalParaNumero(v: string): number {
  return centavosParaNumero(paraCentavos(v));
}

export function quantidadeParaMilesimos(v: number | string): number {
  return escalar(v, 3);
}

export function milesimosParaDecimal(m: number): string {
  return paraTextoDecimal(m, 3);
}

export function milesimosParaNumero(m: number): number {
  return m / 1000;
}

/**
 * True when `v` has non-zero digits beyond `casas` decimals (10.005 as money): such a value is refused,
 * never rounded (issue 23). Garbage answers false (the caller's NaN check refuses it with its own message).
 */
export function excedeCasas(v: number | string, casas: number): boolean {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return false;
    return !Number.isInteger(Number((Math.abs(v) * 10 ** casas).toPrecision(15)));
  }
  const s = v.replace(/R\$/g, '').replace(/\s/g, '').replace(/^-/, '');
  const { decimal } = separadores(s);
  // A plain integer text ('99999') has no decimals at all, whatever `casas` is.
  if (decimal === '' || !s.includes(decimal)) return false;
  return /[1-9]/.test(s.slice(s.lastIndexOf(decimal) + 1).slice(casas));
}
