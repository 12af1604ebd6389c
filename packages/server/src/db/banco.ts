import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

type Esquema = typeof schema;
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
 * Connections per process: two per core, at least 4. Past that the extra connections do not add
 * throughput on a machine whose cores PostgreSQL shares with the server; they only let more queries run at
 * once and stretch each one, and the slowest answers with them: at 32 clients on 2 cores, 4 connections
 * answered with a p99 7-50% below 8's in 26 of 28 pairs of runs, at about the same req/s
 * (docs/desempenho.md, eighteenth round). A request waiting for a connection waits in order inside the
 * server instead. DB_POOL_MAX overrides it.
 */
export function tamanhoPoolPadrao(): number {
  return Math.min(20, Math.max(4, availableParallelism() * 2));
}

/** How long a request waits for a pooled connection before it is answered 503 (DB_POOL_ACQUIRE_TIMEOUT_MS). */
const ESPERA_CONEXAO_PADRAO_MS = 10_000;

/** Every pooled connection was busy for the whole acquire timeout: the server answers 503 (http/tratador-erros.ts). */
class BancoOcupado extends Error {
  constructor() {
    super('nenhuma conexão do banco ficou livre dentro do tempo de espera');
  }
}

/**
 * Code holding a pooled connection asked the same pool for another. Under load every connection ends
 * up held by a request waiting for a second one, and the server stops for everyone (issue 23): so the
 * request fails at once instead, on every call, which the tests see.
 */
export class ConexaoAninhada extends Error {
  constructor() {
    super('conexão do banco pedida por código que já segura outra do mesmo pool');
  }
}

/** `erro` or what it wraps (Drizzle wraps a failed query's error in its own, as `cause`) is a BancoOcupado. */
export function bancoOcupado(erro: unknown): boolean {
  for (let e = erro, i = 0; e instanceof Error && i < 5; e = e.cause, i++)
    if (e instanceof BancoOcupado) return true;
  return false;
}

// Set while a transaction's callback runs (db/tenant.ts comEmpresa, db.transaction below).
const conexaoEmUso = new AsyncLocalStorage<true>();

/** Runs `fn` marked as holding a pooled connection: any further acquire from the pool inside it fails. */
export function segurandoConexao<T>(fn: () => Promise<T>): Promise<T> {
  return conexaoEmUso.run(true, fn);
}

type Retorno = (erro: Error | undefined, cliente?: pg.PoolClient, soltar?: (e?: Error) => void) => void;

const traduzir = (erro: Error): Error =>
  /timeout exceeded when trying to connect/.test(erro.message) ? new BancoOcupado() : erro;

/**
 * The pool's acquire, wrapped: refused while the caller already holds a connection (ConexaoAninhada),
 * and pg-pool's acquire timeout turned into BancoOcupado. pg-pool's own `query` acquires through
 * `this.connect`, so this covers every query sent to the pool.
 */
function vigiarPool(pool: pg.Pool): void {
  const pegar = pool.connect.bind(pool) as (cb?: Retorno) => Promise<pg.PoolClient> | undefined;
  const connect = (cb?: Retorno): Promise<pg.PoolClient> | undefined => {
    const aninhada = conexaoEmUso.getStore() ? new ConexaoAninhada() : undefined;
    if (cb) {
      if (aninhada) {
        process.nextTick(() => cb(aninhada));
        return undefined;
      }
      return pegar((erro, cliente, soltar) => cb(erro && traduzir(erro), cliente, soltar));
    }
    if (aninhada) return Promise.reject(aninhada);
    return (pegar() as Promise<pg.PoolClient>).catch((erro: Error) => {
      throw traduzir(erro);
    });
  };
  pool.connect = connect as typeof pool.connect;
}

export function abrirBanco(opcoes: {
  url: string;
  maxConexoes?: number | undefined;
  esperaConexaoMs?: number | undefined;
}): Banco {
  const pool = new pg.Pool({
    connectionString: opcoes.url,
    max: opcoes.maxConexoes ?? tamanhoPoolPadrao(),
    connectionTimeoutMillis: opcoes.esperaConexaoMs ?? ESPERA_CONEXAO_PADRAO_MS,
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  vigiarPool(pool);
  // numeric and bigint stay strings (exact); dates stay 'yyyy-mm-dd' text.
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Drizzle's own transactions hold a connection too: their callbacks are marked like comEmpresa's.
  const transacao = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    transacao((tx) => segurandoConexao(() => fn(tx)), config)) as typeof db.transaction;
  return {
    db,
    url: opcoes.url,
    pool,
    executarScript: async (sql) => {
      await pool.query(sql);
    },
    fechar: () => pool.end(),
  };
}
