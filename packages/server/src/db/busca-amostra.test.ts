import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { varredurasDe } from '../../test/varreduras.ts';
import type { Tx } from './banco.ts';
import { temTrigrama } from './busca.ts';
import { linhasDe } from './linhas.ts';
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

// The counts of the sample (migrations 0077, 0160: every pattern of the array, or the document's); the
// whole table is the sample here (porcento 100). A string is a one-pattern array.
const termos = (t: string | string[]) => sql.param(typeof t === 'string' ? [t] : t);
const amostra = async (tx: Tx, termo: string | string[], documento: string | null = null) => {
  const [r] = await linhasDe<{ linhas: number; daqui: number; todas: number }>(
    tx,
    sql`select linhas::int, daqui::int, todas::int from clientes_amostra_busca(${termos(termo)}::text[], ${documento}, 100)`,
  );
  return r;
};

describe('clientes_amostra_busca (migrações 0077, 0160)', () => {
  it('conta as linhas da empresa da transação, as que casam nela e as que casam em todas', async () => {
    await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
      // 'comercial' is on every row of the other company and on none of this one.
      expect(await amostra(tx, '%comercial%')).toEqual({ linhas: N, daqui: 0, todas: N });
      expect(await amostra(tx, '%pao quente 12%')).toEqual({ linhas: N, daqui: 111, todas: 111 });
      // Every word, in any order; words that match only apart ('pao' here, 'silva' there) match nothing.
      expect(await amostra(tx, ['%quente%', '%pao%'])).toEqual({ linhas: N, daqui: N, todas: N });
      expect(await amostra(tx, ['%silva%', '%pao%'])).toEqual({ linhas: N, daqui: 0, todas: 0 });
    });
    await comEmpresa(amb.banco.db, comerciais.empresaId, async (tx) => {
      // 111 of 4,000 ('Silva 12', 'Silva 120'-'129', 'Silva 1200'-'1299'); the document as the second pattern.
      expect(await amostra(tx, '%silva 12%')).toEqual({ linhas: N, daqui: 111, todas: 111 });
      expect(await amostra(tx, '%nada assim%', '%40000000012%')).toEqual({ linhas: N, daqui: 1, todas: 1 });
    });
  });
});

const porTrigramas = async (
  tx: Tx,
  empresaId: number,
  termo: string | string[],
  documento: string | null,
  teto = 501,
) =>
  linhasDe<{ id: number; nome: string }>(
    tx,
    sql`select id, nome from clientes_por_trigramas(${empresaId}, ${termos(termo)}::text[], ${documento}, ${teto})`,
  );

// How many of the company's customers hold every pattern, by a plain count (what the functions must find).
const casam = async (tx: Tx, padroes: string[]) => {
  const [r] = await linhasDe<{ n: number }>(
    tx,
    sql`select count(*)::int as n from clientes where busca like all (${sql.param(padroes)}::text[])`,
  );
  return r?.n;
};

// Which bitmap the function takes is PostgreSQL's: on this small table a company's few thousand rows; on
// 100,000 customers the company-keyed trigram index (docs/desempenho.md, the thirteenth round).
const varreduras = (tx: Tx) => varredurasDe(tx, 'clientes');

