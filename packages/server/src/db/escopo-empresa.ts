import { LIMITE_PADRAO_CADASTRO, type Paginacao } from '@mascate/domain';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from './banco.ts';
import { contarLinhas, type Lista, paginar } from './paginar.ts';

/** A company-owned table: empresa_id in its key (DESIGN section 3). */
export type TabelaComEmpresa = PgTable & { empresaId: PgColumn };
/** A company-owned table with an id of its own. */
export type TabelaDaEmpresa = TabelaComEmpresa & { id: PgColumn };

/**
 * The company filter, written once: every query of a company-owned table goes through these, so a
 * repository cannot leave it out (row-level security would hide the other companies' rows anyway; this
 * keeps the filter in the SQL too, where the indexes on (empresa_id, ...) use it).
 */
export function daEmpresa(
  t: TabelaComEmpresa,
  empresaId: number,
  ...mais: (SQL | undefined)[]
): SQL | undefined {
  return and(eq(t.empresaId, empresaId), ...mais);
}

export function registroDaEmpresa(t: TabelaDaEmpresa, empresaId: number, id: number): SQL | undefined {
  return daEmpresa(t, empresaId, eq(t.id, id));
}

/** Values of a new row of `t`: the helpers set the company. */
export type ValoresDaEmpresa<T extends TabelaDaEmpresa> = Omit<PgInsertValue<T>, 'empresaId' | 'id'>;

// A transaction selects like the database itself; one type keeps Drizzle's builder types simple.
const selecionar = (db: Executor, colunas: SelectedFields, t: PgTable) =>
  (db as Db).select(colunas).from(t).$dynamic();

/** Inserts one of the company's rows and answers its id. */
export async function inserirNaEmpresa<T extends TabelaDaEmpresa>(
  db: Executor,
  t: T,
  empresaId: number,
  valores: ValoresDaEmpresa<T>,
): Promise<number> {
  const [linha] = await db
    .insert(t)
    .values({ empresaId, ...valores } as PgInsertValue<T>)
    .returning({ id: t.id });
  if (!linha) throw new Error('insert sem retorno');
  return linha.id as number;
}

/** false when the id is not one of this company's. */
export async function alterarNaEmpresa<T extends TabelaDaEmpresa>(
  db: Executor,
  t: T,
  empresaId: number,
  id: number,
  valores: PgUpdateSetSource<T>,
): Promise<boolean> {
  const linhas = await db
    .update(t)
    .set(valores)
    .where(registroDaEmpresa(t, empresaId, id))
    .returning({ id: t.id });
  return linhas.length > 0;
}

/** false when the id is not one of this company's. */
export async function excluirDaEmpresa(db: Executor, t: TabelaDaEmpresa, empresaId: number, id: number) {
  const linhas = await db
    .delete(t)
    .where(registroDaEmpresa(t, empresaId, id))
    .returning({ id: t.id });
  return linhas.length > 0;
}

/** The id names one of this company's rows of `t` (a reference in a body), meeting `mais` when given. */
export async function existeNaEmpresa(
  db: Executor,
  t: TabelaDaEmpresa,
  empresaId: number,
  id: number,
  ...mais: SQL[]
) {
  const [linha] = await selecionar(db, { id: t.id }, t).where(daEmpresa(t, empresaId, eq(t.id, id), ...mais));
  return linha !== undefined;
}

/**
 * Throws `erro` unless `id` is one of this company's rows of `t`: the 404 of a missing record, or the 400
 * of a reference in a body (a visit's customer, a product's unit). Another company's id is missing too.
 */
export async function exigirNaEmpresa(
  db: Executor,
  t: TabelaDaEmpresa,
  empresaId: number,
  id: number,
  erro: () => Error,
): Promise<void> {
  if (!(await existeNaEmpresa(db, t, empresaId, id))) throw erro();
}

/** The company's row `id` of `t` with `colunas`; undefined when the id is not one of this company's. */
export async function buscarNaEmpresa<C extends SelectedFields>(
  db: Executor,
  t: TabelaDaEmpresa,
  colunas: C,
  empresaId: number,
  id: number,
): Promise<SelectResultFields<C> | undefined> {
  const [linha] = await selecionar(db, colunas, t).where(registroDaEmpresa(t, empresaId, id));
  return linha as SelectResultFields<C> | undefined;
}

