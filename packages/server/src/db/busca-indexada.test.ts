import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import type { Tx } from './banco.ts';
import { pelaBuscaIndexada, temTrigrama } from './busca.ts';
import { clientes } from './schema.ts';
import { comEmpresa } from './tenant.ts';

// Issue 25: a term common in other companies and absent from the one searching. The search's second plan
// must read this company's matches from the company-keyed trigram index, whatever PostgreSQL estimates.
const amb = ambienteDoArquivo();
const padarias = empresaDoArquivo(amb);
const comerciais = empresaDoArquivo(amb);
const N = 4_000;

beforeAll(async () => {
  const linhas = (empresaId: number, prefixo: string, base: number) =>
    Array.from({ length: N }, (_, i) => ({ empresaId, nome: `${prefixo} ${i}`, cnpjCpf: String(base + i) }));
  for (const [empresaId, prefixo, base] of [
    [padarias.empresaId, 'Padaria Pão Quente', 30_000_000_000],
    [comerciais.empresaId, 'Comercial Silva', 40_000_000_000],
  ] as const) {
    const todas = linhas(empresaId, prefixo, base);
    for (let i = 0; i < todas.length; i += 1000)
      await amb.banco.db.insert(clientes).values(todas.slice(i, i + 1000));
  }
  await amb.banco.pool.query('analyze clientes');
});

// Tx's execute answers node-postgres' result, typed unknown through Drizzle's generic transaction.
const linhas = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

async function plano(tx: Tx, termo: string): Promise<string> {
  const r = await tx.execute(
    sql`explain select id from ${clientes} where ${clientes.empresaId} = ${padarias.empresaId}
      and ${clientes.busca} like ${termo} limit 501`,
  );
  return linhas<{ 'QUERY PLAN': string }>(r)
    .map((l) => l['QUERY PLAN'])
    .join('\n');
}

const configuracao = async (tx: Tx) =>
  linhas<{ s: string; i: string; o: string }>(
    await tx.execute(
      sql`select current_setting('enable_seqscan') s, current_setting('enable_indexscan') i,
        current_setting('enable_indexonlyscan') o`,
    ),
  )[0];

describe('pelaBuscaIndexada', () => {
  it('planeja só com bitmaps (nenhuma varredura que "para nas primeiras 501") e devolve os planos à transação', async () => {
    await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
      const indexado = await pelaBuscaIndexada(tx, () => plano(tx, '%comercial%'));
      expect(indexado).toContain('Bitmap Heap Scan on clientes');
      expect(indexado).not.toMatch(/Seq Scan|Index Scan using|Index Only Scan/);
      expect(await configuracao(tx)).toEqual({ s: 'on', i: 'on', o: 'on' });
      const achados = await pelaBuscaIndexada(tx, () =>
        tx.execute(sql`select count(*)::int n from ${clientes} where ${clientes.empresaId} = ${padarias.empresaId}
          and ${clientes.busca} like '%comercial%'`),
      );
      expect(linhas(achados)[0]).toEqual({ n: 0 });
    });
  });

  it('uma falha no meio não deixa a configuração para a próxima transação da conexão', async () => {
    const falha = comEmpresa(amb.banco.db, padarias.empresaId, (tx) =>
      pelaBuscaIndexada(tx, () => tx.execute(sql`select 1 / 0`)),
    );
    await expect(falha).rejects.toThrow();
    // Every connection of the pool, in turn: set_config(..., true) lasts only to the end of its transaction.
    for (let i = 0; i < 8; i++) {
      await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
        expect(await configuracao(tx)).toEqual({ s: 'on', i: 'on', o: 'on' });
      });
    }
  });
});

describe('temTrigrama', () => {
  it.each([
    ['comercial', true],
    ['joão', true],
    ['123.456', true],
    ['loja 12', true],
    ['sa', false],
    ['12', false],
    ['1.2', false],
    ['a b c', false],
    ['', false],
  ])("'%s' -> %s", (termo, esperado) => {
    expect(temTrigrama(termo)).toBe(esperado);
  });
});
