import { asc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { contem } from '../db/busca.ts';
import { dobraSql } from '../db/dobra.ts';
import { produtos } from '../db/schema.ts';

/** The product list's order (index produtos_ordem_busca, migration 0014). */
export const ORDEM_DESCRICAO = [asc(produtos.descricao), asc(produtos.id)];

/** The first group's order: the index produtos_inicio's own (migration 0019). */
export const ORDEM_INICIO = [asc(produtos.descricaoBusca), asc(produtos.id)];

/**
 * Descriptions that begin with the term, as a range of index produtos_inicio
 * (migration 0019). Written as a range rather than `like 'termo%'` so that one plan serves every term:
 * PostgreSQL derives a LIKE's index range only from a known pattern. In byte order (collation "C") the
 * strings that begin with t are those from t up to t followed by the last code point, U+10FFFF, a
 * noncharacter no description holds; the user's % and _ are plain characters here. The term is folded in
 * PostgreSQL by the stored column's own expression (db/dobra.ts, migration 0031).
 */
export const comecaCom = (termo: string | Placeholder): SQL =>
  sql`${produtos.descricaoBusca} >= ${dobraSql(termo)} and ${produtos.descricaoBusca} < ${dobraSql(termo)} || chr(1114111)`;

/**
 * How a route reads the picker: `inicio` reads the first group (comecaCom in ORDEM_INICIO, a statement
 * built once: db/preparada.ts, consultaMontada) for a trimmed term; `grupo` reads the company's products
 * under `filtro`, in `ordem`, at most `limite`.
 */
export type LeitoresSeletor<T> = {
  inicio: (termo: string, limite: number) => PromiseLike<T[]>;
  grupo: (filtro: SQL, ordem: SQL[], limite: number) => PromiseLike<T[]>;
};

/**
 * The picker's rows (`inicio_primeiro`, issue 9): first the products whose description begins with the
 * term, then, only when they are fewer than asked, those that contain it (code included) in description
 * order. The first group is a range of the index produtos_inicio on descricao_busca (migrations 0015,
 * 0019): 10 entries for 'arroz' among 600,000 products, where a contains-walk in description order passes
 * the ~50,000 descriptions that sort before it. Its plan is the same for every term, so it is a statement
 * built once and prepared: PostgreSQL plans it once per connection (planning cost more than running it).
 * The second read's best plan depends on how common the term is, so it is planned on each call. It asks
 * for as many rows as the whole page: the first group's rows are among them (they contain the term too)
 * and are dropped, so it needs no "does not begin with" condition, which its index could not answer. A
 * blank term has no first group: every product, in the list's order.
 */
export async function lerSeletor<T extends { id: number }>(
  busca: string,
  quantos: number,
  ler: LeitoresSeletor<T>,
): Promise<T[]> {
  const termo = busca.trim();
  const primeiros = termo ? await ler.inicio(termo, quantos) : [];
  if (primeiros.length >= quantos) return primeiros;
  const vistos = new Set(primeiros.map((p) => p.id));
  const contidos = contem(produtos.busca, busca) ?? sql`true`;
  const demais = (await ler.grupo(contidos, ORDEM_DESCRICAO, quantos)).filter((p) => !vistos.has(p.id));
  return [...primeiros, ...demais].slice(0, quantos);
}
