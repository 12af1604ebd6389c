import {
  centavosParaDecimal,
  type LerProdutos,
  milesimosParaDecimal,
  type Produto,
  type ProdutoEntrada,
  percentualDecimal,
} from '@mascate/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { idsAlterados, naOrdem } from '../db/alteracoes.ts';
import type { Tx } from '../db/banco.ts';
import { contem } from '../db/busca.ts';
import { alterarNaEmpresa, exclusaoNaEmpresa, inserirNaEmpresa } from '../db/escopo-empresa.ts';
import { idsDaPagina, paginar } from '../db/paginar.ts';
import { consultaMontada, montador } from '../db/preparada.ts';
import { pedidoItens, produtoImagens, produtos, unidades } from '../db/schema.ts';
import {
  contarDaBusca,
  idsDaBusca,
  idsDoInicio,
  type LeitoresSeletor,
  lerSeletor,
  ORDEM_DESCRICAO,
  ORDEM_INICIO,
} from './seletor.ts';

const colunas = {
  id: produtos.id,
  codigo: produtos.codigo,
  descricao: produtos.descricao,
  unidade_id: produtos.unidadeId,
  sigla: unidades.sigla,
  preco: produtos.preco,
  status: produtos.status,
  estoque: produtos.estoque,
  tipo: produtos.tipo,
  comissao_percentual: produtos.comissaoPercentual,
  ncm: produtos.ncm,
  cest: produtos.cest,
  origem: produtos.origem,
  aliquota_ipi: produtos.aliquotaIpi,
  peso_unitario: produtos.pesoUnitario,
  possui_imagem: sql<boolean>`exists (select 1 from ${produtoImagens} i
    where i.empresa_id = ${produtos.empresaId} and i.produto_id = ${produtos.id})`,
};

type Linha = {
  id: number;
  codigo: string;
  descricao: string;
  unidade_id: number;
  sigla: string;
  preco: string;
  status: number;
  estoque: string;
  tipo: number;
  comissao_percentual: string | null;
  ncm: string;
  cest: string;
  origem: number;
  aliquota_ipi: number;
  peso_unitario: string | null;
  possui_imagem: boolean;
};

// numeric columns arrive as text; the API answers plain numbers (2 and 3 decimals).
const paraProduto = (l: Linha): Produto => ({
  ...l,
  unidade: l.sigla,
  preco: Number(l.preco),
  estoque: Number(l.estoque),
  possui_imagem: Boolean(l.possui_imagem),
  comissao_percentual: l.comissao_percentual === null ? null : Number(l.comissao_percentual),
  aliquota_ipi: l.aliquota_ipi / 100,
  peso_unitario: l.peso_unitario === null ? null : Number(l.peso_unitario),
});

/** A product's unit (the price read joins it too). */
export const JUNTA_UNIDADE = and(
  eq(unidades.empresaId, produtos.empresaId),
  eq(unidades.id, produtos.unidadeId),
);

/** The picker's first group (produtos/seletor.ts), built once. */
const marca = sql.placeholder;
const inicio = consultaMontada(
  montador
    .select(colunas)
    .from(produtos)
    .innerJoin(unidades, JUNTA_UNIDADE)
    .where(
      and(
        eq(produtos.empresaId, marca('empresa')),
        inArray(
          produtos.id,
          idsDoInicio(marca('empresa'), marca('palavra'), marca('padroes'), marca('limite'), marca('andar')),
        ),
      ),
    )
    .orderBy(...ORDEM_INICIO),
  ['empresa', 'palavra', 'padroes', 'limite', 'andar'],
);

/** The company's products under `filtro`, or only those of a page's ids (db/paginar.ts, idsDaPagina). */
function consulta(tx: Tx, empresaId: number, filtro?: SQL, ids?: ReturnType<typeof idsDaPagina>) {
  const q = tx.select(colunas).from(produtos).innerJoin(unidades, JUNTA_UNIDADE).$dynamic();
  return (ids ? q.innerJoin(ids, eq(produtos.id, ids.id)) : q).where(
    and(eq(produtos.empresaId, empresaId), filtro),
  );
}

