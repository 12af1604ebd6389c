// One parser per kind of value the API takes (issue 43): money, quantity, percentage, integer ids and
// offsets, dates, months, instants and free text. Each reads exactly its written grammar, keeps its
// bounds, and never throws: a value it does not take answers `{ ok: false, motivo }`, so every schema
// and route refuses the same text with its own pt-BR message, and the database never sees a value only
// bad input could make (a year 0000, an integer past 2^31, an invisible text).
import { DATA_MAXIMA, DATA_MINIMA, isDataIso } from './datas.ts';
import { decimalEscalado, MAXIMO_CARACTERES_NUMERO } from './dinheiro.ts';

/** Why a value was refused: not its form, more decimals than the unit holds, or outside its bounds. */
export type MotivoRecusa = 'formato' | 'casas' | 'faixa';
export type Leitura<T> = { ok: true; valor: T } | { ok: false; motivo: MotivoRecusa };

const aceito = <T>(valor: T): Leitura<T> => ({ ok: true, valor });
const recusado = (motivo: MotivoRecusa): { ok: false; motivo: MotivoRecusa } => ({ ok: false, motivo });

/** The largest value of a PostgreSQL integer column: ids, offsets and counts stay within it. */
export const MAXIMO_INTEIRO_PG = 2_147_483_647;

/**
 * The written grammar of a decimal number, in its API form ('-1234.50', a lone dot is the decimal point)
 * or its Brazilian form ('1.234,50', '1234,5', '1.234.567': dots only in groups of three), with an
 * optional 'R$' and spaces around it. Never hexadecimal, exponents, 'Infinity' or a sign after a digit.
 */
const DECIMAL_API = /^-?\d+(\.\d+)?$/;
const DECIMAL_BR = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;
const DECIMAL_BR_GRUPOS = /^-?\d{1,3}(\.\d{3}){2,}$/;

function semMoeda(v: string): string {
  return v.trim().replace(/^(-?)\s*R\$\s*/, '$1');
}

/** Whether a text is a decimal number in the API's or the Brazilian form (see above). */
export function isDecimalTexto(v: string): boolean {
  if (v.length > MAXIMO_CARACTERES_NUMERO) return false;
  const s = semMoeda(v);
  return DECIMAL_API.test(s) || DECIMAL_BR.test(s) || DECIMAL_BR_GRUPOS.test(s);
}

/** The decimals written after the decimal separator ('' when none): the lone dot or the comma. */
function fracaoEscrita(s: string): string {
  if (s.includes(',')) return s.slice(s.lastIndexOf(',') + 1);
  if (DECIMAL_BR_GRUPOS.test(s)) return '';
  const ponto = s.lastIndexOf('.');
  return ponto < 0 ? '' : s.slice(ponto + 1);
}

/**
 * A number (JSON) or a decimal text scaled to an integer of `casas` decimals (cents: 2, thousandths: 3),
 * within [min, max]. Decimals beyond `casas` that are not zeros are refused ('casas'), never rounded.
 */
export function lerDecimal(v: unknown, casas: number, min: number, max: number): Leitura<number> {
  let n: number;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return recusado('formato');
    const escalado = Number((Math.abs(v) * 10 ** casas).toPrecision(15));
    if (!Number.isInteger(escalado)) return recusado('casas');
    n = Math.sign(v) * escalado || 0;
  } else if (typeof v === 'string') {
    if (!isDecimalTexto(v)) return recusado('formato');
    const s = semMoeda(v);
    if (/[1-9]/.test(fracaoEscrita(s).slice(casas))) return recusado('casas');
    n = decimalEscalado(s, casas);
  } else return recusado('formato');
  if (!Number.isSafeInteger(n)) return recusado('faixa');
  return n < min || n > max ? recusado('faixa') : aceito(n);
}

/** Money in cents (2 decimals), R$ 0,00 up to `maxCentavos` unless a lower `minCentavos` is given. */
export const lerDinheiro = (v: unknown, maxCentavos: number, minCentavos = 0) =>
  lerDecimal(v, 2, minCentavos, maxCentavos);

/** A quantity in thousandths (3 decimals). */
export const lerQuantidade = (v: unknown, maxMilesimos: number, minMilesimos = 0) =>
  lerDecimal(v, 3, minMilesimos, maxMilesimos);

/** A percentage in hundredths of a percent (12,5 % is 1250), from 0 to 100 %. */
export const lerPercentual = (v: unknown) => lerDecimal(v, 2, 0, 10_000);

// One optional sign, digits, and at most one decimal separator (a dot or a comma) followed by digits.
const NUMERO_SIMPLES = /^-?\d+([.,]\d+)?$/;

/**
 * A measured number (coordinates in degrees, a GPS accuracy in metres): a finite JSON number or a text of
 * digits with one decimal dot or comma ('-23.5505', '-23,5505'), within [min, max]. Never hexadecimal,
 * exponents, 'Infinity', thousands groups or a lone separator. It keeps its decimals: a coordinate is a
 * measurement, not money, and its column rounds it.
 */
