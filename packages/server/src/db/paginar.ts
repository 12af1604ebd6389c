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
 * (`contar_total: 0`), answers the total: from the page itself when the page is not full (its rows are
 * the last ones: a rare search, a small company's list; no count query, which is a second scan of the
 * matches and a round trip), else from the count query.
 * Without `limite` every row is answered (the field app's reads) and `total` is omitted.
 */
export async function paginar<T>(
  p: Paginacao,
  pagina: (limite: number | undefined, deslocamento: number) => Promise<T[]>,
  contar: () => Promise<number>,
): Promise<{ linhas: T[]; total?: number }> {
  if (p.limite === undefined) return { linhas: await pagina(undefined, 0) };
  const deslocamento = p.deslocamento ?? 0;
  const linhas = await pagina(p.limite, deslocamento);
  if (p.contar_total === 0) return { linhas };
  const ultimaPagina = linhas.length < p.limite && (linhas.length > 0 || deslocamento === 0);
  return { linhas, total: ultimaPagina ? deslocamento + linhas.length : await contar() };
}
