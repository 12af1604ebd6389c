// One export: its URL, its file, the list's filters (query string), the columns and the query.
import type { ColunaPlanilha } from '@mascate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** Who the rows are read for: a vendedor's portfolio (null for an administrador) and today's date. */
export type ContextoExportacao = { representanteId: number | null; hoje: string };

export type Exportacao<Q extends z.ZodType<{ formato: 'csv' | 'xlsx' }>, T> = {
  /** The resource of the list's read: GET /api/{recurso}/exportar. */
  recurso: string;
  arquivo: string;
  aba: string;
  query: Q;
  colunas: readonly ColunaPlanilha<T>[];
  /** The rows in the list's order, with the list's filters, of one company. */
  consulta: (empresaId: number, filtros: z.output<Q>, contexto: ContextoExportacao) => SQL;
  /** A fetched row (numbers as PostgreSQL's exact text) as the columns read it. */
  linha: (bruta: Record<string, unknown>) => T;
};

export function definirExportacao<Q extends z.ZodType<{ formato: 'csv' | 'xlsx' }>, T>(
  d: Exportacao<Q, T>,
): Exportacao<Q, T> {
  return d;
}

/** `and <condição>`, nothing without one: the list's own search (its repository's) in an export's where. */
export const eTambem = (condicao: SQL | undefined): SQL => (condicao ? sql`and ${condicao}` : sql``);

/** The list's own order (its repository's) as an export's `order by`. */
export const ordenarPor = (ordem: (SQL | PgColumn)[]): SQL => sql.join(ordem, sql`, `);

export const texto = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
