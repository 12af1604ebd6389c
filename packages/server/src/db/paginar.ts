import { contagemAte, type Paginacao, palavrasDaBusca } from '@mascate/domain';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './banco.ts';

const literal = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The lists' search rule (domain casaBusca) as a LIKE pattern: the first word anywhere, each next word later
 * at the start of a word ('cerveja 350' -> `%cerveja% 350%`), with the user's own % and _ taken literally.
 */
export function padraoBusca(busca: string | undefined): string | undefined {
  const [primeira, ...resto] = palavrasDaBusca(busca ?? '');
  return primeira === undefined ? undefined : `%${literal(primeira)}%${seguintes(resto)}`;
}

/**
 * The same rule anchored at the start of the text ('cerveja 350' -> `cerveja% 350%`): what begins with the
 * first word and holds the next ones after it (the picker's first group, produtos/seletor.ts).
 */
export function padraoInicio(busca: string): { palavra: string; padrao: string } | undefined {
  const [primeira, ...resto] = palavrasDaBusca(busca);
  return primeira === undefined
    ? undefined
    : { palavra: primeira, padrao: `${literal(primeira)}%${seguintes(resto)}` };
}

const seguintes = (palavras: string[]) => palavras.map((p) => ` ${literal(p)}%`).join('');

/** A page of a list: its rows and, when asked, the total (`total_limitado`: at least that many). */
export type Lista<T> = { linhas: T[]; total?: number; total_limitado?: true };

/** The count of a list: `ate` rows at most when given (the count stops there), every match without it. */
export type Contar = (ate: number | undefined) => Promise<number>;

/**
 * A page query's answer: its rows, or its rows with `vistas`, how many rows from the page's start it saw
 * when it was asked to look `alem` rows ahead (the page and the bounded count in one walk of the index).
 */
export type Pagina<T> = T[] | { linhas: T[]; vistas: number };

/**
 * Runs the page query and, when the caller asked for a page (`limite`) and did not decline the count
 * (`contar_total: 0`), answers the total: from the page itself when the page is not full (its rows are
 * the last ones: a rare search, a small company's list; no count query, which is a second scan of the
 * matches and a round trip), else counted only up to ten pages past the page's start (`contagemAte`)
 * unless `total_exato` is 1: past it the answer carries the bound and `total_limitado`. A page query
 * that takes `alem` counts in its own walk (`vistas`); otherwise the count query does.
 * Without `limite` every row is answered (the field app's reads) and `total` is omitted.
 */
export async function paginar<T>(
  p: Paginacao,
  pagina: (limite: number | undefined, deslocamento: number, alem: number | undefined) => Promise<Pagina<T>>,
  contar: Contar,
): Promise<Lista<T>> {
  if (p.limite === undefined) return { linhas: linhasDe(await pagina(undefined, 0, undefined)) };
  const deslocamento = p.deslocamento ?? 0;
  const teto = contagemAte(deslocamento, p.limite);
  const limitada = p.contar_total !== 0 && p.total_exato !== 1;
  const r = await pagina(p.limite, deslocamento, limitada ? teto - deslocamento + 1 : undefined);
  const linhas = linhasDe(r);
  if (p.contar_total === 0) return { linhas };
  const ultimaPagina = linhas.length < p.limite && (linhas.length > 0 || deslocamento === 0);
  if (ultimaPagina) return { linhas, total: deslocamento + linhas.length };
  if (!limitada) return { linhas, total: await contar(undefined) };
  // Rows seen from the page's start; none (a page past the end) says nothing of the rows before it.
  const vistas = Array.isArray(r) ? 0 : r.vistas;
  const n = vistas > 0 ? deslocamento + vistas : await contar(teto + 1);
  return n > teto ? { linhas, total: teto, total_limitado: true } : { linhas, total: n };
}

const linhasDe = <T>(r: Pagina<T>): T[] => (Array.isArray(r) ? r : r.linhas);

/**
 * `count(*)` over a list's rows (a select of any columns with its joins and filters), stopping at `ate`
 * rows when given: PostgreSQL reads no further than the `limit` of the subquery.
 */
export async function contarLinhas(db: Executor, linhas: PgSelect, ate: number | undefined): Promise<number> {
  const sub = (ate === undefined ? linhas : linhas.limit(ate)).as('contadas');
  const [r] = await (db as Db).select({ n: count() }).from(sub);
  return r?.n ?? 0;
}

/**
 * A page's ids alone, as a subquery to join the row query on (a deferred join): with an ordering index
 * that INCLUDEs the search column (produtos_ordem_busca), PostgreSQL walks and filters index entries,
 * skipping a late-sorting term's rows without reading them ('arroz' passes ~50,000 descriptions among
 * 600,000 products), and then reads only the page's rows. The customer list does the same and counts
 * in the same walk (clientes/repository.ts, paginaEContagem).
 */
export function idsDaPagina(
  db: Executor,
  t: PgTable & { id: PgColumn },
  filtro: SQL | undefined,
  ordem: (SQL | PgColumn)[],
  limite: number,
  deslocamento: number,
) {
  return (db as Db)
    .select({ id: t.id })
    .from(t)
    .where(filtro)
    .orderBy(...ordem)
    .limit(limite)
    .offset(deslocamento)
    .as('pagina');
}
