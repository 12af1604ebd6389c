import {
  contagemAte,
  dobrar,
  LIMITE_PADRAO,
  type Paginacao,
  palavrasDaBusca,
  palavrasDobradas,
} from '@mascate/domain';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './banco.ts';

const literal = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The lists' search rule (domain casaBusca) as LIKE patterns, one per word the term needs (domain
 * palavrasDobradas: folded, each once, none inside another), each a contains ('conceicao joao' ->
 * `%conceicao%`, `%joao%`), the user's own % and _ taken literally; undefined for a blank term. Every
 * pattern is a condition of its own (db/busca.ts), so the trigram index answers each word and the words
 * match in any order. Longest first: the words a statement hands the index first (db/busca.ts,
 * PALAVRAS_NO_INDICE) are the ones with the most trigrams.
 */
export function padroesBusca(busca: string | undefined): string[] | undefined {
  const palavras = palavrasDobradas(busca ?? '');
  if (palavras.length === 0) return undefined;
  return [...palavras].sort((a, b) => b.length - a.length).map((p) => `%${literal(p)}%`);
}

/**
 * The product picker's first group (produtos/seletor.ts; domain comecaComBusca): the term's first typed
 * word, whose range of descriptions it walks, and the patterns of every word, which those descriptions
 * must hold too ('carioca feijao': the descriptions beginning with 'carioca' that hold 'feijao').
 */
export function padraoInicio(busca: string): { palavra: string; padroes: string[] } | undefined {
  const [primeira] = palavrasDaBusca(dobrar(busca));
  const padroes = padroesBusca(busca);
  return primeira === undefined || !padroes ? undefined : { palavra: primeira, padroes };
}

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
 * Without `limite` the read's default page is answered (`padrao`: LIMITE_PADRAO, or the small registers'
 * LIMITE_PADRAO_CADASTRO): no read answers every row at once (issue 42). When every row fits in it the
 * answer is the rows alone, as before; when it is full it carries `total`, so the caller knows there is more.
 */
export async function paginar<T>(
  p: Paginacao,
  pagina: (limite: number, deslocamento: number, alem: number | undefined) => Promise<Pagina<T>>,
  contar: Contar,
  padrao: number = LIMITE_PADRAO,
): Promise<Lista<T>> {
  const limite = p.limite ?? padrao;
  const deslocamento = p.deslocamento ?? 0;
  const teto = contagemAte(deslocamento, limite);
  const limitada = p.contar_total !== 0 && p.total_exato !== 1;
  const r = await pagina(limite, deslocamento, limitada ? teto - deslocamento + 1 : undefined);
  const linhas = linhasDe(r);
  if (p.contar_total === 0) return { linhas };
  // Without `limite`, every row fit in the default page: answered as before, without `total`.
  if (p.limite === undefined && deslocamento === 0 && linhas.length < limite) return { linhas };
  const ultimaPagina = linhas.length < limite && (linhas.length > 0 || deslocamento === 0);
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