describe('clientes_por_trigramas (migrações 0073, 0160)', () => {
  it('acha só por bitmaps, nunca varrendo a tabela, até o teto', async () => {
    await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
      expect(await porTrigramas(tx, padarias.empresaId, '%comercial%', null)).toEqual([]);
      expect(await varreduras(tx)).toBe(0);
    });
    await comEmpresa(amb.banco.db, comerciais.empresaId, async (tx) => {
      expect(await porTrigramas(tx, comerciais.empresaId, '%comercial%', null)).toHaveLength(501);
      const silva = await porTrigramas(tx, comerciais.empresaId, '%silva 12%', null);
      expect(silva).toHaveLength(111);
      expect(silva.every((c) => /^Comercial Silva 12/.test(c.nome))).toBe(true);
      // The document's digits as the second pattern.
      expect(await porTrigramas(tx, comerciais.empresaId, '%nada assim%', '%40000000012%')).toEqual([
        expect.objectContaining({ nome: 'Comercial Silva 12' }),
      ]);
      expect(await varreduras(tx)).toBe(0);
    });
  });

  it('todas as palavras, em qualquer ordem, mais palavras do que o índice recebe, por bitmaps', async () => {
    await comEmpresa(amb.banco.db, comerciais.empresaId, async (tx) => {
      // Reversed and shuffled words; '12' anywhere (the name's number or the document).
      for (const padroes of [
        ['%12%', '%silva%'],
        ['%silva%', '%12%', '%comercial%'],
      ]) {
        const achados = await porTrigramas(tx, comerciais.empresaId, padroes, null, 5000);
        expect(achados.length).toBe(await casam(tx, padroes));
        expect(achados.length).toBeGreaterThan(111);
      }
      // Six words: four for the index, the fifth and sixth tested on each candidate.
      const seis = ['%comercial%', '%silva%', '%ilva%', '%omer%', '%123%', '%4%'];
      expect((await porTrigramas(tx, comerciais.empresaId, seis, null, 5000)).length).toBe(
        await casam(tx, seis),
      );
      expect(await porTrigramas(tx, comerciais.empresaId, [...seis, '%zzz%'], null)).toEqual([]);
      // Words that match only apart, and a word that matches nothing.
      expect(await porTrigramas(tx, comerciais.empresaId, ['%silva%', '%pao%'], null)).toEqual([]);
      expect(await porTrigramas(tx, comerciais.empresaId, ['%silva%', '%xyzw%'], null)).toEqual([]);
      expect(await varreduras(tx)).toBe(0);
    });
  });

  it('outra empresa: nada (a função roda como quem chama, com a segurança por linha)', async () => {
    await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
      expect(await porTrigramas(tx, comerciais.empresaId, '%comercial%', null)).toEqual([]);
    });
  });
});

const semEmpresa = async (tx: Tx, termo: string | string[], documento: string | null, teto = 501) =>
  linhasDe<{ id: number; nome: string }>(
    tx,
    sql`select id, nome from clientes_por_trigramas_sem_empresa(${termos(termo)}::text[], ${documento}, ${teto})`,
  );

describe('clientes_por_trigramas_sem_empresa (migrações 0077, 0160)', () => {
  it('acha pelas entradas dos trigramas só as linhas da empresa da transação, por bitmaps, até o teto', async () => {
    await comEmpresa(amb.banco.db, comerciais.empresaId, async (tx) => {
      const silva = await semEmpresa(tx, '%silva 12%', null);
      expect(silva).toHaveLength(111);
      expect(silva.every((c) => /^Comercial Silva 12/.test(c.nome))).toBe(true);
      expect(await semEmpresa(tx, '%comercial%', null, 7)).toHaveLength(7);
      expect(await semEmpresa(tx, '%nada assim%', '%40000000012%')).toEqual([
        expect.objectContaining({ nome: 'Comercial Silva 12' }),
      ]);
      const invertidas = ['%12%', '%silva%'];
      expect((await semEmpresa(tx, invertidas, null, 5000)).length).toBe(await casam(tx, invertidas));
      expect(await semEmpresa(tx, ['%silva%', '%pao%'], null)).toEqual([]);
      expect(await varreduras(tx)).toBe(0);
    });
  });

  it('outra empresa: nada, nem com o termo que só ela tem (a empresa é a da transação)', async () => {
    await comEmpresa(amb.banco.db, padarias.empresaId, async (tx) => {
      expect(await semEmpresa(tx, '%comercial%', null)).toEqual([]);
      expect(await semEmpresa(tx, '%silva 12%', '%40000000012%')).toEqual([]);
      expect(await varreduras(tx)).toBe(0);
    });
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
