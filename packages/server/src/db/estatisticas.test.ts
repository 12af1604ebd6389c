import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { analisarDepoisDeGravar, LINHAS_PARA_ANALISAR } from './estatisticas.ts';
import { clientes } from './schema.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);

async function estimativa(): Promise<{ estimadas: number; reais: number }> {
  const { rows } = await amb.banco.pool.query<{ estimadas: number; reais: number }>(
    `select (select reltuples from pg_class where relname = 'clientes')::int as estimadas,
            (select count(*) from clientes)::int as reais`,
  );
  return rows[0] ?? { estimadas: -1, reais: -1 };
}

describe('analisarDepoisDeGravar', () => {
  it('atualiza as estatísticas só depois de uma gravação de muitas linhas', async () => {
    const n = LINHAS_PARA_ANALISAR + 500;
    const linhas = Array.from({ length: n }, (_, i) => ({
      empresaId: e.empresaId,
      nome: `Cliente ${i}`,
      cnpjCpf: String(10_000_000_000 + i),
    }));
    for (let i = 0; i < n; i += 1000) await amb.banco.db.insert(clientes).values(linhas.slice(i, i + 1000));
    const antes = await estimativa();
    await analisarDepoisDeGravar(amb.banco, ['clientes'], 10);
    expect(await estimativa()).toEqual(antes);
    await analisarDepoisDeGravar(amb.banco, ['clientes'], n);
    const depois = await estimativa();
    expect(depois.estimadas).toBe(depois.reais);
    expect(depois.reais).toBeGreaterThanOrEqual(n);
  });
});
