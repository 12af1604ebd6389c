import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { consultaMontada, executarPreparada, montador, prepararConsulta } from './preparada.ts';
import { empresas, unidades } from './schema.ts';

const amb = ambienteDoArquivo();

// What the connection has prepared, read on that same connection (inside one transaction).
const preparadas = (ex: Parameters<typeof executarPreparada>[0]) =>
  executarPreparada<{ name: string; statement: string }>(
    ex,
    sql`select name, statement from pg_prepared_statements where name like 'mascate\\_%'`,
  );

describe('named statements', () => {
  it('one name per text, reused with other values; the answer is each call’s own', async () => {
    await amb.banco.db.transaction(async (tx) => {
      const somar = (n: number) => executarPreparada<{ v: number }>(tx, sql`select ${n}::int + 1 as v`);
      expect(await somar(1)).toEqual([{ v: 2 }]);
      expect(await somar(41)).toEqual([{ v: 42 }]);
      const nomes = (await preparadas(tx)).filter((p) => p.statement.includes('::int + 1'));
      expect(nomes).toHaveLength(1);
      // Another text, another statement.
      expect(await executarPreparada<{ v: number }>(tx, sql`select ${5}::int * 2 as v`)).toEqual([{ v: 10 }]);
      const todas = await preparadas(tx);
      expect(new Set(todas.map((p) => p.name)).size).toBe(todas.length);
      expect(todas.some((p) => p.statement.includes('::int * 2'))).toBe(true);
    });
  });

  it('a query builder keeps Drizzle’s mapping (camelCase fields)', async () => {
    const e = await amb.novaEmpresa();
    const [linha] = await prepararConsulta(
      amb.banco.db
        .select({ id: empresas.id, ultimoNumeroPedido: empresas.ultimoNumeroPedido })
        .from(empresas)
        .where(sql`${empresas.id} = ${e.empresaId}`),
    );
    expect(linha).toEqual({ id: e.empresaId, ultimoNumeroPedido: 0 });
  });

  it('a statement built once: each call its own values, one name, one plan kept after five calls', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    const porEmpresa = consultaMontada(
      montador
        .select({ id: empresas.id, nome: empresas.nome, sigla: unidades.sigla })
        .from(empresas)
        .leftJoin(unidades, sql`${unidades.empresaId} = ${empresas.id}`)
        .where(sql`${empresas.id} = ${sql.placeholder('empresa')}`)
        .limit(sql.placeholder('limite')),
      ['empresa', 'limite'],
    );
    await amb.banco.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        const e = i % 2 ? a : b;
        // Drizzle's mapping, with the left join's null.
        expect(await porEmpresa(tx, { empresa: e.empresaId, limite: 5 })).toEqual([
          { id: e.empresaId, nome: expect.any(String), sigla: null },
        ]);
      }
      expect(await porEmpresa(tx, { empresa: a.empresaId, limite: 0 })).toEqual([]);
      const [plano] = await executarPreparada<{ n: string; genericos: string }>(
        tx,
        sql`select count(*) as n, sum(generic_plans) as genericos from pg_prepared_statements
             where statement like ${'%"unidades"."sigla"%'}`,
      );
      expect(plano).toEqual({ n: '1', genericos: expect.stringMatching(/^[1-9]/) });
    });
  });

  it('every placeholder needs a value named, or building the statement fails', () => {
    const consulta = montador
      .select({ id: empresas.id })
      .from(empresas)
      .where(
        sql`${empresas.id} = ${sql.placeholder('empresa')} or ${empresas.id} = ${sql.placeholder('outra')}`,
      );
    expect(() => consultaMontada(consulta, ['empresa'])).toThrow('consultaMontada: sem valor para outra');
    expect(() => consultaMontada(consulta, [])).toThrow('sem valor para empresa, outra');
    // A value no placeholder uses is allowed: one list of values serves a statement's several shapes.
    expect(() => consultaMontada(consulta, ['empresa', 'outra', 'limite'])).not.toThrow();
  });

  it('planoPorChamada: no name, so PostgreSQL plans each call with its values', async () => {
    const e = await amb.novaEmpresa();
    const porId = consultaMontada(
      montador
        .select({ id: empresas.id })
        .from(empresas)
        .where(sql`${empresas.id} = ${sql.placeholder('empresa')} and 'por-chamada' <> ''`),
      ['empresa'],
      { planoPorChamada: true },
    );
    await amb.banco.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++)
        expect(await porId(tx, { empresa: e.empresaId })).toEqual([{ id: e.empresaId }]);
      const nomeadas = await executarPreparada<{ n: string }>(
        tx,
        sql`select count(*) as n from pg_prepared_statements where statement like ${'%por-chamada%'}`,
      );
      expect(nomeadas).toEqual([{ n: '0' }]);
    });
  });
});
