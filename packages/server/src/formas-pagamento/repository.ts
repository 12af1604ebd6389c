import type { FormaPagamento, FormaPagamentoCorpo } from '@mascate/domain';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { cadaPalavra, contemDobrado } from '../db/busca.ts';
import { cadastroDaEmpresa } from '../db/escopo-empresa.ts';
import { formasPagamento as t } from '../db/schema.ts';

/** The list's search and order (the export reads them too). */
export function buscaFormasPagamento(termo: string | undefined) {
  return cadaPalavra(termo, (padrao) => contemDobrado(t.descricao, padrao));
}
export const ORDEM_FORMAS_PAGAMENTO = [asc(sql`lower(${t.descricao})`), asc(t.id)];

const cadastro = cadastroDaEmpresa<typeof t, FormaPagamento>(t, {
  // The spec reads parcelamento back as a string ('0' no, anything else yes).
  colunas: {
    id: t.id,
    descricao: t.descricao,
    parcelamento: sql<string>`${t.parcelamento}::text`,
    prazos: t.prazos,
  },
  busca: buscaFormasPagamento,
  ordem: ORDEM_FORMAS_PAGAMENTO,
});

const valores = (f: FormaPagamentoCorpo) => ({
  descricao: f.descricao,
  parcelamento: f.parcelamento,
  prazos: f.prazos,
});

export const listarFormasPagamento = cadastro.listar;
export const formaPagamentoPorId = cadastro.porId;
export const excluirFormaPagamento = cadastro.excluir;
export const criarFormaPagamento = (db: Executor, empresaId: number, f: FormaPagamentoCorpo) =>
  cadastro.criar(db, empresaId, valores(f));
/** false when the id is not one of this company's. */
export const alterarFormaPagamento = (db: Executor, empresaId: number, id: number, f: FormaPagamentoCorpo) =>
  cadastro.alterar(db, empresaId, id, valores(f));
