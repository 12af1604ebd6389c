import {
  type AlterarTabelaPrecoCorpo,
  centavosParaDecimal,
  type Paginacao,
  paraCentavos,
  type TabelaPrecoCorpo,
  type TabelaPrecoResumo,
  tabelaVigente,
} from '@mascate/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { cadaPalavra, contemDobrado } from '../db/busca.ts';
import {
  alterarNaEmpresa,
  buscarNaEmpresa,
  daEmpresa,
  exclusaoNaEmpresa,
  inserirNaEmpresa,
  listarDaEmpresa,
} from '../db/escopo-empresa.ts';
import { clientes, pedidos, rotas, tabelaPrecoItens, tabelasPrecos } from '../db/schema.ts';

const colunasCabecalho = {
  id: tabelasPrecos.id,
  nome: tabelasPrecos.nome,
  ajuste: tabelasPrecos.ajustePercentual,
  validadeInicio: tabelasPrecos.validadeInicio,
  validadeFim: tabelasPrecos.validadeFim,
  ativo: tabelasPrecos.ativo,
};
const colunas = {
  ...colunasCabecalho,
  quantidadeItens: sql<number>`(select count(*) from ${tabelaPrecoItens} i
    where i.empresa_id = ${tabelasPrecos.empresaId} and i.tabela_preco_id = ${tabelasPrecos.id})`.mapWith(
    Number,
  ),
};
type Linha = {
  id: number;
  nome: string;
  ajuste: string;
  validadeInicio: string | null;
  validadeFim: string | null;
  ativo: number;
  quantidadeItens: number;
};

/** A stored row as the API answers it; `vigente` is decided by the domain's rule for `hoje`. */
export function resumo(l: Linha, hoje: string): TabelaPrecoResumo {
  return {
    id: l.id,
    nome: l.nome,
    ajuste_percentual: Number(l.ajuste),
    validade_inicio: l.validadeInicio ?? '',
    validade_fim: l.validadeFim ?? '',
    ativo: l.ativo,
    vigente: tabelaVigente(l, hoje) ? 1 : 0,
    quantidade_itens: l.quantidadeItens,
  };
}

/** The list's search and order (the export reads them too). */
export function buscaTabelas(termo: string | undefined) {
  return cadaPalavra(termo, (padrao) => contemDobrado(tabelasPrecos.nome, padrao));
}
export const ORDEM_TABELAS = [asc(tabelasPrecos.nome), asc(tabelasPrecos.id)];

export async function listarTabelas(tx: Executor, empresaId: number, p: Paginacao, hoje: string) {
  const lista = await listarDaEmpresa<Linha>(tx, tabelasPrecos, empresaId, p, {
    colunas,
    filtro: buscaTabelas(p.busca),
    ordem: ORDEM_TABELAS,
  });
  return { ...lista, linhas: lista.linhas.map((l) => resumo(l, hoje)) };
}

/** The table with its count of fixed prices, as the list and read_one answer it. */
export const buscarTabela = (tx: Executor, empresaId: number, id: number) =>
  buscarNaEmpresa(tx, tabelasPrecos, colunas, empresaId, id);

/** Without the count: what the price checks and the picker read on every call. */
export const cabecalhoTabela = (tx: Executor, empresaId: number, id: number) =>
  buscarNaEmpresa(tx, tabelasPrecos, colunasCabecalho, empresaId, id);

function valores(t: Omit<TabelaPrecoCorpo, 'itens'>) {
  return {
    nome: t.nome,
    ajustePercentual: centavosParaDecimal(paraCentavos(t.ajuste_percentual)),
    validadeInicio: t.validade_inicio,
    validadeFim: t.validade_fim,
    ativo: t.ativo,
  };
}

// 4 parameters a row: 2,000 rows stay far below PostgreSQL's 65,535 parameters per statement.
const LOTE_ITENS = 2_000;

async function gravarItens(
  tx: Executor,
  empresaId: number,
  tabelaId: number,
  itens: TabelaPrecoCorpo['itens'],
) {
  await tx
    .delete(tabelaPrecoItens)
    .where(daEmpresa(tabelaPrecoItens, empresaId, eq(tabelaPrecoItens.tabelaPrecoId, tabelaId)));
  for (let i = 0; i < itens.length; i += LOTE_ITENS) {
    await tx.insert(tabelaPrecoItens).values(
      itens.slice(i, i + LOTE_ITENS).map((item) => ({
        empresaId,
        tabelaPrecoId: tabelaId,
        produtoId: item.produto_id,
        preco: centavosParaDecimal(paraCentavos(item.preco)),
      })),
    );
  }
}

export async function criarTabela(tx: Executor, empresaId: number, t: TabelaPrecoCorpo): Promise<number> {
  const id = await inserirNaEmpresa(tx, tabelasPrecos, empresaId, valores(t));
  await gravarItens(tx, empresaId, id, t.itens);
  return id;
}

/** false when the table is not this company's; without `itens` the stored ones stay. */
export async function alterarTabela(tx: Executor, empresaId: number, t: AlterarTabelaPrecoCorpo) {
  if (!(await alterarNaEmpresa(tx, tabelasPrecos, empresaId, t.id, valores(t)))) return false;
  if (t.itens) await gravarItens(tx, empresaId, t.id, t.itens);
  return true;
}

/** Refused while customers, routes or orders name the table. */
export const exclusaoTabela = exclusaoNaEmpresa(tabelasPrecos, {
  clientes: [clientes, clientes.tabelaPrecoId],
  rotas: [rotas, rotas.tabelaPrecoId],
  pedidos: [pedidos, pedidos.tabelaPrecoId],
});
