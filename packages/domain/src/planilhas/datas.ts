import { isDataIso } from '../datas.ts';

/** 'dd/mm/aaaa' (or d/m/aaaa) to 'aaaa-mm-dd'; null when it is not a real calendar date. */
export function lerDataBr(valor: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(valor.trim());
  if (!m) return null;
  const iso = `${m[3]}-${(m[2] ?? '').padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`;
  return isDataIso(iso) ? iso : null;
}
