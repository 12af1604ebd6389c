// How long since the last sync, as the Sincronizar screen says it.

/** "há 2 h": how long ago, in the words the Sincronizar screen uses. */
export function haQuanto(iso: string | undefined, agora = Date.now()): string {
  if (!iso) return 'nunca';
  const min = Math.max(0, Math.floor((agora - Date.parse(iso)) / 60_000));
  if (min < 1) return 'agora mesmo';
  if (min < 60) return `há ${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `há ${h} h`;
  return `há ${Math.floor(h / 24)} dias`;
}

const HORAS_AVISO = 24;
export const precisaSincronizar = (iso: string | undefined, agora = Date.now()) =>
  !iso || agora - Date.parse(iso) > HORAS_AVISO * 3_600_000;
