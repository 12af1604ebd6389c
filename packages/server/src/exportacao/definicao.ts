// One export: its URL, its file, the list's filters (query string), the columns and the query.
import type { ColunaPlanilha } from '@mascate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { padraoBusca } from '../db/paginar.ts';

export type Exportacao<Q extends z.ZodType<{ formato: 'csv' | 'xlsx' }>, T> = {
  /** The resource of the list's read: GET /api/{recurso}/exportar. */
  recurso: string;
  arquivo: string;
  aba: string;
  query: Q;
  colunas: readonly ColunaPlanilha<T>[];
  /** The rows in the list's order, with the list's filters, of one company. */
  consulta: (empresaId: number, filtros: z.output<Q>) => SQL;
  /** A fetched row (numbers as PostgreSQL's exact text) as the columns read it. */
  linha: (bruta: Record<string, unknown>) => T;
};

export function definirExportacao<Q extends z.ZodType<{ formato: 'csv' | 'xlsx' }>, T>(
  d: Exportacao<Q, T>,
): Exportacao<Q, T> {
  return d;
}

/** `and <condição>` of the list's search for a term (`%termo%`, db/paginar.ts); nothing without one. */
export function filtroBusca(busca: string | undefined, condicao: (padrao: string) => SQL): SQL {
  const padrao = padraoBusca(busca);
  return padrao ? sql`and ${condicao(padrao)}` : sql``;
}

export const texto = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
