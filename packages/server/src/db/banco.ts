import { availableParallelism } from 'node:os';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Esquema = typeof schema;
/** Drizzle over the pool; `$client` is that pool (db/tenant.ts takes its company transactions from it). */
export type Db = PgDatabase<PgQueryResultHKT, Esquema> & { $client: pg.Pool };
export type Tx = PgTransaction<PgQueryResultHKT, Esquema, ExtractTablesWithRelations<Esquema>>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Executor = Db | Tx;

export type Banco = {
  db: Db;
  /** Where it connects, for a connection of its own outside the pool (db/avisos.ts). */
  url: string;
  /** The connection pool, for what Drizzle does not cover (COPY streams, cursors). */
  pool: pg.Pool;
  /** Runs a script of several statements (migrations), outside Drizzle. */
  executarScript(sql: string): Promise<void>;
  fechar(): Promise<void>;
};

/**
 * Connections per process: PostgreSQL on the same small machine does best with a few busy connections
 * per core; more only queue inside the server. DB_POOL_MAX overrides it.
 */
export function tamanhoPoolPadrao(): number {
  return Math.min(20, Math.max(4, availableParallelism() * 4));
}

export function abrirBanco(opcoes: { url: string; maxConexoes?: number | undefined }): Banco {
  const pool = new pg.Pool({ connectionString: opcoes.url, max: opcoes.maxConexoes ?? tamanhoPoolPadrao() });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    // numeric and bigint stay strings (exact); dates stay 'yyyy-mm-dd' text.
    db: drizzle(pool, { schema }) as unknown as Db,
    url: opcoes.url,
    pool,
    executarScript: async (sql) => {
      await pool.query(sql);
    },
    fechar: () => pool.end(),
  };
}
