// Writes thousands of rows per statement: one array per column, each sent as a single parameter and
// opened by unnest(), so the statement stays short (no per-row placeholders to build or parse).
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/banco.ts';
import { emPartes } from './plano.ts';

export type ColunaLote<T> = {
  nome: string;
  tipo: 'int' | 'smallint' | 'numeric' | 'text';
  valor: (t: T) => unknown;
};

const LOTE = 5000;

function arrays<T>(colunas: readonly ColunaLote<T>[], lote: readonly T[]) {
  return sql.join(
    colunas.map((c) => sql`${sql.param(lote.map(c.valor))}::${sql.raw(c.tipo)}[]`),
    sql`, `,
  );
}

const nomes = <T>(colunas: readonly ColunaLote<T>[]) => sql.raw(colunas.map((c) => c.nome).join(', '));

export async function inserirEmLote<T>(
  tx: Tx,
  tabela: PgTable,
  empresaId: number,
  colunas: readonly ColunaLote<T>[],
  itens: readonly T[],
): Promise<void> {
  for (const parte of emPartes(itens, LOTE))
    await tx.execute(sql`insert into ${tabela} (empresa_id, ${nomes(colunas)})
      select ${empresaId}, * from unnest(${arrays(colunas, parte)})`);
}

/** Rows found by (empresa_id, id); columns not listed keep their values. */
export async function atualizarEmLote<T>(
  tx: Tx,
  tabela: PgTable,
  empresaId: number,
  colunas: readonly ColunaLote<T>[],
  itens: readonly { id: number; dados: T }[],
): Promise<void> {
  const v = sql.raw(colunas.map((c) => `v.${c.nome}`).join(', '));
  for (const parte of emPartes(itens, LOTE)) {
    const ids = sql`${sql.param(parte.map((a) => a.id))}::int[]`;
    await tx.execute(sql`
      update ${tabela} set (${nomes(colunas)}) = (${v})
      from unnest(${ids}, ${arrays(
        colunas,
        parte.map((a) => a.dados),
      )}) as v(id, ${nomes(colunas)})
      where ${tabela}.empresa_id = ${empresaId} and ${tabela}.id = v.id`);
  }
}
