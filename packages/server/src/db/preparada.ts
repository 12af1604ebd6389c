import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './banco.ts';

/*
 * Named (prepared) statements for the few statements every request or every order runs: PostgreSQL
 * parses and plans an unnamed statement on each call (0.15-0.8 ms measured per statement of order
 * creation), a named one once per connection. node-postgres keeps the statement per connection by name,
 * so a name must always stand for the same text: it is derived from the text. Only for statements whose
 * plan does not depend on the values (primary-key and small-array look-ups): a prepared statement may move
 * to a generic plan, wrong for a search.
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

type Construtor<R> = { toSQL(): { sql: string }; prepare(nome: string): { execute(): Promise<R> } };

/** Runs a query builder's statement (select, insert, update) as a named one, with Drizzle's mapping. */
export function prepararConsulta<R>(consulta: Construtor<R>): Promise<R> {
  // An empty name is node-postgres' unnamed statement (planned on each call).
  return consulta.prepare(nomeDo(consulta.toSQL().sql) ?? '').execute();
}