/** How many of the company's rows of `t` meet the conditions: what still uses a record before its delete. */
async function contarNaEmpresa(
  db: Executor,
  t: TabelaComEmpresa,
  empresaId: number,
  ...mais: (SQL | undefined)[]
): Promise<number> {
  const [linha] = await (db as Db)
    .select({ n: count() })
    .from(t)
    .where(daEmpresa(t, empresaId, ...mais));
  return linha?.n ?? 0;
}

/** The ids among `ids` that are not rows of this company's `t` (another company's look the same: absent). */
export async function ausentesNaEmpresa(db: Executor, t: TabelaDaEmpresa, empresaId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const achados = await selecionar(db, { id: t.id }, t).where(daEmpresa(t, empresaId, inArray(t.id, ids)));
  const existem = new Set(achados.map((l) => l.id));
  return ids.filter((id) => !existem.has(id));
}

/**
 * The delete of a record that others point at: `usos` counts, per name, the company's rows of a table that
 * hold its id in a column (the delete is refused while any does); `excluir` is false when the id is not
 * one of this company's.
 */
export function exclusaoNaEmpresa<K extends string>(
  t: TabelaDaEmpresa,
  referencias: Record<K, [TabelaComEmpresa, PgColumn]>,
) {
  return {
    async usos(db: Executor, empresaId: number, id: number): Promise<Record<K, number>> {
      const usos = {} as Record<K, number>;
      for (const [nome, [r, coluna]] of Object.entries(referencias) as [K, [TabelaComEmpresa, PgColumn]][])
        usos[nome] = await contarNaEmpresa(db, r, empresaId, eq(coluna, id));
      return usos;
    },
    excluir: (db: Executor, empresaId: number, id: number) => excluirDaEmpresa(db, t, empresaId, id),
  };
}

type ConsultaLista = {
  colunas: SelectedFields;
  /** Extra conditions (the search, a portfolio), besides the company. */
  filtro?: SQL | undefined;
  ordem: (SQL | PgColumn)[];
};

/**
 * A list of the company's rows of `t` in the list's order: one page and the total (db/paginar.ts). These
 * are the small registers the forms' choices read whole: without `limite` up to LIMITE_PADRAO_CADASTRO.
 */
export function listarDaEmpresa<Linha>(
  db: Executor,
  t: TabelaComEmpresa,
  empresaId: number,
  p: Paginacao,
  o: ConsultaLista,
): Promise<Lista<Linha>> {
  const filtro = daEmpresa(t, empresaId, o.filtro);
  return paginar<Linha>(
    p,
    async (limite, deslocamento) => {
      const consulta = selecionar(db, o.colunas, t)
        .where(filtro)
        .orderBy(...o.ordem);
      return (await consulta.limit(limite).offset(deslocamento)) as Linha[];
    },
    (ate) => contarLinhas(db, selecionar(db, { empresaId: t.empresaId }, t).where(filtro), ate),
    LIMITE_PADRAO_CADASTRO,
  );
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
  return {
    listar: (db: Executor, empresaId: number, p: Paginacao) =>
      listarDaEmpresa<Linha>(db, t, empresaId, p, {
        colunas: o.colunas,
        filtro: o.busca(p.busca),
        ordem: o.ordem,
      }),
    porId: async (db: Executor, empresaId: number, id: number) =>
      (await buscarNaEmpresa(db, t, o.colunas, empresaId, id)) as Linha | undefined,
    criar: (db: Executor, empresaId: number, valores: ValoresDaEmpresa<T>) =>
      inserirNaEmpresa(db, t, empresaId, valores),
    alterar: (db: Executor, empresaId: number, id: number, valores: ValoresDaEmpresa<T>) =>
      alterarNaEmpresa(db, t, empresaId, id, valores as PgUpdateSetSource<T>),
    excluir: (db: Executor, empresaId: number, id: number) => excluirDaEmpresa(db, t, empresaId, id),
  };
}
