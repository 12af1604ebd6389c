import type { AlterarRotaCorpo, Paginacao, Rota, RotaCorpo } from '@mascate/domain';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { cadaPalavra, contemDobrado } from '../db/busca.ts';
import {
  alterarNaEmpresa,
  buscarNaEmpresa,
  exclusaoNaEmpresa,
  inserirNaEmpresa,
  listarDaEmpresa,
} from '../db/escopo-empresa.ts';
import { clientes, representantesRotas, rotas } from '../db/schema.ts';

const colunas = {
  id: rotas.id,
  nome: rotas.nome,
  descricao: rotas.descricao,
  dias_semana_venda: rotas.diasSemanaVenda,
  tabela_preco_id: sql<number>`coalesce(${rotas.tabelaPrecoId}, 0)`.mapWith(Number),
};

/** The list's search and order (the export reads them too). */
export function buscaRotas(termo: string | undefined) {
  return cadaPalavra(termo, (padrao) => contemDobrado(rotas.nome, padrao));
}
export const ORDEM_ROTAS = [asc(rotas.nome), asc(rotas.id)];

export function listarRotas(tx: Executor, empresaId: number, p: Paginacao) {
  return listarDaEmpresa<Rota>(tx, rotas, empresaId, p, {
    colunas,
    filtro: buscaRotas(p.busca),
    ordem: ORDEM_ROTAS,
  });
}

export async function buscarRota(tx: Executor, empresaId: number, id: number): Promise<Rota | undefined> {
  return buscarNaEmpresa(tx, rotas, colunas, empresaId, id);
}

export async function criarRota(tx: Executor, empresaId: number, r: RotaCorpo): Promise<number> {
  return inserirNaEmpresa(tx, rotas, empresaId, {
    nome: r.nome,
    descricao: r.descricao,
    diasSemanaVenda: r.dias_semana_venda,
    tabelaPrecoId: r.tabela_preco_id || null,
  });
}

/** false when the route is not this company's. */
export async function alterarRota(tx: Executor, empresaId: number, r: AlterarRotaCorpo): Promise<boolean> {
  return alterarNaEmpresa(tx, rotas, empresaId, r.id, {
    nome: r.nome,
    descricao: r.descricao,
    ...(r.dias_semana_venda === undefined ? {} : { diasSemanaVenda: r.dias_semana_venda }),
    // Absent keeps the stored price table (old clients); 0 clears it.
    ...(r.tabela_preco_id === undefined ? {} : { tabelaPrecoId: r.tabela_preco_id || null }),
  });
}

/** Refused while customers or representatives are on the route. */
export const exclusaoRota = exclusaoNaEmpresa(rotas, {
  clientes: [clientes, clientes.rotaId],
  representantes: [representantesRotas, representantesRotas.rotaId],
});