export function lerNumero(v: unknown, min: number, max: number): Leitura<number> {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string') {
    const s = v.trim();
    if (s.length > MAXIMO_CARACTERES_NUMERO || !NUMERO_SIMPLES.test(s)) return recusado('formato');
    n = Number(s.replace(',', '.'));
  } else return recusado('formato');
  if (!Number.isFinite(n)) return recusado('formato');
  return n < min || n > max ? recusado('faixa') : aceito(n === 0 ? 0 : n);
}

const INTEIRO = /^\d{1,10}$/;

/**
 * A whole number as a JSON number or as plain digits ('12', ' 12 '), within [min, max]; never '1e3',
 * '0x10', '12.0', '+1' or a boolean.
 */
export function lerInteiro(v: unknown, min: number, max: number): Leitura<number> {
  let n: number;
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) return recusado('formato');
    n = v;
  } else if (typeof v === 'string') {
    const s = v.trim();
    if (s.length > MAXIMO_CARACTERES_NUMERO) return recusado('formato');
    const negativo = s.startsWith('-');
    const digitos = negativo ? s.slice(1) : s;
    if (!INTEIRO.test(digitos)) return /^\d+$/.test(digitos) ? recusado('faixa') : recusado('formato');
    n = negativo ? -Number(digitos) || 0 : Number(digitos);
  } else return recusado('formato');
  return n < min || n > max ? recusado('faixa') : aceito(n);
}

/** A record's id: 1 to PostgreSQL's largest integer. */
export const lerId = (v: unknown) => lerInteiro(v, 1, MAXIMO_INTEIRO_PG);

/** How many rows a page skips: 0 to PostgreSQL's largest integer. */
export const lerDeslocamento = (v: unknown) => lerInteiro(v, 0, MAXIMO_INTEIRO_PG);

/** A calendar date 'aaaa-mm-dd' from 1900-01-01 to 2100-12-31 (spaces around it are dropped). */
export function lerData(v: unknown): Leitura<string> {
  if (typeof v !== 'string') return recusado('formato');
  const s = v.trim();
  if (!isDataIso(s)) return recusado('formato');
  return s < DATA_MINIMA || s > DATA_MAXIMA ? recusado('faixa') : aceito(s);
}

/** A month 'aaaa-mm' from 1900-01 to 2100-12. */
export function lerMes(v: unknown): Leitura<string> {
  if (typeof v !== 'string') return recusado('formato');
  const s = v.trim();
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(s)) return recusado('formato');
  return s < DATA_MINIMA.slice(0, 7) || s > DATA_MAXIMA.slice(0, 7) ? recusado('faixa') : aceito(s);
}

// Date, time to the minute at least, optional seconds and fraction, optional zone; 'T' or one space.
const INSTANTE =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * An instant in ISO 8601 ('2026-03-01T10:00:00Z', '2026-03-01 10:00:00-03:00'); without a zone it is São
 * Paulo time (UTC-3, no daylight saving since 2019). Its date within 1900-2100; the answer is the same
 * text, trimmed. `instanteEmMs` gives its ms.
 */
export function lerInstante(v: unknown): Leitura<string> {
  if (typeof v !== 'string' || v.length > 40) return recusado('formato');
  const s = v.trim();
  const m = INSTANTE.exec(s);
  if (!m) return recusado('formato');
  const [, dia = '', hora = '', minuto = '', segundo = '00', zona = ''] = m;
  if (!isDataIso(dia) || Number(hora) > 23 || Number(minuto) > 59 || Number(segundo) > 59)
    return recusado('formato');
  if (zona.length > 1 && (Number(zona.slice(1, 3)) > 14 || Number(zona.slice(-2)) > 59))
    return recusado('formato');
  return dia < DATA_MINIMA || dia > DATA_MAXIMA ? recusado('faixa') : aceito(s);
}

/** The ms of an instant `lerInstante` took (NaN for any other text). */
export function instanteEmMs(v: string): number {
  if (!lerInstante(v).ok) return Number.NaN;
  const base = v.trim().replace(' ', 'T');
  const comZona = /(Z|[+-]\d{2}(:?\d{2})?)$/.test(base);
  const zona = comZona
    ? base.replace(/([+-]\d{2})(\d{2})$/, '$1:$2').replace(/([+-]\d{2})$/, '$1:00')
    : `${base}-03:00`;
  return Date.parse(zona);
}

/**
 * Characters that show nothing: zero-width spaces and joiners, the word joiner, the byte-order mark, the
 * soft hyphen, bidirectional controls, and the C0/C1 control characters except tab and line breaks.
 */
const INVISIVEIS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;

/** Free text without its invisible characters and trimmed: what is left is what is stored and counted. */
export function limparTexto(v: string): string {
  return v.replace(INVISIVEIS, '').trim();
}

/** Free text of at most `max` characters after `limparTexto` ('faixa' when longer). */
export function lerTexto(v: unknown, max: number): Leitura<string> {
  if (typeof v !== 'string') return recusado('formato');
  const s = limparTexto(v);
  return s.length > max ? recusado('faixa') : aceito(s);
}
