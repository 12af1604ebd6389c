export const DIAS_SEMANA = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

export const FLAGS_VAZIAS = '0000000';

export function flagsValidas(flags: string): boolean {
  return /^[01]{7}$/.test(flags);
}

function indiceValido(indice: number): boolean {
  return Number.isInteger(indice) && indice >= 0 && indice < 7;
}

export function diasParaFlags(indices: readonly number[]): string {
  return DIAS_SEMANA.map((_, i) => (indices.includes(i) ? '1' : '0')).join('');
}

export function flagsParaDias(flags: string): number[] {
  if (!flagsValidas(flags)) return [];
  return [...flags].flatMap((f, i) => (f === '1' ? [i] : []));
}

// A route being created starts with no flags at all, so invalid input counts as no days chosen.
export function alternarDia(flags: string, indice: number): string {
  const base = flagsValidas(flags) ? flags : FLAGS_VAZIAS;
  if (!indiceValido(indice)) return base;
  const novo = base[indice] === '1' ? '0' : '1';
  return base.slice(0, indice) + novo + base.slice(indice + 1);
}

/**
 * A route sells on a calendar day (aaaa-mm-dd) when its flag for that weekday is set: the customers of
 * such routes are that day's planned visits. The weekday is the calendar's, with no time zone involved.
 */
export function rotaVendeNoDia(flags: string, dia: string): boolean {
  if (!flagsValidas(flags) || !/^\d{4}-\d{2}-\d{2}$/.test(dia)) return false;
  const [ano, mes, d] = dia.split('-').map(Number) as [number, number, number];
  const semana = new Date(Date.UTC(ano, mes - 1, d)).getUTCDay();
  return flags[semana] === '1';
}
