import type { Paginacao } from '@mascate/domain';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './banco.ts';
import { paginar } from './paginar.ts';

/** A company-owned table: empresa_id in its key, an id of its own (DESIGN section 3). */
export type TabelaDaEmpresa = PgTable & { empresaId: PgColumn; id: PgColumn };

/**
 * The company filter, written once: every query of a company-owned table goes through these, so a
 * repository cannot leave it out (row-level security would hide the other companies' rows anyway; this
 * keeps the filter in the SQL too, where the indexes on (empresa_id, ...) use it).
 */
export function daEmpresa(
  t: TabelaDaEmpresa,
  empresaId: number,
  ...mais: (SQL | undefined)[]
): SQL | undefined {
  return and(eq(t.empresaId, empresaId), ...mais);
}

export function registroDaEmpresa(t: TabelaDaEmpresa, empresaId: number, id: number): SQL | undefined {
  return daEmpresa(t, empresaId, eq(t.id, id));
}

type Opcoes = {
  colunas: SelectedFields;
  /** The list's search condition for a term (undefined: no search). */
  busca: (termo: string | undefined) => SQL | undefined;
  ordem: (SQL | PgColumn)[];
};

/**
 * Read, page, create, change and delete of one simple company-owned register (units, payment methods):
 * the same five queries each would otherwise write again, all scoped to the company.
 */
export function cadastroDaEmpresa<T extends TabelaDaEmpresa, Linha>(t: T, o: Opcoes) {
  // A transaction selects like the database itself; one type keeps Drizzle's builder types simple.
  const selecionar = (db: Executor) =>
    (db as Db)
      .select(o.colunas)
      .from(t as PgTable)
      .$dynamic();
  return {
    listar(db: Executor, empresaId: number, p: Paginacao) {
      const filtro = daEmpresa(t, empresaId, o.busca(p.busca));
      return paginar<Linha>(
        p,
        async (limite, deslocamento) => {
          const consulta = selecionar(db)
            .where(filtro)
            .orderBy(...o.ordem)
            .offset(deslocamento);
          return (await (limite === undefined ? consulta : consulta.limit(limite))) as Linha[];
        },
        async () =>
          (
            await db
              .select({ n: count() })
              .from(t as PgTable)
              .where(filtro)
          )[0]?.n ?? 0,
      );
    },
    async porId(db: Executor, empresaId: number, id: number) {
      const [linha] = await selecionar(db).where(registroDaEmpresa(t, empresaId, id));
      return linha as Linha | undefined;
    },
    async criar(db: Executor, empresaId: number, valores: Omit<T['$inferInsert'], 'empresaId' | 'id'>) {
      const [linha] = await db
        .insert(t)
        .values({ ...valores, empresaId } as T['$inferInsert'])
        .returning({ id: t.id });
      return linha?.id as number | undefined;
    },
    /** false when the id is not one of this company's. */
    async alterar(
      db: Executor,
      empresaId: number,
      id: number,
      valores: Omit<T['$inferInsert'], 'empresaId' | 'id'>,
    ): Promise<boolean> {
      const linhas = await db
        .update(t)
        .set(valores as Partial<T['$inferInsert']>)
        .where(registroDaEmpresa(t, empresaId, id))
        .returning({ id: t.id });
      return linhas.length > 0;
    },
    async excluir(db: Executor, empresaId: number, id: number): Promise<boolean> {
      const linhas = await db
        .delete(t)
        .where(registroDaEmpresa(t, empresaId, id))
        .returning({ id: t.id });
      return linhas.length > 0;
    },
  };
}
