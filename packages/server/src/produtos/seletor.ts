import { asc, type SQL, sql } from 'drizzle-orm';
import { contem } from '../db/busca.ts';
import { padraoInicio } from '../db/paginar.ts';
import { produtos } from '../db/schema.ts';

/** The product list's order (index produtos_ordem_busca, migration 0014). */
export const ORDEM_DESCRICAO = [asc(produtos.descricao), asc(produtos.id)];

/** Reads one group of the picker: the company's products under `filtro`, in `ordem`, at most `limite`. */
export type LerGrupo<T> = (filtro: SQL, ordem: SQL[], limite: number) => Promise<T[]>;

/**
 * The picker's rows (`inicio_primeiro`, issue 9): first the products whose description begins with the
 * term, then, only when they are fewer than asked, those that contain it (code included) in description
 * order. The first group is a range of the index produtos_inicio on descricao_busca (migration 0015):
 * 10 entries for 'arroz' among 600,000 products, where a contains-walk in description order passes the
 * ~50,000 descriptions that sort before it. The second read asks for as many rows as the whole page:
 * the first group's rows are among them (they contain the term too) and are dropped, so it needs no
 * "does not begin with" condition, which its index could not answer.
 */
export async function lerSeletor<T extends { id: number }>(
  busca: string,
  quantos: number,
  ler: LerGrupo<T>,
): Promise<T[]> {
  const comeca = sql`${produtos.descricaoBusca} like lower(${padraoInicio(busca)})`;
  const primeiros = await ler(comeca, [asc(produtos.descricaoBusca), asc(produtos.id)], quantos);
  if (primeiros.length >= quantos) return primeiros;
  const vistos = new Set(primeiros.map((p) => p.id));
  const contidos = contem(produtos.busca, busca) ?? sql`true`;
  const demais = (await ler(contidos, ORDEM_DESCRICAO, quantos)).filter((p) => !vistos.has(p.id));
  return [...primeiros, ...demais].slice(0, quantos);
}
