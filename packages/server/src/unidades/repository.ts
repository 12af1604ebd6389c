import type { Paginacao, Unidade, UnidadeCorpo } from '@mascate/domain';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { padraoBusca, paginar } from '../db/paginar.ts';
import { unidades } from '../db/schema.ts';

const t = unidades;

const colunas = { id: t.id, sigla: t.sigla, descricao: t.descricao };

export async function listarUnidades(db: Executor, empresaId: number, p: Paginacao) {
  const padrao = padraoBusca(p.busca);
  const filtro = and(
    eq(t.empresaId, empresaId),
    padrao ? or(ilike(t.descricao, padrao), ilike(t.sigla, padrao)) : undefined,
  );
  return paginar<Unidade>(
    p,
    async (limite, deslocamento) => {
      const consulta = db
        .select(colunas)
        .from(t)
        .where(filtro)
        .orderBy(asc(sql`lower(${t.descricao})`), asc(t.id))
        .offset(deslocamento);
      return limite === undefined ? consulta : consulta.limit(limite);
    },
    async () => (await db.select({ n: count() }).from(t).where(filtro))[0]?.n ?? 0,
  );
}

export async function unidadePorId(db: Executor, empresaId: number, id: number) {
  const [linha] = await db
    .select(colunas)
    .from(t)
    .where(and(eq(t.empresaId, empresaId), eq(t.id, id)));
  return linha;
}

export async function criarUnidade(db: Executor, empresaId: number, u: UnidadeCorpo) {
  const [linha] = await db
    .insert(t)
    .values({ empresaId, sigla: u.sigla, descricao: u.descricao })
    .returning({ id: t.id });
  return linha?.id;
}

/** false when the id is not one of this company's. */
export async function alterarUnidade(
  db: Executor,
  empresaId: number,
  id: number,
  u: UnidadeCorpo,
): Promise<boolean> {
  const linhas = await db
    .update(t)
    .set({ sigla: u.sigla, descricao: u.descricao })
    .where(and(eq(t.empresaId, empresaId), eq(t.id, id)))
    .returning({ id: t.id });
  return linhas.length > 0;
}

export async function excluirUnidade(db: Executor, empresaId: number, id: number): Promise<boolean> {
  const linhas = await db
    .delete(t)
    .where(and(eq(t.empresaId, empresaId), eq(t.id, id)))
    .returning({ id: t.id });
  return linhas.length > 0;
}
