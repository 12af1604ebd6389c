import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { abrirBanco } from '../src/db/banco.ts';
import { migrar } from '../src/db/migrar.ts';
import { iniciarPostgresEmbutido } from '../src/db/postgres-embutido.ts';
import { exigirIsolamento } from '../src/db/verificar-isolamento.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of this run and the migrated database each test file copies. */
    bancoTeste: { url: string; modelo: string };
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL's server, or the same embedded PostgreSQL the app
 * starts by default, in a temporary folder. Migrations run once, into a template database; each test
 * file then gets its own copy (CREATE DATABASE ... TEMPLATE, a file copy: ~0.1 s).
 */
export default async function prepararBanco(projeto: TestProject): Promise<() => Promise<void>> {
  let url = process.env.TEST_DATABASE_URL;
  let parar = async () => undefined;
  if (!url) {
    const pasta = mkdtempSync(join(tmpdir(), 'mascate-testes-'));
    const embutido = await iniciarPostgresEmbutido(pasta);
    url = embutido.url;
    parar = async () => {
      await embutido.parar();
      rmSync(pasta, { recursive: true, force: true });
    };
  }
  const modelo = `mascate_modelo_${process.pid}_${Date.now()}`;
  await administrar(url, `CREATE DATABASE ${modelo}`);
  const banco = abrirBanco({ url: urlDoBanco(url, modelo), maxConexoes: 1 });
  await migrar(banco);
  await exigirIsolamento(banco);
  await banco.fechar();
  projeto.provide('bancoTeste', { url, modelo });
  const servidor = url;
  return async () => {
    await administrar(servidor, `DROP DATABASE IF EXISTS ${modelo} WITH (FORCE)`).catch(() => undefined);
    await parar();
  };
}

export function urlDoBanco(url: string, nome: string): string {
  const u = new URL(url);
  u.pathname = `/${nome}`;
  return u.toString();
}

/** One statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool's tx). */
export async function administrar(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
