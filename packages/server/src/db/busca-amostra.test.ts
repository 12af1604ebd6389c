import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import type { Tx } from './banco.ts';
import { comPadrao, pelaAmostra, temTrigrama } from './busca.ts';
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
      sql`select current_setting('enable_seqscan') s, current_setting('enable_indexscan') i,
        current_setting('enable_indexonlyscan') o`,
    ),
  )[0];
const PADRAO = { s: 'on', i: 'on', o: 'on' };

// At most 500 matches expected counts as few; the whole table is the sample.
const amostra = <T>(tx: Tx, empresaId: number, padrao: string, ler: () => Promise<T>) =>
  pelaAmostra(
    tx,
    clientes,
    and(eq(clientes.empresaId, empresaId)),
    comPadrao(clientes.busca, padrao),
    500,
    ler,
    100,
  );

describe('pelaAmostra', () => {
  it('poucas correspondências na amostra: só bitmaps (o índice de trigramas); depois, os planos de volta', async () => {
    await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
      const p = await amostra(tx, padarias.empresaId, '%comercial%', () =>
        plano(tx, padarias.empresaId, '%comercial%'),
      );
      expect(p).toContain('Bitmap Heap Scan on clientes');
      expect(p).not.toMatch(/Seq Scan|Index Scan using|Index Only Scan/);
      expect(await configuracao(tx)).toEqual(PADRAO);
    });
  });

  it('muitas correspondências na amostra: não lê (quem chama segue pelo caminho longo) e não muda os planos', async () => {
    await comEmpresa(amb.banco.db, comerciais.empresaId, async (tx) => {
      let leu = false;
      const r = await amostra(tx, comerciais.empresaId, '%comercial%', async () => {
        leu = true;
        return 1;
      });
      expect(r).toBeUndefined();
      expect(leu).toBe(false);
      expect(await configuracao(tx)).toEqual(PADRAO);
      // 111 of 4,000 ('Silva 12', 'Silva 120'-'129', 'Silva 1200'-'1299'): few.
      const contar = async () =>
        linhas<{ n: number }>(
          await tx.execute(sql`select count(*)::int n from ${clientes}
            where ${clientes.empresaId} = ${comerciais.empresaId} and ${clientes.busca} like '%silva 12%'`),
        )[0]?.n;
      expect(await amostra(tx, comerciais.empresaId, '%silva 12%', contar)).toBe(111);
    });
  });

  it('uma falha no meio não deixa a configuração para a próxima transação da conexão', async () => {
    const falha = comEmpresa(amb.banco.db, padarias.empresaId, (tx) =>
      amostra(tx, padarias.empresaId, '%comercial%', () => tx.execute(sql`select 1 / 0`)),
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
