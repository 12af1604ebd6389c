import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Esquema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Esquema>;
export type Tx = PgTransaction<PgQueryResultHKT, Esquema, ExtractTablesWithRelations<Esquema>>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Executor = Db | Tx;

export type Banco = {
  db: Db;
  tipo: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations), outside Drizzle. */
  executarScript(sql: string): Promise<void>;
  fechar(): Promise<void>;
  /** Embedded only: a copy of the whole data directory (tests start each file from one). */
  copiarDados?: () => Promise<Blob>;
};

export type OpcoesBanco = { databaseUrl?: string | undefined; dataDir?: string; modelo?: Blob };

export async function abrirBanco(opcoes: OpcoesBanco): Promise<Banco> {
  if (opcoes.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opcoes.databaseUrl, max: 10 });
    // numeric and bigint stay strings (exact); dates stay 'yyyy-mm-dd' text.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      tipo: 'postgres',
      executarScript: async (sql) => {
        await pool.query(sql);
      },
      fechar: () => pool.end(),
    };
  }
  if (opcoes.dataDir && !opcoes.dataDir.startsWith('memory://'))
    mkdirSync(opcoes.dataDir, { recursive: true });
  const cliente = await PGlite.create({
    ...(opcoes.dataDir ? { dataDir: opcoes.dataDir } : {}),
    ...(opcoes.modelo ? { loadDataDir: opcoes.modelo } : {}),
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(cliente, { schema }) as unknown as Db,
    tipo: 'pglite',
    executarScript: async (sql) => {
      await cliente.exec(sql);
    },
    fechar: () => cliente.close(),
    copiarDados: () => cliente.dumpDataDir('none'),
  };
}
