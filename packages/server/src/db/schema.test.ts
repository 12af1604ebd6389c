import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import * as schema from './schema.ts';

// The SQL migrations are the truth and schema.ts restates them for Drizzle: this proves the two agree,
// table by table and column by column (name, type, nullability), so neither can drift unnoticed.
const amb = ambienteDoArquivo();

const tipoNormal = (t: string) =>
  t
    .replace(/^varchar\(/, 'character varying(')
    .replace(/^char\(/, 'character(')
    .replace(/\s+/g, '')
    .toLowerCase();

function tabelasDrizzle(): Map<string, Map<string, string>> {
  const tabelas = new Map<string, Map<string, string>>();
  for (const valor of Object.values(schema)) {
    let config: ReturnType<typeof getTableConfig>;
    try {
      config = getTableConfig(valor as PgTable);
    } catch {
      continue; // not a table (helpers exported beside them)
    }
    if (!config.name) continue;
    tabelas.set(
      config.name,
      new Map(
        config.columns.map((c) => [
          c.name,
          `${tipoNormal(c.getSQLType())} ${c.notNull ? 'not null' : 'null'}`,
        ]),
      ),
    );
  }
  return tabelas;
}

async function tabelasBanco(): Promise<Map<string, Map<string, string>>> {
  const { rows } = await amb.banco.pool.query<{
    tabela: string;
    coluna: string;
    tipo: string;
    notnull: boolean;
  }>(
    `SELECT c.relname AS tabela, a.attname AS coluna, format_type(a.atttypid, a.atttypmod) AS tipo,
            a.attnotnull AS notnull
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
        AND c.relname <> 'migracoes'`,
  );
  const tabelas = new Map<string, Map<string, string>>();
  for (const r of rows) {
    const t = tabelas.get(r.tabela) ?? new Map<string, string>();
    t.set(r.coluna, `${tipoNormal(r.tipo)} ${r.notnull ? 'not null' : 'null'}`);
    tabelas.set(r.tabela, t);
  }
  return tabelas;
}

const comoObjeto = (m: Map<string, Map<string, string>>) =>
  Object.fromEntries(
    [...m].sort(([a], [b]) => a.localeCompare(b)).map(([t, cs]) => [t, Object.fromEntries([...cs].sort())]),
  );

describe('db/schema.ts e as migrações SQL', () => {
  it('descrevem as mesmas tabelas e colunas, com os mesmos tipos e nulidade', async () => {
    expect(comoObjeto(tabelasDrizzle())).toEqual(comoObjeto(await tabelasBanco()));
  });
});
