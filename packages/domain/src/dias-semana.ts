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
