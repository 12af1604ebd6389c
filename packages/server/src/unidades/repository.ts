import type { Unidade, UnidadeCorpo } from '@mascate/domain';
import { asc, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { cadaPalavra, contemDobrado } from '../db/busca.ts';
import { cadastroDaEmpresa } from '../db/escopo-empresa.ts';
import { unidades as t } from '../db/schema.ts';

/** The list's search and order (the export reads them too). */
export function buscaUnidades(termo: string | undefined) {
  return cadaPalavra(termo, (padrao) =>
    or(contemDobrado(t.descricao, padrao), contemDobrado(t.sigla, padrao)),
  );
}
export const ORDEM_UNIDADES = [asc(sql`lower(${t.descricao})`), asc(t.id)];

const cadastro = cadastroDaEmpresa<typeof t, Unidade>(t, {
  colunas: { id: t.id, sigla: t.sigla, descricao: t.descricao },
  busca: buscaUnidades,
  ordem: ORDEM_UNIDADES,
});

const valores = (u: UnidadeCorpo) => ({ sigla: u.sigla, descricao: u.descricao });

export const listarUnidades = cadastro.listar;
export const unidadePorId = cadastro.porId;
export const excluirUnidade = cadastro.excluir;
export const criarUnidade = (db: Executor, empresaId: number, u: UnidadeCorpo) =>
  cadastro.criar(db, empresaId, valores(u));
/** false when the id is not one of this company's. */
export const alterarUnidade = (db: Executor, empresaId: number, id: number, u: UnidadeCorpo) =>
  cadastro.alterar(db, empresaId, id, valores(u));
