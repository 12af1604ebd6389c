import { lerSessao } from './api.ts';
import { lerMeta } from './banco.ts';

export const REPRESENTANTE_ESCOLHIDO = 'representanteEscolhido';

/**
 * Whom the work is recorded for: a vendedor's own representative; an administrator's choice on the
 * Sincronizar screen (0 while none is chosen).
 */
export async function representanteAtual(): Promise<number> {
  const s = lerSessao();
  if (s?.representanteId) return s.representanteId;
  return Number((await lerMeta(REPRESENTANTE_ESCOLHIDO)) ?? 0) || 0;
}
