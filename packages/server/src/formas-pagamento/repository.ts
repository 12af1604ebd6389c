import type { FormaPagamento, FormaPagamentoCorpo, Paginacao } from '@mascate/domain';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { padraoBusca, paginar } from '../db/paginar.ts';
import { formasPagamento } from '../db/schema.ts';

const t = formasPagamento;

// The spec reads parcelamento back as a string ('0' no, anything else yes).
const colunas = { id: t.id, descricao: t.descricao, parcelamento: sql<string>`${t.parcelamento}::text` };

export async function listarFormasPagamento(db: Executor, empresaId: number, p: Paginacao) {
  const padrao = padraoBusca(p.busca);
  const filtro = and(eq(t.empresaId, empresaId), padrao ? ilike(t.descricao, padrao) : undefined);
  return paginar<FormaPagamento>(
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

export async function formaPagamentoPorId(db: Executor, empresaId: number, id: number) {
  const [linha] = await db
    .select(colunas)
    .from(t)
    .where(and(eq(t.empresaId, empresaId), eq(t.id, id)));
  return linha;
}

export async function criarFormaPagamento(db: Executor, empresaId: number, f: FormaPagamentoCorpo) {
  const [linha] = await db
    .insert(t)
    .values({ empresaId, descricao: f.descricao, parcelamento: f.parcelamento })
    .returning({ id: t.id });
  return linha?.id;
}

/** false when the id is not one of this company's. */
export async function alterarFormaPagamento(
  db: Executor,
  empresaId: number,
  id: number,
  f: FormaPagamentoCorpo,
): Promise<boolean> {
  const linhas = await db
    .update(t)
    .set({ descricao: f.descricao, parcelamento: f.parcelamento })
    .where(and(eq(t.empresaId, empresaId), eq(t.id, id)))
    .returning({ id: t.id });
  return linhas.length > 0;
}

export async function excluirFormaPagamento(db: Executor, empresaId: number, id: number): Promise<boolean> {
  const linhas = await db
    .delete(t)
    .where(and(eq(t.empresaId, empresaId), eq(t.id, id)))
    .returning({ id: t.id });
  return linhas.length > 0;
}
