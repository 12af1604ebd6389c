import { MOTIVOS_PADRAO, type MotivoNaoVenda, type MotivoNaoVendaCorpo } from '@mascate/domain';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { cadaPalavra, contemDobrado } from '../db/busca.ts';
import { cadastroDaEmpresa, exclusaoNaEmpresa } from '../db/escopo-empresa.ts';
import { motivosNaoVenda as t, visitas } from '../db/schema.ts';

const cadastro = cadastroDaEmpresa<typeof t, MotivoNaoVenda>(t, {
  colunas: { id: t.id, descricao: t.descricao },
  busca: (termo: string | undefined) => cadaPalavra(termo, (padrao) => contemDobrado(t.descricao, padrao)),
  ordem: [asc(sql`lower(${t.descricao})`), asc(t.id)],
});

export const listarMotivos = cadastro.listar;
export const motivoPorId = cadastro.porId;
export const criarMotivo = (db: Executor, empresaId: number, m: MotivoNaoVendaCorpo) =>
  cadastro.criar(db, empresaId, { descricao: m.descricao });
/** false when the id is not one of this company's. */
export const alterarMotivo = (db: Executor, empresaId: number, id: number, m: MotivoNaoVendaCorpo) =>
  cadastro.alterar(db, empresaId, id, { descricao: m.descricao });

/** Refused while visits name the reason. */
export const exclusaoMotivo = exclusaoNaEmpresa(t, { visitas: [visitas, visitas.motivoId] });

/** The list every company starts with (at sign-up; migration 0036 gave it to the companies before). */
export async function criarMotivosPadrao(db: Executor, empresaId: number): Promise<void> {
  await db.insert(t).values(MOTIVOS_PADRAO.map((descricao) => ({ empresaId, descricao })));
}
