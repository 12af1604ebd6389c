const FUSO = 'America/Sao_Paulo';

const partesFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: FUSO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type PartesData = { ano: string; mes: string; dia: string; hora: string; minuto: string };

// Parts rather than a formatted string, so the result does not depend on a locale's layout.
export function partesSaoPaulo(instante: Date): PartesData {
  const p = Object.fromEntries(partesFormatter.formatToParts(instante).map((x) => [x.type, x.value]));
  return {
    ano: p.year ?? '',
    mes: p.month ?? '',
    dia: p.day ?? '',
    hora: p.hour ?? '',
    minuto: p.minute ?? '',
  };
}

export function hojeSaoPaulo(agora: Date = new Date()): string {
  const { ano, mes, dia } = partesSaoPaulo(agora);
  return `${ano}-${mes}-${dia}`;
}

// The ISO parser, unlike Date.UTC, does not map years 0-99 to 19xx.
function meiaNoiteUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function isDataIso(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = meiaNoiteUtc(v);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

// Calendar arithmetic in UTC: São Paulo's past daylight-saving shifts cannot skip or repeat a day.
export function somarDias(iso: string, dias: number): string {
  if (!isDataIso(iso)) throw new RangeError(`Data inválida: ${iso}`);
  if (!Number.isInteger(dias)) throw new RangeError(`Número de dias inválido: ${dias}`);
  const d = meiaNoiteUtc(iso);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

// The spec reads the month from characters 6-7 of the stored date; 0 means no month could be read.
/** The first and the last day of the month of `iso` ('aaaa-mm-dd'): a list's "this month". */
export function mesDe(iso: string): { inicio: string; fim: string } {
  const inicio = `${iso.slice(0, 8)}01`;
  const [a, m] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  const ultimo = new Date(Date.UTC(a, m, 0)).getUTCDate();
  return { inicio, fim: `${iso.slice(0, 8)}${String(ultimo).padStart(2, '0')}` };
}

export function mesDaData(iso: string): number {
  const mes = /^\d{4}-(\d{2})/.exec(iso)?.[1];
  const n = Number(mes);
  return n >= 1 && n <= 12 ? n : 0;
}

export const NOMES_MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** The dates the API stores (an order's, an instalment's, a price table's validity, a visit's): issue 23. */
export const DATA_MINIMA = '1900-01-01';
export const DATA_MAXIMA = '2100-12-31';
export const FAIXA_DATAS = 'entre 01/01/1900 e 31/12/2100';

/** A valid calendar date (aaaa-mm-dd) from 1900 to 2100: a year 0002 or 9999 is a typo, never stored. */
export function isDataAceita(v: string): boolean {
  return isDataIso(v) && v >= DATA_MINIMA && v <= DATA_MAXIMA;
}
