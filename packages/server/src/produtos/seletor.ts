import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { arrayDePadroes, casaTodos, comPadroes, contem, escolhaDaAmostra, temTrigrama } from '../db/busca.ts';
import { dobraSql } from '../db/dobra.ts';
import { linhasDe } from '../db/linhas.ts';
import { padraoInicio, padroesBusca } from '../db/paginar.ts';
import { montador } from '../db/preparada.ts';
import { produtos } from '../db/schema.ts';

/** The product list's order (index produtos_ordem_busca, migration 0014). */
export const ORDEM_DESCRICAO = [asc(produtos.descricao), asc(produtos.id)];

/** The first group's order: the index produtos_inicio's own (migration 0019). */
export const ORDEM_INICIO = [asc(produtos.descricaoBusca), asc(produtos.id)];

/**
 * The descriptions that begin with `palavra`, as a range of index produtos_inicio (migration 0019). Written
 * as a range rather than `like 'palavra%'` so that one plan serves every term: PostgreSQL derives a LIKE's
 * index range only from a known pattern. In byte order (collation "C") the strings that begin with t are
 * those from t up to t followed by the last code point, U+10FFFF, a noncharacter no description holds; the
 * user's % and _ are plain characters here. The word is folded in PostgreSQL by the stored column's own
 * expression (db/dobra.ts, migration 0031).
 */
const faixa = (palavra: string | Placeholder): SQL =>
  sql`${produtos.descricaoBusca} >= ${dobraSql(palavra)} and ${produtos.descricaoBusca} < ${dobraSql(palavra)} || chr(1114111)`;

/**
 * The first group's condition (db/paginar.ts, padraoInicio): the range of the term's first typed word, and
 * every word's pattern in the description ('carioca feijao': begins with 'carioca', holds 'feijao'), which
 * a one-word term's range already satisfies.
 */
export const comecaCom = (palavra: string | Placeholder, padroes: readonly string[]): SQL =>
  sql`${faixa(palavra)} and ${comPadroes(produtos.descricaoBusca, padroes)}`;

/**
 * The first group's ids, a statement part built once: a walk of the first word's range of produtos_inicio
 * (index-only), at most `andar` entries, filtered by the begins-with pattern, the first `limite` in the
 * index's order. A one-word term matches every entry of its range, so it reads `limite` entries; a term of
 * several words whose first word begins many descriptions and whose next words match few of them
 * ('cerveja 999' among 150,000 beers) stops at `andar` entries instead of reading the whole range: the
 * descriptions past it that would belong to the first group are listed with the second (they contain the
 * term too), in description order.
 */
export function idsDoInicio(
  empresa: Placeholder,
  palavra: Placeholder,
  padroes: Placeholder,
  limite: Placeholder,
  andar: Placeholder,
) {
  // A subquery, not a CTE: its rows come in the index's order, so the filter above it stops at `limite`.
  const andados = montador
    .select({
      iid: sql<number>`${produtos.id}`.as('iid'),
      ichave: sql<string>`${produtos.descricaoBusca}`.as('ichave'),
    })
    .from(produtos)
    .where(and(eq(produtos.empresaId, empresa), faixa(palavra)))
    .orderBy(...ORDEM_INICIO)
    .limit(andar)
    .as('andados');
  return montador
    .select({ id: andados.iid })
    .from(andados)
    .where(casaTodos(sql`${andados.ichave}`, padroes))
    .orderBy(andados.ichave, andados.iid)
    .limit(limite);
}

/** What the first group's statement takes: the term's first word, every word's pattern, how many. */
type Inicio = { palavra: string; padroes: string[]; limite: number; andar: number };

/**
 * How a route reads the picker: `inicio` reads the first group (idsDoInicio, a statement built once:
 * db/preparada.ts, consultaMontada); `grupo` reads the company's products under `filtro`, in `ordem`, at
 * most `limite`.
 */
export type LeitoresSeletor<T> = {
  inicio: (i: Inicio) => PromiseLike<T[]>;
  grupo: (filtro: SQL, ordem: SQL[], limite: number) => PromiseLike<T[]>;
};

/**
 * The picker's rows (`inicio_primeiro`, issue 9): first the products whose description begins with the
 * term's first typed word and holds its other words (domain comecaComBusca), then, only
 * when they are fewer than asked, those that contain it (code included) in description order. The first
 * group is a bounded walk of a range of the index produtos_inicio on descricao_busca (migrations 0015,
 * 0019; idsDoInicio): 10 entries for 'arroz' among 600,000 products, where a contains-walk in description
 * order passes the ~50,000 descriptions that sort before it. Its plan is the same for every term, so it is
 * a statement built once and prepared: PostgreSQL plans it once per connection (planning cost more than
 * running it). The second read's best plan depends on how common the term is, so it is planned on each
 * call. It asks for as many rows as the whole page: the first group's rows are among them (they contain the
 * term too) and are dropped, so it needs no "does not begin with" condition, which its index could not
 * answer. A blank term has no first group: every product, in the list's order.
 */
