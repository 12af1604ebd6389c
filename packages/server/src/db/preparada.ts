import { is, Placeholder, SQL } from 'drizzle-orm';
import { PgColumn, PgDialect, QueryBuilder, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Executor } from './banco.ts';

/*
 * Named (prepared) statements for the few statements every request or every order runs: PostgreSQL
 * parses and plans an unnamed statement on each call (0.15-0.8 ms measured per statement of order
 * creation), a named one once per connection. node-postgres keeps the statement per connection by name,
 * so a name must always stand for the same text: it is derived from the text. Only for statements whose
 * plan does not depend on the values (primary-key and small-array look-ups, the picker's range on an index
 * in its exact order): after five calls PostgreSQL may keep one generic plan for every value, wrong for a
 * search whose best plan depends on how common the term is.
 */

const dialeto = new PgDialect();
const nomes = new Map<string, string>();
// A text built with inlined values would give a new name per call; past this many, no more names.
const MAXIMO_NOMES = 200;

function nomeDo(texto: string): string | undefined {
  const conhecido = nomes.get(texto);
  if (conhecido || nomes.size >= MAXIMO_NOMES) return conhecido;
  const nome = `mascate_${nomes.size + 1}`;
  nomes.set(texto, nome);
  return nome;
}

/** Runs a raw statement as a named one; answers its rows. */
export async function executarPreparada<Linha>(ex: Executor, consulta: SQL): Promise<Linha[]> {
  const q = dialeto.sqlToQuery(consulta);
  const preparada = ex._.session.prepareQuery(q, undefined, nomeDo(q.sql), false);
  // Without fields, Drizzle's node-postgres statement answers node-postgres' own result: { rows }.
  const resultado = (await preparada.execute()) as { rows: Linha[] };
  return resultado.rows;
}

/** A query builder's statement (select, insert, update) not yet run: awaited as usual, or prepared. */
type ConsultaPreparavel<R> = PromiseLike<R> & {
  toSQL(): { sql: string };
  prepare(nome: string): { execute(): Promise<R> };
};

/** Runs a query builder's statement as a named one, with Drizzle's mapping. */
export function prepararConsulta<R>(consulta: ConsultaPreparavel<R>): Promise<R> {
  // An empty name is node-postgres' unnamed statement (planned on each call).
  return consulta.prepare(nomeDo(consulta.toSQL().sql) ?? '').execute();
}

/** Builds selects without a connection, for consultaMontada: the text is made once, run later. */
export const montador = new QueryBuilder();

/** A select of `montador` (flat fields), with Drizzle's type of its rows. */
type Montavel<Linha> = {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly result: Linha[]; readonly selectedFields: Record<string, unknown> };
};

const ehCampo = (v: unknown): v is SelectedFieldsOrdered[number]['field'] =>
  is(v, PgColumn) || is(v, SQL) || is(v, SQL.Aliased);

/**
 * A select built once, with `sql.placeholder(nome)` where its values go (`valores` names them; a
 * placeholder without one fails here, when the statement is built, not at a call). Each call fills the
 * values in and runs it on the transaction's connection with Drizzle's mapping of the rows, and Drizzle
 * does not build its text again: on the picker that took more of the server's time than anything but
 * the sockets. It runs as a named statement, so PostgreSQL does not plan it again either (see above for
 * which statements qualify), unless `planoPorChamada`: a search whose best plan depends on the term.
 */
export function consultaMontada<Linha, const Valores extends string>(
  consulta: Montavel<Linha>,
  valores: readonly Valores[],
  opcoes: { planoPorChamada?: boolean } = {},
): (ex: Executor, valores: Record<Valores, unknown>) => Promise<Linha[]> {
  const { sql: texto, params } = consulta.toSQL();
  const lista: readonly string[] = valores;
  const semValor = params.flatMap((p) =>
    p instanceof Placeholder && !lista.includes(p.name) ? [p.name] : [],
  );
  if (semValor.length) throw new Error(`consultaMontada: sem valor para ${semValor.join(', ')}`);
  // An unnamed statement is planned by PostgreSQL on each call, with the call's values.
  const nome = opcoes.planoPorChamada ? undefined : nomeDo(texto);
  // Drizzle's own order of a flat selection's fields (what its prepare computes on every call).
  const campos: SelectedFieldsOrdered = Object.entries(consulta._.selectedFields).map(([chave, campo]) => {
    if (!ehCampo(campo)) throw new Error(`consultaMontada: o campo ${chave} não é coluna nem SQL`);
    return { path: [chave], field: campo };
  });
  return (ex, valores) =>
    ex._.session
      .prepareQuery<{ execute: Linha[]; all: unknown; values: unknown }>(
        { sql: texto, params },
        campos,
        nome,
        true,
      )
      .execute(valores);
}
