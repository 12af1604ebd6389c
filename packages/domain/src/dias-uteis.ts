// Business days (issue 31): Monday to Friday without the national holidays, for a goal's projection.
//
// The list: the holidays of federal law, the same every year (Lei 662/1949 and 6.802/1980, 10.607/2002,
// 14.759/2023 for 20 November from 2024), and Good Friday (Sexta-feira da Paixão), moved by Easter and kept
// as a holiday nationwide. Carnaval (Monday and Tuesday), Ash Wednesday and Corpus Christi are not national
// holidays by law, only optional days off for the federal civil service ("ponto facultativo"), and many
// businesses open: they count as business days. Municipal and state holidays are not known here.

import { isDataIso } from './datas.ts';

const FIXOS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'] as const;

/** The years the list is checked for (tests); later years follow the same rules. */
export const ANOS_FERIADOS = { de: 2024, ate: 2030 } as const;

const iso = (ano: number, mes: number, dia: number) =>
  `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

/** Easter Sunday (Gregorian calendar; the anonymous algorithm of Meeus/Jones/Butcher). */
export function pascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(ano, mes, dia);
}

/** The national holidays of a year, 'aaaa-mm-dd', in order. */
export function feriadosNacionais(ano: number): string[] {
  const p = new Date(`${pascoa(ano)}T00:00:00Z`);
  p.setUTCDate(p.getUTCDate() - 2);
  const sextaSanta = p.toISOString().slice(0, 10);
  const fixos = FIXOS.filter((f) => f !== '11-20' || ano >= 2024).map((f) => `${ano}-${f}`);
  return [...fixos, sextaSanta].sort();
}

/** 'aaaa-mm' of a valid month. */
export function mesValido(mes: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(mes);
}

function diasDoMes(mes: string): string[] {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, m, 0)).getUTCDate();
  return Array.from({ length: ultimo }, (_, i) => iso(ano, m, i + 1));
}

/** Whether a day is a business day: Monday to Friday and not a national holiday. */
export function diaUtil(dia: string): boolean {
  const semana = new Date(`${dia}T00:00:00Z`).getUTCDay();
  if (semana === 0 || semana === 6) return false;
  return !feriadosNacionais(Number(dia.slice(0, 4))).includes(dia);
}

/**
 * A month's business days, and how many of them have passed by `hoje` (inclusive): all of them once the
 * month is over, none before it starts.
 */
export function diasUteis(mes: string, hoje: string): { total: number; decorridos: number } {
  if (!mesValido(mes)) throw new RangeError(`Mês inválido: ${mes}`);
  if (!isDataIso(hoje)) throw new RangeError(`Data inválida: ${hoje}`);
  const uteis = diasDoMes(mes).filter(diaUtil);
  return { total: uteis.length, decorridos: uteis.filter((d) => d <= hoje).length };
}