export async function lerSeletor<T extends { id: number }>(
  busca: string,
  quantos: number,
  ler: LeitoresSeletor<T>,
): Promise<T[]> {
  const termo = padraoInicio(busca);
  const primeiros = termo ? await ler.inicio({ ...termo, limite: quantos, andar: quantos + ANDAR_ALEM }) : [];
  if (primeiros.length >= quantos) return primeiros;
  const vistos = new Set(primeiros.map((p) => p.id));
  const contidos = contem(produtos.busca, busca) ?? sql`true`;
  const demais = (await ler.grupo(contidos, ORDEM_DESCRICAO, quantos)).filter((p) => !vistos.has(p.id));
  return [...primeiros, ...demais].slice(0, quantos);
}

/** How many entries of the ordering index a search walks past the rows it must see (idsDaBusca). */
export const ANDAR_ALEM = 2_000;
/** Up to how many matches the second plan of idsDaBusca sorts; past it the term is common enough to walk. */
const ORDENAR_ATE = 5_000;

/**
 * The company and the user's term, for the second plan to take the company's matches through the trigram
 * index alone when a sample of its rows expects few (migration 0074, produtos_por_trigramas). Without it
 * (a list of chosen ids, which the function does not know), the second plan is PostgreSQL's.
 */
export type PorTrigramas = { empresaId: number; busca: string | undefined };

/** The trigram path's calls: by the company's key and by the trigram entries alone (migration 0160). */
type Trigramas = { padroes: SQL; daEmpresa: SQL; semEmpresa: SQL };

/**
 * The calls of the functions behind the trigram path for a term that gives the trigram index something to
 * look up (db/busca.ts, temTrigrama), each with at most `teto` rows (null: all), and the term's patterns;
 * undefined for a term without trigrams, whose index scan would read the whole index, and for a read
 * without a company of its own.
 */
function pelosTrigramas(t: PorTrigramas | undefined, teto: number | null): Trigramas | undefined {
  const padroes = padroesBusca(t?.busca);
  if (!t || !padroes || !t.busca || !temTrigrama(t.busca)) return undefined;
  const array = arrayDePadroes(padroes);
  return {
    padroes: array,
    daEmpresa: sql`produtos_por_trigramas(${t.empresaId}, ${array}, ${teto}::int)`,
    semEmpresa: sql`produtos_por_trigramas_sem_empresa(${array}, ${teto}::int)`,
  };
}

/**
 * The sample's share of the table's pages: 0.2%, ~1,750 rows of 720,000 products (1.2 ms warm), about as
 * many as the customers' 1% of theirs. 1% of the products read 7,500 rows at every search that used it
 * (5.5-6.7 ms warm, PostgreSQL 15), more than most searches cost in all.
 */
const AMOSTRA_PORCENTO = 0.2;
/**
 * Up to how many matches in every company make a term rare enough for the trigram entries alone: the index
 * hands over every company's candidates, each read and dropped but this company's (a code's 101: 54
 * buffers), where the company's key costs a look-up in the company's posting tree per candidate (217
 * buffers). At 0.2%, two sampled rows.
 */
const RARAS_ATE = 1_000;

/**
 * The sample that chooses the second plan and the trigram path (migration 0160, produtos_amostra_busca, one
 * row; db/busca.ts, escolhaDaAmostra): `poucas`, this company's matches expected at most ORDENAR_ATE;
 * `raras`, every company's at most RARAS_ATE.
 */
const amostra = (padroes: SQL) =>
  escolhaDaAmostra(
    sql`produtos_amostra_busca(${padroes}, ${AMOSTRA_PORCENTO}::float4)`,
    AMOSTRA_PORCENTO,
    ORDENAR_ATE,
    RARAS_ATE,
  );

/**
 * The trigram path's rows (`colunas` of the functions' answer), under a CTE `amostra` of the sample: by the
 * trigram entries alone for a term rare in every company, else by the company's key.
 */
const pelaAmostra = (f: Trigramas, colunas: SQL) =>
  sql`select ${colunas} from ${f.semEmpresa} where (select raras from amostra)
      union all select ${colunas} from ${f.daEmpresa} where not (select raras from amostra)`;

