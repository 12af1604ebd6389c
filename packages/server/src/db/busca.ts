import { type AnyColumn, and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { dobraSql } from './dobra.ts';
import { padroesBusca } from './paginar.ts';

/**
 * `coluna LIKE dobra('%palavra%')` for every word of the term (db/paginar.ts, padroesBusca), on a generated
 * folded `busca` column (migrations 0005, 0031): contains every word, in any order, ignoring case and
 * accents, each word a condition the column's trigram index answers. The patterns are folded in PostgreSQL
 * too, by the very expression the column is generated from (db/dobra.ts).
 */
export function contem(coluna: AnyColumn, busca: string | undefined): SQL | undefined {
  const padroes = padroesBusca(busca);
  return padroes ? comPadroes(coluna, padroes) : undefined;
}

/** The same condition for ready patterns (padroesBusca, never empty). */
export const comPadroes = (coluna: AnyColumn | SQL, padroes: readonly string[]): SQL =>
  sql`(${sql.join(
    padroes.map((p) => comPadrao(coluna, p)),
    sql` and `,
  )})`;

/** One pattern's condition, on a value or a placeholder. */
const comPadrao = (coluna: AnyColumn | SQL, padrao: string | Placeholder | SQL): SQL =>
  sql`${coluna} like ${dobraSql(padrao)}`;

/**
 * Each word a condition of its own (issue 50, docs/listas.md) and the index's rule for them, in statements
 * built once and in the trigram functions (migration 0160), which take the term's patterns as one text[]
 * value of any length: the first PALAVRAS_NO_INDICE patterns are that many conditions the trigram index
 * serves, a missing one '%' (pg_trgm draws no trigram from it, and since PostgreSQL 13 a key without
 * trigrams beside one with them costs the index scan nothing: only the recheck tests it); the patterns
 * past them are tested on each candidate row (LIKE ALL of the array's tail, empty for a shorter term). The
 * patterns come longest first (padroesBusca), so a term of many words hands the index its most selective.
 * Four because people type one to three words; a fifth word found by the recheck among the candidates of
 * four costs less than another index condition would save.
 */
const PALAVRAS_NO_INDICE = 4;

/**
 * The condition for the term's patterns as one text[] value (a placeholder: a statement built once; or the
 * array's SQL), the rule above. In a plan made with the values (planned on each call) the slots are
 * constants again; `umaVez`, for a named statement whose generic plan does not know them, computes each
 * slot once per statement as a scalar subquery, not once per row it filters.
 */
export function comPadroesDoArray(coluna: AnyColumn | SQL, padroes: Placeholder | SQL, umaVez = false): SQL {
  const arr = sql`(${padroes}::text[])`;
  const umaVezSe = (x: SQL) => (umaVez ? sql`(select ${x})` : x);
  const slots = Array.from({ length: PALAVRAS_NO_INDICE }, (_, i) =>
    i === 0 ? sql`${arr}[1]` : sql`coalesce(${arr}[${sql.raw(String(i + 1))}], '%')`,
  );
  return sql`(${sql.join(
    [
      ...slots.map((x) => sql`${coluna} like ${umaVezSe(x)}`),
      // `::text[]` after a scalar subquery: `all ((select ...))` would read as ALL over the subquery's rows.
      sql`${coluna} like all (${umaVezSe(sql`${arr}[${sql.raw(String(PALAVRAS_NO_INDICE + 1))}:]`)}::text[])`,
    ],
    sql` and `,
  )})`;
}

/**
 * Every pattern of a text[] value on each row, for a walk of an ordering index (no index condition: the
 * walk's filter), the array computed once per statement (a generic plan does not re-read the value).
 */
export const casaTodos = (coluna: AnyColumn | SQL, padroes: Placeholder | SQL): SQL =>
  sql`${coluna} like all ((select ${padroes}::text[])::text[])`;

/** A JS array of patterns as one text[] value of a statement (one parameter, whatever its length). */
export const arrayDePadroes = (padroes: readonly string[]): SQL => sql`${sql.param(padroes)}::text[]`;

/**
 * The same contains-search on a plain column of a small table (routes, units, price tables...): both sides
 * folded at query time. No index answers it; these tables hold tens or hundreds of rows per company.
 */
export const contemDobrado = (coluna: AnyColumn, padrao: string): SQL =>
  sql`${dobraSql(coluna)} like ${dobraSql(padrao)}`;

/**
 * The term's condition on a small table's row (contemDobrado on its columns): every word of the term in one
 * of `emQual`'s conditions ('maria gmail' finds a user named Maria whose e-mail is at gmail); undefined for a
 * blank term.
 */
export function cadaPalavra(
  busca: string | undefined,
  emQual: (padrao: string) => SQL | undefined,
): SQL | undefined {
  const padroes = padroesBusca(busca);
  return padroes && and(...padroes.map(emQual));
}

/**
 * Whether a search term gives pg_trgm something to look up: a run of three letters or digits (a shorter
 * term, 'sa' or '12', has no trigram and its index scan would read the whole index).
 */
export const temTrigrama = (busca: string): boolean => /[\p{L}\p{N}]{3}/u.test(busca);

/**
 * A company with fewer than AMOSTRA_MINIMA rows in a search's sample (from the customers' 1% of the table's
 * pages, fewer than ~10,000 customers; from the products' 0.2%, fewer than ~50,000 products) counts as few
 * matches: any plan reads little of it.
 */
const AMOSTRA_MINIMA = 100;

/**
 * The one-row choice a search's sample makes (migrations 0076 and 0077, `<tabela>_amostra_busca`: the
 * company's sampled rows `linhas`, its matches `daqui`, every company's matches `todas`, in `porcento` of
 * the table's pages, each sampled row standing for 100 / porcento): `poucas`, this company's matches
 * expected at most `ate` (or the company too small to matter); `raras`, every company's at most `rarasAte`,
 * so the trigram entries alone hand over few candidates. What PostgreSQL's estimate cannot tell: it
 * multiplies the term's share of the whole table by the company's share, so a term common in other
 * companies and absent from this one looks common, and one common here and rare elsewhere looks rare.
 */
export const escolhaDaAmostra = (amostra: SQL, porcento: number, ate: number, rarasAte: number): SQL => {
  const fator = sql`(100 / ${porcento}::float8)`;
  return sql`select linhas < ${sql.raw(String(AMOSTRA_MINIMA))} or daqui * ${fator} <= ${ate} as poucas,
                    todas * ${fator} <= ${rarasAte} as raras
               from ${amostra}`;
};
