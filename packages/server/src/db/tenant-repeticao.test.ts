import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { unidades } from './schema.ts';
import { abortosRepetidos, comEmpresa } from './tenant.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);

describe('uma transação abortada por deadlock roda de novo dentro da requisição (issue 43)', () => {
  it('duas transações que travam duas linhas em ordens opostas terminam as duas, cada uma uma vez', async () => {
    const [u1, u2] = await amb.banco.db
      .insert(unidades)
      .values([
        { empresaId: e.empresaId, sigla: 'D1', descricao: 'linha' },
        { empresaId: e.empresaId, sigla: 'D2', descricao: 'linha' },
      ])
      .returning({ id: unidades.id });
    if (!u1 || !u2) throw new Error('unidades não inseridas');
    // Both first attempts lock their first row, then wait for each other before taking the second: a
    // certain deadlock. The retry finds the barrier already open.
    let chegaram = 0;
    let abrir = () => {};
    const barreira = new Promise<void>((r) => {
      abrir = r;
    });
    const tentativas = { a: 0, b: 0 };
    const marcar = (primeira: number, segunda: number, marca: 'a' | 'b') =>
      comEmpresa(amb.banco.db, e.empresaId, async (tx) => {
        tentativas[marca]++;
        const acrescentar = (id: number) =>
          tx.execute(sql`update unidades set descricao = descricao || ${` ${marca}`} where id = ${id}`);
        await acrescentar(primeira);
        if (++chegaram === 2) abrir();
        await barreira;
        await acrescentar(segunda);
        return marca;
      });
    const antes = abortosRepetidos.deadlock;
    const feitas = await Promise.all([marcar(u1.id, u2.id, 'a'), marcar(u2.id, u1.id, 'b')]);
    expect(feitas).toEqual(['a', 'b']);
    expect(abortosRepetidos.deadlock - antes).toBe(1);
    expect(tentativas.a + tentativas.b).toBe(3);
    // The aborted attempt left nothing: each row carries each mark once.
    const linhas = await amb.banco.db
      .select({ descricao: unidades.descricao })
      .from(unidades)
      .where(and(eq(unidades.empresaId, e.empresaId), inArray(unidades.id, [u1.id, u2.id])));
    for (const l of linhas) expect(l.descricao.split(' ').sort()).toEqual(['a', 'b', 'linha']);
  });
});