/**
 * The ids of a page of products under a contains-search (`casa`, a condition on produtos.busca) in the
 * list's order, by the first of three plans that answers, each gated by the one before (a UNION ALL whose
 * branches PostgreSQL runs only when their one-time condition holds; an uncorrelated subquery in such a
 * condition runs only when the condition reaches it), so the plan does not hang on the planner's guess of
 * how common the term is:
 * 1. a walk of the ordering index (produtos_ordem_busca, index-only: it INCLUDEs busca) over at most
 *    `deslocamento + limite + ANDAR_ALEM` entries, filtered: a term on many rows early in the order;
 * 2. else, when a sample of the company's rows expects at most ORDENAR_ATE matches (`trigramas`; without it,
 *    always), every match, at most ORDENAR_ATE + 1 of them, sorted: a rare term, or one clustered late
 *    ('silva', 'loja 1234'). With `trigramas` the matches come from the trigram index alone (pelaAmostra:
 *    by its trigram entries for a term rare in every company, by the company's key for one common elsewhere):
 *    PostgreSQL's own plan for "the first 5,001 matches" of a word common in other companies and absent
 *    from this one was a sequential scan of the whole table (210 ms on 720,000 rows);
 * 3. else (more matches than that: a word on a large share of the rows, sorting late) the unbounded walk,
 *    written as a subquery in the index's order (`offset 0` keeps PostgreSQL from merging it) so the
 *    planner cannot turn it back into a sort of every match: on PostgreSQL 15 'cerveja' among 60,000
 *    products sorted its ~15,000 matches (110-160 ms on a loaded machine) where the walk reads index entries.
 * The walk's CTE reads the table under the name produtos so `casa` applies to it as written.
 */
export function idsDaBusca(
  base: SQL | undefined,
  casa: SQL,
  limite: number,
  deslocamento: number,
  trigramas?: PorTrigramas,
): SQL {
  const andar = deslocamento + limite + ANDAR_ALEM;
  const onde = and(base, casa);
  const funcoes = pelosTrigramas(trigramas, ORDENAR_ATE + 1);
  const achados = funcoes
    ? pelaAmostra(funcoes, sql`id, descricao`)
    : sql`select ${produtos.id}, ${produtos.descricao} from ${produtos} where ${onde} limit ${ORDENAR_ATE + 1}`;
  // The sample, a CTE so that both gates share its one run (and it runs only once the walk fell short).
  const daAmostra = funcoes ? amostra(funcoes.padroes) : sql`select true as poucas, true as raras`;
  const poucas = sql`(select poucas from amostra)`;
  // The walk is a subquery, not a CTE: PostgreSQL knows its rows come in the index's order, so the
  // filter reads only as many entries as it needs for the page (no sort of the walked entries).
  return sql`(with vistos as materialized (
      select "produtos"."id", "produtos"."descricao" from (
        select ${produtos.id}, ${produtos.descricao}, ${produtos.busca} from ${produtos} where ${base}
         order by ${produtos.descricao}, ${produtos.id} limit ${andar}) as "produtos" where ${casa}
       order by "produtos"."descricao", "produtos"."id" offset ${deslocamento} limit ${limite}),
    amostra as materialized (${daAmostra}),
    achados as materialized (${achados})
    select id from vistos where (select count(*) from vistos) >= ${limite}
    union all
    select id from (select id, descricao from achados order by descricao, id offset ${deslocamento} limit ${limite}) a
     where (select count(*) from vistos) < ${limite} and ${poucas}
       and (select count(*) from achados) <= ${ORDENAR_ATE}
    union all
    select id from (select "produtos"."id" from (
        select ${produtos.id}, ${produtos.descricao}, ${produtos.busca} from ${produtos} where ${base}
         order by ${produtos.descricao}, ${produtos.id} offset 0) as "produtos" where ${casa}
       order by "produtos"."descricao", "produtos"."id" offset ${deslocamento} limit ${limite}) b
     where (select count(*) from vistos) < ${limite}
       and (not ${poucas} or (select count(*) from achados) > ${ORDENAR_ATE}))`;
}

/**
 * How many products a contains-search finds, at most `ate` (undefined: all). With `trigramas` and a sample
 * of the company's rows expecting few, counted from the trigram index alone (pelaAmostra, as idsDaBusca's
 * second plan, for the same reason: PostgreSQL's "the first 201 matches" of a word common only elsewhere
 * read the whole table); else PostgreSQL's plan, which stops at `ate` matches of a term common here.
 */
export async function contarDaBusca(
  tx: Executor,
  base: SQL | undefined,
  casa: SQL | undefined,
  ate: number | undefined,
  trigramas?: PorTrigramas,
): Promise<number> {
  const funcoes = casa && pelosTrigramas(trigramas, ate ?? null);
  const planejada = sql`select count(*)::int from (select 1 from ${produtos} where ${and(base, casa)}
    ${ate === undefined ? sql`` : sql`limit ${ate}`}) c`;
  const consulta = funcoes
    ? sql`with amostra as materialized (${amostra(funcoes.padroes)})
        select case when (select poucas from amostra)
          then (select count(*)::int from (${pelaAmostra(funcoes, sql`id`)}) t)
          else (${planejada}) end as n`
    : sql`select (${planejada}) as n`;
  const [r] = await linhasDe<{ n: number }>(tx, consulta);
  return r?.n ?? 0;
}
