import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import type { Tx } from './banco.ts';
import { comPadrao, planoPelaAmostra, temTrigrama } from './busca.ts';
import { clientes } from './schema.ts';
import { comEmpresa } from './tenant.ts';

// Issue 25: a term common in other companies and absent from the one searching, and the reverse. The
// search's second plan is chosen by a sample of the company's rows, whatever PostgreSQL estimates. The
// file's table is small, so the tests take all of it as the sample (porcento 100).
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

const plano = async (tx: Tx, empresaId: number, padrao: string) =>
  linhas<{ 'QUERY PLAN': string }>(
    await tx.execute(
      sql`explain select id from ${clientes} where ${clientes.empresaId} = ${empresaId}
        and ${clientes.busca} like ${padrao} limit 501`,
    ),
  )
    .map((l) => l['QUERY PLAN'])
    .join('\n');

const configuracao = async (tx: Tx) =>
  linhas<Record<string, string>>(
    await tx.execute(
      sql`select current_setting('enable_bitmapscan') b, current_setting('enable_seqscan') s,
        current_setting('enable_indexscan') i, current_setting('enable_indexonlyscan') o`,
    ),
  )[0];
const PADRAO = { b: 'on', s: 'on', i: 'on', o: 'on' };

const pelaAmostra = <T>(tx: Tx, empresaId: number, padrao: string, ler: () => Promise<T>) =>
  planoPelaAmostra(
    tx,
    clientes,
    and(eq(clientes.empresaId, empresaId)),
    comPadrao(clientes.busca, padrao),
    ler,
    100,
  );

describe('planoPelaAmostra', () => {
  it('poucas correspondências na amostra: só bitmaps (o índice de trigramas); depois, os planos de volta', async () => {
    await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
      const p = await pelaAmostra(tx, padarias.empresaId, '%comercial%', () =>
        plano(tx, padarias.empresaId, '%comercial%'),
      );
      expect(p).toContain('Bitmap Heap Scan on clientes');
      expect(p).not.toMatch(/Seq Scan|Index Scan using|Index Only Scan/);
      expect(await configuracao(tx)).toEqual(PADRAO);
    });
  });

  it('muitas correspondências na amostra: nenhum bitmap (uma varredura que para nas linhas que precisa)', async () => {
    await comEmpresa(amb.banco.db, comerciais.empresaId, async (tx) => {
      const p = await pelaAmostra(tx, comerciais.empresaId, '%comercial%', () =>
        plano(tx, comerciais.empresaId, '%comercial%'),
      );
      expect(p).not.toContain('Bitmap');
      expect(p).toMatch(/Seq Scan|Index Scan using|Index Only Scan/);
      expect(await configuracao(tx)).toEqual(PADRAO);
    });
  });

  it('a resposta é a mesma com qualquer plano', async () => {
    await comEmpresa(amb.banco.db, comerciais.empresaId, async (tx) => {
      const contar = (empresaId: number, padrao: string) => async () =>
        linhas<{ n: number }>(
          await tx.execute(sql`select count(*)::int n from ${clientes} where ${clientes.empresaId} = ${empresaId}
            and ${clientes.busca} like ${padrao}`),
        )[0]?.n;
      expect(
        await pelaAmostra(
          tx,
          comerciais.empresaId,
          '%comercial%',
          contar(comerciais.empresaId, '%comercial%'),
        ),
      ).toBe(N);
      expect(
        await pelaAmostra(tx, comerciais.empresaId, '%silva 12%', contar(comerciais.empresaId, '%silva 12%')),
      ).toBe(111);
    });
  });

  it('uma falha no meio não deixa a configuração para a próxima transação da conexão', async () => {
    const falha = comEmpresa(amb.banco.db, padarias.empresaId, (tx) =>
      pelaAmostra(tx, padarias.empresaId, '%comercial%', () => tx.execute(sql`select 1 / 0`)),
    );
    await expect(falha).rejects.toThrow();
    // Every connection of the pool, in turn: set_config(..., true) lasts only to the end of its transaction.
    for (let i = 0; i < 8; i++) {
      await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
        expect(await configuracao(tx)).toEqual(PADRAO);
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
