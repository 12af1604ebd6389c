import { type Cliente, type ClienteCorpo, normalizarDocumento, type Paginacao } from '@mascate/domain';
import { type AnyColumn, and, asc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { clientesDaCarteira } from '../auth/carteira.ts';
import { idsAlterados, naOrdem } from '../db/alteracoes.ts';
import type { Executor } from '../db/banco.ts';
import {
  arrayDePadroes,
  casaTodos,
  comPadroes,
  comPadroesDoArray,
  escolhaDaAmostra,
  temTrigrama,
} from '../db/busca.ts';
import { dobraSql } from '../db/dobra.ts';
import {
  alterarNaEmpresa,
  exclusaoNaEmpresa,
  inserirNaEmpresa,
  registroDaEmpresa,
} from '../db/escopo-empresa.ts';
import { type Contar, contarLinhas, padroesBusca, paginar } from '../db/paginar.ts';
import { consultaMontada, executarPreparada, montador } from '../db/preparada.ts';
import { clientes, pedidos, visitas } from '../db/schema.ts';

const colunas = {
  id: clientes.id,
  rota_id: sql<number>`coalesce(${clientes.rotaId}, 0)`.mapWith(Number),
  nome: clientes.nome,
  apelido: clientes.apelido,
  logradouro: clientes.logradouro,
  numero: clientes.numero,
  cep: clientes.cep,
  bairro: clientes.bairro,
  complemento: clientes.complemento,
  cidade: clientes.cidade,
  uf: clientes.uf,
  email: clientes.email,
  fone1: clientes.fone1,
  cnpj_cpf: clientes.cnpjCpf,
  ie_rg: clientes.ieRg,
  tabela_preco_id: sql<number>`coalesce(${clientes.tabelaPrecoId}, 0)`.mapWith(Number),
  latitude: sql<number | null>`${clientes.latitude}::float8`,
  longitude: sql<number | null>`${clientes.longitude}::float8`,
  // Issue 30: R$ as a plain number, null when the customer has no limit.
  limite_credito: sql<number | null>`${clientes.limiteCredito}::float8`,
  contribuinte_icms: clientes.contribuinteIcms,
};

/** The list's order (index clientes_ordem_busca); the export reads it too. */
export const ORDEM_CLIENTES = [asc(clientes.nome), asc(clientes.id)];

// Name, trade name and document in one folded column with one trigram index (migrations 0031, 0072). A
// document is stored without punctuation, so a search with digits also tries its digits alone.
type Busca = { termos: string[]; documento?: string; indexada: boolean };

function lerBusca(busca: string | undefined): Busca | undefined {
  const termos = padroesBusca(busca);
  if (!termos) return undefined;
  const doc = normalizarDocumento(busca ?? '');
  const documento = /\d/.test(doc) && doc !== busca?.trim() ? padroesBusca(doc)?.[0] : undefined;
  // A word with a trigram, and the document's digits with one: a sample may send the second step to the
  // trigram index (paginaEContagem). A word without trigrams beside one with them costs the index nothing
  // (db/busca.ts, comPadroesDoArray).
  const indexada = temTrigrama(busca ?? '') && (documento === undefined || temTrigrama(doc));
  return documento ? { termos, documento, indexada } : { termos, indexada };
}

// The patterns as values, or as placeholders in a statement built once: every word indexed (`indice`: a plan
// of PostgreSQL's own, planned on each call), or each row of a walk tested (the walk's named statement).
function filtroBusca(
  termos: string[] | Placeholder,
  documento: string | Placeholder | undefined,
  coluna: SQL | AnyColumn = clientes.busca,
  modo: 'indice' | 'andar' = 'indice',
) {
  const noTermo = Array.isArray(termos)
    ? comPadroes(coluna, termos)
    : modo === 'andar'
      ? casaTodos(coluna, termos)
      : comPadroesDoArray(coluna, termos);
  if (documento === undefined) return noTermo;
  const noDocumento =
    typeof documento === 'string'
      ? comPadroes(coluna, [documento])
      : modo === 'andar'
        ? casaTodos(coluna, sql`array[${documento}::text]`)
        : sql`${coluna} like ${dobraSql(documento)}`;
  return or(noTermo, noDocumento);
}

/** The search's condition (none for a blank search); the export reads it too. */
export function buscaClientes(busca: string | undefined): SQL | undefined {
  const b = lerBusca(busca);
  return b && filtroBusca(b.termos, b.documento);
}

/** A shape of the list's page statements: which search and whether a vendedor's portfolio filters it. */
type Forma = { busca: 'nenhuma' | 'termo' | 'documento'; carteira: boolean };
const VALORES_PAGINA = [
  'empresa',
  'termos',
  'documento',
  'representante',
  'limite',
  'deslocamento',
  'alem',
] as const;

/**
 * How many entries of the ordering index a search walks past the rows it must see before it takes the
 * trigram path (pagina/todos below): ~0.5 µs each, so a walk that finds nothing costs well under 1 ms.
 */
export const ANDAR_ALEM = 2_000;

/**
 * When the first walk fell short: up to how many matches the second plan finds and sorts at once
 * (montarTodos with `teto`), and how far the longer walk goes past that. Measured on PostgreSQL 15
 * (docs/desempenho.md, issue 25): an entry of the walk costs ~0.43 µs, a match found by the trigram index
 * and sorted ~2.8 µs, so sorting more than a few thousand matches costs more than walking 20,000 entries.
 * A term with at most CONTAR_ANTES matches is sorted at once, its page and exact count in one statement (a
 * rare name); one with more walks up to ANDAR_LONGE entries ('silva' in "<Prefixo> <Sobrenome> <n> Ltda"
 * names, whose first match sits ~8,000 entries in at 100,000 customers, then a run of them), and only when
 * that too falls short are all of its matches sorted. Each step is bounded, so no term costs more than a
 * few times its cheapest plan.
 */
export const CONTAR_ANTES = 500;
const ANDAR_LONGE = 20_000;
/**
 * Up to how many matches a sample may expect and the trigram path still be tried first (at most
 * CONTAR_ANTES + 1 of them, so a wrong guess costs a bounded read). Four times CONTAR_ANTES: the 1% sample
 * reads whole pages, and rows that share a number sit together ('Mercado <Sobrenome> 12xxx' on adjacent
 * pages), so a term with ~230 matches was expected at 600 in one layout of the table and sent to the
 * longer walk and then to sorting every match (45 ms of PostgreSQL a request under load, where the trigram
 * path takes 5).
 */
const AMOSTRA_ATE = 4 * CONTAR_ANTES;
/**
 * The sample's share of the table's pages: 1% (TABLESAMPLE SYSTEM with a fixed seed, so the same pages each
 * time, warm in memory: ~0.5 ms on 190,000 customers), ~1,000 of a 100,000-customer company's rows.
 */
const AMOSTRA_PORCENTO = 1;
/**
 * Up to how many matches in every company make a term rare enough for the trigram entries alone (at 1%, ten
 * sampled rows): the index then hands over every company's candidates, each read and the other companies'
 * dropped, where the company's key costs a look-up in the company's posting tree per candidate.
 */
const RARAS_ATE = 1_000;

/** The sample of the table that chooses the second plan's path (migration 0077, clientes_amostra_busca). */
async function amostraDaBusca(tx: Executor, busca: Busca) {
  const padroes = sql`${arrayDePadroes(busca.termos)}, ${busca.documento === undefined ? sql`null` : dobraSql(busca.documento)}`;
  const [r] = await executarPreparada<{ poucas: boolean; raras: boolean }>(
    tx,
    escolhaDaAmostra(
      sql`clientes_amostra_busca(${padroes}, ${AMOSTRA_PORCENTO}::float4)`,
      AMOSTRA_PORCENTO,
      AMOSTRA_ATE,
      RARAS_ATE,
    ),
  );
  return r ?? { poucas: true, raras: false };
}

function filtroDaForma(forma: Forma, busca: SQL | AnyColumn, modo: 'indice' | 'andar' = 'indice') {
  const marca = sql.placeholder;
  return forma.busca === 'nenhuma'
    ? undefined
    : filtroBusca(marca('termos'), forma.busca === 'documento' ? marca('documento') : undefined, busca, modo);
}

/**
 * The search's first plan: a walk of the ordering index (clientes_ordem_busca, index-only: it INCLUDEs
 * busca) over at most `andar` entries, the search filtering those entries; the page is the first `limite`
 * of the matches past `deslocamento`, and `vistas` how many of up to `alem` it saw (the page and its
 * bounded count in one walk). `completo` says the walk answered: it saw `alem` matches, or it walked every
 * entry of the company. A term on most rows ('comercial', 'loja') fills it in a few entries; a term whose
 * matches sort late ('silva' among "Comercial <Sobrenome>" names) or are rare ('loja 1234') stops at
 * `andar` entries, and `todos` answers it. The walk is bounded by its count, not chosen from the planner's
 * guess of how common the term is.
 */
function montarAndar(forma: Forma) {
  const marca = sql.placeholder;
  const daCarteira = forma.carteira ? clientesDaCarteira(marca('representante')) : undefined;
  // A subquery, not a CTE: PostgreSQL knows its rows come in the index's order, so the filter above it
  // reads only the entries it needs (a common term stops early) and nothing sorts the walked entries.
  const andados = montador
    .select({
      aid: sql<number>`${clientes.id}`.as('aid'),
      anome: sql<string>`${clientes.nome}`.as('anome'),
      abusca: sql<string>`${clientes.busca}`.as('abusca'),
    })
    .from(clientes)
    .where(and(eq(clientes.empresaId, marca('empresa')), daCarteira))
    .orderBy(...ORDEM_CLIENTES)
    .limit(marca('andar'))
    .as('andados');
  // Whether the company has fewer entries than the walk's bound (read only when the matches fell short).
  const entradas = montador
    .select({ um: sql`1` })
    .from(clientes)
    .where(and(eq(clientes.empresaId, marca('empresa')), daCarteira))
    .orderBy(...ORDEM_CLIENTES)
    .limit(marca('andar'));
  const vistos = montador.$with('vistos').as(
    montador
      .select({
        vid: sql<number>`${andados.aid}`.as('vid'),
        vnome: sql<string>`${andados.anome}`.as('vnome'),
      })
      .from(andados)
      .where(filtroDaForma(forma, sql`${andados.abusca}`, 'andar'))
      .orderBy(andados.anome, andados.aid)
      .limit(marca('alem'))
      .offset(marca('deslocamento')),
  );
  const pagina = montador
    .select({ vid: vistos.vid })
    .from(vistos)
    .orderBy(vistos.vnome, vistos.vid)
    .limit(marca('limite'));
  return consultaMontada(
    montador
      .with(vistos)
      .select({
        ...colunas,
        vistas: sql<number>`(select count(*) from ${vistos})`.mapWith(Number),
        // Counting the walked entries only when the matches did not reach `alem` (CASE evaluates the
        // second count only then): a common term stops its walk early.
        completo: sql<boolean>`case when (select count(*) from ${vistos}) >= ${marca('alem')} then true
          else (select count(*) from (${entradas}) as entradas) < ${marca('andar')} end`,
      })
      .from(clientes)
      .where(and(eq(clientes.empresaId, marca('empresa')), inArray(clientes.id, pagina)))
      .orderBy(...ORDEM_CLIENTES),
    // Named: its plan is the walk whatever the term (the subquery's LIMIT keeps the filter above it), and
    // planning it cost PostgreSQL ~1 ms a call, about what the walk of 2,101 entries costs.
    [...VALORES_PAGINA, 'andar'],
  );
}

/**
 * Where the second plan finds its matches: PostgreSQL's own plan (`plano`), or bitmap scans only, whatever
 * PostgreSQL estimates, for when a sample expects few: through the company's key of the trigram index
 * (`empresa`, clientes_por_trigramas, migration 0073; row-level security applies inside) or through its
 * trigram entries alone for a term rare in every company (`entradas`, clientes_por_trigramas_sem_empresa,
 * migration 0077: the company of the transaction tested on each candidate).
 */
type Caminho = 'plano' | 'empresa' | 'entradas';

/**
 * The search's second plan, when the walk did not fill the page: the matches, at most `teto` of them (null:
 * all), found by `caminho`, then sorted. The matches are a CTE read twice (the page and the count), so
 * PostgreSQL computes them once and cannot turn the page back into a walk of the ordering index. `vistas` + `deslocamento` is how many it
 * found: under `teto`, every match (the page is right and its count exact); at `teto`, the term has more
 * matches than are worth sorting at once and the caller walks further. One statement answers a rare term
 * (its page and its exact count) and tells a common one apart, where a count and then the sort read the
 * trigram index twice.
 */
function montarTodos(forma: Forma, caminho: Caminho) {
  const marca = sql.placeholder;
  const padroes = sql`${marca('termos')}::text[], ${
    forma.busca === 'documento' ? dobraSql(marca('documento')) : sql`null`
  }`;
  // The function behind each trigram path (migrations 0073 and 0077).
  const funcoes = {
    empresa: sql`clientes_por_trigramas(${marca('empresa')}, ${padroes}, ${marca('teto')}::int)`,
    entradas: sql`clientes_por_trigramas_sem_empresa(${padroes}, ${marca('teto')}::int)`,
  };
  const achados = montador.$with('achados').as(
    caminho !== 'plano'
      ? montador
          .select({ aid: sql<number>`t.id`.as('aid'), anome: sql<string>`t.nome`.as('anome') })
          .from(sql`${funcoes[caminho]} as t`)
      : montador
          .select({
            aid: sql<number>`${clientes.id}`.as('aid'),
            anome: sql<string>`${clientes.nome}`.as('anome'),
          })
          .from(clientes)
          .where(
            and(
              eq(clientes.empresaId, marca('empresa')),
              filtroDaForma(forma, clientes.busca),
              forma.carteira ? clientesDaCarteira(marca('representante')) : undefined,
            ),
          )
          .limit(marca('teto')),
  );
  const vistos = montador.$with('vistos').as(
    montador
      .select({
        vid: sql<number>`${achados.aid}`.as('vid'),
        vnome: sql<string>`${achados.anome}`.as('vnome'),
      })
      .from(achados)
      .orderBy(achados.anome, achados.aid)
      .limit(marca('limite'))
      .offset(marca('deslocamento')),
  );
  return consultaMontada(
    montador
      .with(achados, vistos)
      .select({
        ...colunas,
        vistas: sql<number>`(select count(*) from ${achados}) - ${marca('deslocamento')}::int`.mapWith(
          Number,
        ),
      })
      .from(clientes)
      .where(
        and(eq(clientes.empresaId, marca('empresa')), inArray(clientes.id, sql`(select vid from ${vistos})`)),
      )
      .orderBy(...ORDEM_CLIENTES),
    ['empresa', 'termos', 'documento', 'representante', 'limite', 'deslocamento', 'teto'],
    // Through a function the plan is the same for every term (a named statement, planned once per
    // connection); PostgreSQL's own plan depends on how common the term is, so it is planned on each call.
    { planoPorChamada: caminho === 'plano' },
  );
}

type Leitores = {
  andar: ReturnType<typeof montarAndar>;
  todos: ReturnType<typeof montarTodos>;
  porEmpresa: ReturnType<typeof montarTodos>;
  porEntradas: ReturnType<typeof montarTodos>;
};
const leitores = new Map<string, Leitores>();

async function paginaEContagem(
  tx: Executor,
  empresaId: number,
  busca: Busca | undefined,
  representanteId: number | null,
  limite: number,
  deslocamento: number,
  alem: number,
) {
  const forma: Forma = {
    busca: busca === undefined ? 'nenhuma' : busca.documento === undefined ? 'termo' : 'documento',
    carteira: representanteId !== null,
  };
  const chave = `${forma.busca}:${forma.carteira}`;
  let ler = leitores.get(chave);
  if (!ler) {
    ler = {
      andar: montarAndar(forma),
      todos: montarTodos(forma, 'plano'),
      porEmpresa: montarTodos(forma, 'empresa'),
      porEntradas: montarTodos(forma, 'entradas'),
    };
    leitores.set(chave, ler);
  }
  const valores = {
    empresa: empresaId,
    termos: busca?.termos,
    documento: busca?.documento,
    representante: representanteId,
    limite,
    deslocamento,
  };
  const sem = <T extends { vistas: number }>(linhas: T[]) => linhas.map(({ vistas: _, ...c }) => c);
  const andar = async (ate: number) => {
    const andados = await ler.andar(tx, { ...valores, alem, andar: deslocamento + alem + ate });
    const primeira = andados[0];
    if (primeira?.completo)
      return { linhas: sem(andados).map(({ completo: _, ...c }) => c), vistas: primeira.vistas };
    // A full page from the walk is the right page; only its count is missing (paginar counts, bounded).
    if (andados.length >= limite)
      return { linhas: sem(andados).map(({ completo: _, ...c }) => c), vistas: 0 };
    return undefined;
  };
  const perto = await andar(ANDAR_ALEM);
  if (perto) return perto;
  const paraPagina = (achados: Awaited<ReturnType<typeof ler.todos>>) => ({
    linhas: sem(achados),
    vistas: Math.max(0, achados[0]?.vistas ?? 0),
  });
  if (busca) {
    // At most CONTAR_ANTES matches are sorted at once, with the page and its exact count in one statement.
    // A term with trigrams takes this step only when a sample of the company's rows expects few (at most
    // AMOSTRA_ATE: the sample is coarse), and then through the trigram index alone; else it goes straight
    // to the longer walk. A vendedor's
    // portfolio (a few hundred customers, walked whole) keeps PostgreSQL's plan.
    const teto = { ...valores, teto: CONTAR_ANTES + 1 };
    const daAmostra = busca.indexada && !forma.carteira;
    const escolha = daAmostra ? await amostraDaBusca(tx, busca) : undefined;
    const poucos = !escolha
      ? await ler.todos(tx, teto)
      : escolha.poucas
        ? await (escolha.raras ? ler.porEntradas : ler.porEmpresa)(tx, teto)
        : undefined;
    const quantos = (poucos?.[0]?.vistas ?? 0) + deslocamento;
    // An empty page before the bound: the matches end before the page (none at all, or a page past them).
    if (poucos && (poucos.length === 0 ? deslocamento <= CONTAR_ANTES : quantos <= CONTAR_ANTES))
      return paraPagina(poucos);
    // Many matches that sort past the first walk: a longer walk, bounded, before sorting them all.
    const longe = await andar(ANDAR_LONGE);
    if (longe) return longe;
  }
  return paraPagina(await ler.todos(tx, { ...valores, teto: null }));
}

/** `representanteId`: a vendedor's session lists only the portfolio (auth/carteira.ts). */
export function listarClientes(
  tx: Executor,
  empresaId: number,
  p: Paginacao,
  representanteId: number | null = null,
) {
  const busca = lerBusca(p.busca);
  const filtro = and(
    eq(clientes.empresaId, empresaId),
    busca && filtroBusca(busca.termos, busca.documento),
    clientesDaCarteira(representanteId),
  );
  const contar: Contar = (ate) =>
    contarLinhas(tx, tx.select({ id: clientes.id }).from(clientes).where(filtro).$dynamic(), ate);
  return paginar<Cliente>(
    p,
    (limite, deslocamento, alem) =>
      limite === undefined
        ? tx
            .select(colunas)
            .from(clientes)
            .where(filtro)
            .orderBy(...ORDEM_CLIENTES)
        : // Without a count to make (alem undefined) it looks no further than the page.
          paginaEContagem(tx, empresaId, busca, representanteId, limite, deslocamento, alem ?? limite),
    contar,
  );
}

/**
 * Issue 47: the customers changed since the read's cursor (db/alteracoes.ts), as the list answers them,
 * oldest change first, with the next cursor.
 */
export async function clientesAlterados(
  tx: Executor,
  empresaId: number,
  p: Parameters<typeof idsAlterados>[3],
  limite: number,
  representanteId: number | null,
) {
  const { ids, cursor } = await idsAlterados(
    tx,
    clientes,
    empresaId,
    p,
    limite,
    clientesDaCarteira(representanteId),
  );
  const linhas =
    ids.length === 0
      ? []
      : await tx
          .select(colunas)
          .from(clientes)
          .where(and(eq(clientes.empresaId, empresaId), inArray(clientes.id, ids)));
  return { linhas: naOrdem(ids, linhas), cursor };
}

export async function buscarCliente(
  tx: Executor,
  empresaId: number,
  id: number,
  representanteId: number | null = null,
): Promise<Cliente | undefined> {
  const [linha] = await tx
    .select(colunas)
    .from(clientes)
    .where(and(registroDaEmpresa(clientes, empresaId, id), clientesDaCarteira(representanteId)));
  return linha;
}

function valores(c: ClienteCorpo) {
  return {
    rotaId: c.rota_id,
    nome: c.nome,
    apelido: c.apelido,
    logradouro: c.logradouro,
    numero: c.numero,
    cep: c.cep,
    bairro: c.bairro,
    complemento: c.complemento,
    cidade: c.cidade,
    uf: c.uf,
    email: c.email,
    fone1: c.fone1,
    cnpjCpf: c.cnpj_cpf,
    ieRg: c.ie_rg,
    // Absent keeps the stored price table (old clients); 0 clears it.
    ...(c.tabela_preco_id === undefined ? {} : { tabelaPrecoId: c.tabela_preco_id || null }),
    // Absent keeps the stored place (issue 28); null clears it.
    ...(c.latitude === undefined ? {} : { latitude: c.latitude === null ? null : String(c.latitude) }),
    ...(c.longitude === undefined ? {} : { longitude: c.longitude === null ? null : String(c.longitude) }),
    // Absent keeps the stored credit limit; null clears it (issue 30).
    ...(c.limite_credito === undefined
      ? {}
      : { limiteCredito: c.limite_credito === null ? null : c.limite_credito.toFixed(2) }),
    // Issue 48: absent keeps the stored indicator.
    ...(c.contribuinte_icms === undefined ? {} : { contribuinteIcms: c.contribuinte_icms }),
  };
}

export const criarCliente = (tx: Executor, empresaId: number, c: ClienteCorpo) =>
  inserirNaEmpresa(tx, clientes, empresaId, valores(c));

export const alterarCliente = (tx: Executor, empresaId: number, id: number, c: ClienteCorpo) =>
  alterarNaEmpresa(tx, clientes, empresaId, id, valores(c));

/** Refused while orders or visits name the customer. */
export const exclusaoCliente = exclusaoNaEmpresa(clientes, {
  pedidos: [pedidos, pedidos.participanteId],
  visitas: [visitas, visitas.clienteId],
});