export async function listarProdutos(tx: Tx, empresaId: number, p: LerProdutos) {
  const filtro = contem(produtos.busca, p.busca);
  const daEmpresa = eq(produtos.empresaId, empresaId);
  const trigramas = { empresaId, busca: p.busca };
  const lista = await paginar(
    p,
    async (limite, deslocamento) => {
      if (p.inicio_primeiro === 1 && p.busca && limite !== undefined) {
        const ler: LeitoresSeletor<Linha> = {
          inicio: (i) => inicio(tx, { empresa: empresaId, ...i }),
          grupo: (f, ordem, n) =>
            consulta(tx, empresaId, inArray(produtos.id, idsDaBusca(daEmpresa, f, n, 0, trigramas))).orderBy(
              ...ordem,
            ),
        };
        return (await lerSeletor(p.busca, deslocamento + limite, ler)).slice(deslocamento);
      }
      if (limite === undefined) return consulta(tx, empresaId, filtro).orderBy(...ORDEM_DESCRICAO);
      // A search's page: the plan that answers for any spread of the term (seletor.ts, idsDaBusca).
      if (filtro)
        return consulta(
          tx,
          empresaId,
          inArray(produtos.id, idsDaBusca(daEmpresa, filtro, limite, deslocamento, trigramas)),
        ).orderBy(...ORDEM_DESCRICAO);
      // The page's ids from the ordering index alone.
      const ids = idsDaPagina(tx, produtos, daEmpresa, ORDEM_DESCRICAO, limite, deslocamento);
      return consulta(tx, empresaId, undefined, ids).orderBy(...ORDEM_DESCRICAO);
    },
    (ate) => contarDaBusca(tx, daEmpresa, filtro, ate, trigramas),
  );
  return { ...lista, linhas: lista.linhas.map(paraProduto) };
}

/** Issue 47: the products changed since the read's cursor (db/alteracoes.ts), oldest change first. */
export async function produtosAlterados(
  tx: Tx,
  empresaId: number,
  p: Parameters<typeof idsAlterados>[3],
  limite: number,
) {
  const { ids, cursor } = await idsAlterados(tx, produtos, empresaId, p, limite);
  const linhas = ids.length === 0 ? [] : await consulta(tx, empresaId, inArray(produtos.id, ids));
  return { linhas: naOrdem(ids, linhas.map(paraProduto)), cursor };
}

export async function produtoPorId(tx: Tx, empresaId: number, id: number): Promise<Produto | undefined> {
  const [linha] = await consulta(tx, empresaId, eq(produtos.id, id));
  return linha && paraProduto(linha);
}

const valores = (p: ProdutoEntrada) => ({
  codigo: p.codigo,
  descricao: p.descricao,
  unidadeId: p.unidade_id,
  preco: centavosParaDecimal(p.preco),
  status: p.status,
  estoque: milesimosParaDecimal(p.estoque),
  tipo: p.tipo,
  meuId: p.meu_id,
  // Left out of the body: the rate stays as it was (issue 31).
  ...(p.comissao_percentual === undefined
    ? {}
    : { comissaoPercentual: percentualDecimal(p.comissao_percentual) }),
  // Issue 48: each fiscal field left out of the body stays as it was.
  ...(p.ncm === undefined ? {} : { ncm: p.ncm }),
  ...(p.cest === undefined ? {} : { cest: p.cest }),
  ...(p.origem === undefined ? {} : { origem: p.origem }),
  ...(p.aliquota_ipi === undefined ? {} : { aliquotaIpi: p.aliquota_ipi }),
  ...(p.peso_unitario === undefined
    ? {}
    : { pesoUnitario: p.peso_unitario === null ? null : milesimosParaDecimal(p.peso_unitario) }),
});

export const criarProduto = (tx: Tx, empresaId: number, p: ProdutoEntrada) =>
  inserirNaEmpresa(tx, produtos, empresaId, valores(p));

export const alterarProduto = (tx: Tx, empresaId: number, id: number, p: ProdutoEntrada) =>
  alterarNaEmpresa(tx, produtos, empresaId, id, valores(p));

/** Refused while orders have the product. */
export const exclusaoProduto = exclusaoNaEmpresa(produtos, { pedidos: [pedidoItens, pedidoItens.produtoId] });

export async function gravarImagem(tx: Tx, empresaId: number, produtoId: number, img: Imagem) {
  await tx
    .insert(produtoImagens)
    .values({ empresaId, produtoId, tipo: img.tipo, dados: img.dados })
    .onConflictDoUpdate({
      target: [produtoImagens.empresaId, produtoImagens.produtoId],
      set: { tipo: img.tipo, dados: img.dados, atualizadaEm: sql`now()` },
    });
}

export type Imagem = { tipo: string; dados: Buffer };

export async function lerImagem(tx: Tx, empresaId: number, produtoId: number): Promise<Imagem | undefined> {
  const [r] = await tx
    .select({ tipo: produtoImagens.tipo, dados: produtoImagens.dados })
    .from(produtoImagens)
    .where(and(eq(produtoImagens.empresaId, empresaId), eq(produtoImagens.produtoId, produtoId)));
  // PGlite answers bytea as Uint8Array, node-postgres as Buffer.
  return r && { tipo: r.tipo, dados: Buffer.from(r.dados) };
}
