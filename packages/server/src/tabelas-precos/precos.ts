import {
  centavosParaNumero,
  type PrecoProduto,
  type PrecosTabelaCorpo,
  paraCentavos,
  precoNaTabela,
  type TabelaCalculo,
  tabelaVigente,
} from '@mascate/domain';
import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { contem } from '../db/busca.ts';
import { idsDaPagina, paginar } from '../db/paginar.ts';
import { consultaMontada, montador } from '../db/preparada.ts';
import { produtoImagens, produtos, tabelaPrecoItens, unidades } from '../db/schema.ts';
import { entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { JUNTA_UNIDADE } from '../produtos/repository.ts';
import {
  comecaCom,
  contarDaBusca,
  idsDaBusca,
  idsDoInicio,
  type LeitoresSeletor,
  lerSeletor,
  ORDEM_DESCRICAO,
  ORDEM_INICIO,
} from '../produtos/seletor.ts';
import { cabecalhoTabela } from './repository.ts';

export const TABELA_NAO_ENCONTRADA = 'Tabela de preços não encontrada.';

/** 404 unless the table is this company's: another company's table is never seen. */
export async function exigirTabela(tx: Executor, empresaId: number, id: number) {
  const tabela = await cabecalhoTabela(tx, empresaId, id);
  if (!tabela) throw naoEncontrado(TABELA_NAO_ENCONTRADA);
  return tabela;
}

/** For bodies where 0 or absent means 'no table' (clientes, rotas). */
export async function exigirTabelaSeHouver(tx: Executor, empresaId: number, id: number | undefined) {
  if (id) await exigirTabela(tx, empresaId, id);
}

async function fixosDe(tx: Executor, empresaId: number, tabelaId: number, produtoIds: number[]) {
  if (produtoIds.length === 0) return new Map<number, number>();
  const linhas = await tx
    .select({ produtoId: tabelaPrecoItens.produtoId, preco: tabelaPrecoItens.preco })
    .from(tabelaPrecoItens)
    .where(
      and(
        eq(tabelaPrecoItens.empresaId, empresaId),
        eq(tabelaPrecoItens.tabelaPrecoId, tabelaId),
        inArray(tabelaPrecoItens.produtoId, produtoIds),
      ),
    );
  return new Map(linhas.map((l) => [l.produtoId, paraCentavos(l.preco)]));
}

/**
 * The table an order names, ready for the domain's price function with the fixed prices of the
 * order's products only. 0 is no table; another company's is 404; inactive or out of date is 400.
 */
export async function tabelaDoPedido(
  tx: Executor,
  empresaId: number,
  id: number,
  produtoIds: number[],
  hoje: string,
): Promise<TabelaCalculo | null> {
  if (id === 0) return null;
  const t = await exigirTabela(tx, empresaId, id);
  if (!tabelaVigente(t, hoje)) {
    throw entradaInvalida(
      `A tabela de preços ${t.nome} está inativa ou fora da validade: escolha outra tabela ou nenhuma.`,
    );
  }
  return {
    ...t,
    ajusteCentesimos: paraCentavos(t.ajuste),
    fixos: await fixosDe(tx, empresaId, id, [...new Set(produtoIds)]),
  };
}

/** What the picker shows of a product: its unit's abbreviation and, under a table, its fixed price. */
const COLUNAS_PRECOS = {
  id: produtos.id,
  codigo: produtos.codigo,
  descricao: produtos.descricao,
  unidadeId: produtos.unidadeId,
  unidade: unidades.sigla,
  estoque: produtos.estoque,
  preco: produtos.preco,
  fixo: tabelaPrecoItens.preco,
  // One primary-key probe per row of the page (at most the picker's 10).
  possuiImagem: sql<boolean>`exists (select 1 from ${produtoImagens} i
    where i.empresa_id = ${produtos.empresaId} and i.produto_id = ${produtos.id})`,
};
// The fixed price of the table in force (0 matches none): a left join on the items' primary key.
const juntaFixo = (tabela: number | Placeholder) =>
  and(
    eq(tabelaPrecoItens.empresaId, produtos.empresaId),
    eq(tabelaPrecoItens.tabelaPrecoId, tabela),
    eq(tabelaPrecoItens.produtoId, produtos.id),
  );

const marca = sql.placeholder;
const idsInicio = idsDoInicio(
  marca('empresa'),
  marca('palavra'),
  marca('padroes'),
  marca('limite'),
  marca('andar'),
).as('pagina');
/** The picker's first group with its prices, built once (produtos/seletor.ts). */
const inicioComPrecos = consultaMontada(
  montador
    .select(COLUNAS_PRECOS)
    .from(produtos)
    .leftJoin(unidades, JUNTA_UNIDADE)
    .leftJoin(tabelaPrecoItens, juntaFixo(sql.placeholder('tabela')))
    .innerJoin(idsInicio, eq(produtos.id, idsInicio.id))
    .where(eq(produtos.empresaId, sql.placeholder('empresa')))
    .orderBy(...ORDEM_INICIO),
  ['empresa', 'tabela', 'palavra', 'padroes', 'limite', 'andar'],
);
type LinhaPreco = Awaited<ReturnType<typeof inicioComPrecos>>[number];

/**
 * The picker's page of products with the price under the table. The fixed prices come in the same
 * query (a left join on the items' primary key); an inactive or out-of-date table answers base prices.
 */
export async function lerPrecos(tx: Executor, empresaId: number, c: PrecosTabelaCorpo, hoje: string) {
  const t = c.tabela_preco_id ? await exigirTabela(tx, empresaId, c.tabela_preco_id) : undefined;
  const aplica = t !== undefined && tabelaVigente(t, hoje);
  const tabela = aplica ? (t?.id ?? 0) : 0;
  const porIds = c.produto_ids ? inArray(produtos.id, c.produto_ids.length ? c.produto_ids : [0]) : undefined;
  const filtroBase = and(eq(produtos.empresaId, empresaId), porIds);
  const contido = contem(produtos.busca, c.busca);
  const filtro = and(filtroBase, contido);
  // The function behind the second plan knows the company, not a list of chosen ids.
  const trigramas = porIds ? undefined : { empresaId, busca: c.busca };
  const consulta = () =>
    tx
      .select(COLUNAS_PRECOS)
      .from(produtos)
      .leftJoin(unidades, JUNTA_UNIDADE)
      .leftJoin(tabelaPrecoItens, juntaFixo(tabela))
      .$dynamic();
  // The page's ids first, from the ordering index alone (produtos_ordem_busca, migration 0014;
  // produtos_inicio, 0015 and 0019), then only those rows are read and priced.
  const paginaPorIds = (f: SQL | undefined, ordem: SQL[], limite: number, deslocamento = 0) => {
    // A contains-search in the list's order: the plan that answers for any spread of the term.
    if (f && ordem === ORDEM_DESCRICAO)
      return consulta()
        .where(
          and(
            eq(produtos.empresaId, empresaId),
            inArray(produtos.id, idsDaBusca(filtroBase, f, limite, deslocamento, trigramas)),
          ),
        )
        .orderBy(...ordem);
    const ids = idsDaPagina(tx, produtos, and(filtroBase, f), ordem, limite, deslocamento);
    return consulta()
      .innerJoin(ids, eq(produtos.id, ids.id))
      .where(eq(produtos.empresaId, empresaId))
      .orderBy(...ordem);
  };
  const seletor: LeitoresSeletor<LinhaPreco> = {
    // A list of chosen ids (produto_ids) is not the statement built once: that one has no such filter.
    inicio: (i) =>
      porIds
        ? paginaPorIds(comecaCom(i.palavra, i.padroes), ORDEM_INICIO, i.limite)
        : inicioComPrecos(tx, { empresa: empresaId, tabela, ...i }),
    grupo: paginaPorIds,
  };
  const pagina = async (limite: number | undefined, deslocamento: number) => {
    if (limite === undefined)
      return consulta()
        .where(filtro)
        .orderBy(...ORDEM_DESCRICAO);
    if (c.inicio_primeiro === 1 && c.busca) {
      const grupos = await lerSeletor(c.busca, deslocamento + limite, seletor);
      return grupos.slice(deslocamento);
    }
    return paginaPorIds(contido, ORDEM_DESCRICAO, limite, deslocamento);
  };
  const contar = (ate: number | undefined) => contarDaBusca(tx, filtroBase, contido, ate, trigramas);
  const lista = await paginar(c, pagina, contar);
  const calculo: TabelaCalculo | null =
    aplica && t ? { ...t, ajusteCentesimos: paraCentavos(t.ajuste), fixos: new Map() } : null;
  const linhas = lista.linhas.map((l): PrecoProduto => {
    const base = paraCentavos(l.preco);
    const fixos = l.fixo === null ? new Map<number, number>() : new Map([[l.id, paraCentavos(l.fixo)]]);
    const preco = precoNaTabela({ id: l.id, precoCentavos: base }, calculo && { ...calculo, fixos }, hoje);
    return {
      produto_id: l.id,
      codigo: l.codigo,
      descricao: l.descricao,
      unidade_id: l.unidadeId,
      unidade: l.unidade ?? '',
      estoque: Number(l.estoque),
      preco_base: centavosParaNumero(base),
      preco: centavosParaNumero(preco),
      possui_imagem: Boolean(l.possuiImagem),
    };
  });
  return { ...lista, linhas };
}
