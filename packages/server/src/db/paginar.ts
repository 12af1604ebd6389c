import type { Paginacao } from '@mascate/domain';

const literal = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%termo%` for ILIKE, with the user's own % and _ taken literally. */
export function padraoBusca(busca: string | undefined): string | undefined {
  const t = busca?.trim();
  return t ? `%${literal(t)}%` : undefined;
}

/** `termo%` (begins with), with the user's own % and _ taken literally. */
export function padraoInicio(busca: string | undefined): string | undefined {
  const t = busca?.trim();
  return t ? `${literal(t)}%` : undefined;
}

/**
 * Runs the page query and, when the caller asked for a page (`limite`) and did not decline the count
 * (`contar_total: 0`), the count query too.
 * Without `limite` every row is answered (the field app's reads) and `total` is omitted.
 */
export async function paginar<T>(
  p: Paginacao,
  pagina: (limite: number | undefined, deslocamento: number) => Promise<T[]>,
  contar: () => Promise<number>,
): Promise<{ linhas: T[]; total?: number }> {
  if (p.limite === undefined) return { linhas: await pagina(undefined, 0) };
  if (p.contar_total === 0) return { linhas: await pagina(p.limite, p.deslocamento ?? 0) };
  const [linhas, total] = await Promise.all([pagina(p.limite, p.deslocamento ?? 0), contar()]);
  return { linhas, total };
}
