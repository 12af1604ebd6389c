import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { empresas, unidades } from './schema.ts';
import { comEmpresa } from './tenant.ts';
import { problemasDeIsolamento } from './verificar-isolamento.ts';

const amb = ambienteDoArquivo();

describe('isolamento entre empresas (row-level security)', () => {
  it('uma consulta sem filtro de empresa só vê as linhas da própria empresa', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    await amb.banco.db.insert(unidades).values([
      { empresaId: a.empresaId, sigla: 'UN', descricao: 'Unidade A' },
      { empresaId: b.empresaId, sigla: 'CX', descricao: 'Caixa B' },
    ]);
    const vistasPorA = await comEmpresa(amb.banco.db, a.empresaId, (tx) => tx.select().from(unidades));
    expect(vistasPorA.map((u) => u.descricao)).toEqual(['Unidade A']);
    const empresasVistasPorB = await comEmpresa(amb.banco.db, b.empresaId, (tx) =>
      tx.select().from(empresas),
    );
    expect(empresasVistasPorB.map((e) => e.id)).toEqual([b.empresaId]);
  });

  it('não deixa gravar uma linha em nome de outra empresa', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    await expect(
      comEmpresa(amb.banco.db, a.empresaId, (tx) =>
        tx.insert(unidades).values({ empresaId: b.empresaId, sigla: 'X', descricao: 'intrusa' }),
      ),
    ).rejects.toThrow();
    const deB = await comEmpresa(amb.banco.db, b.empresaId, (tx) => tx.select().from(unidades));
    expect(deB).toEqual([]);
  });

  it('sem empresa definida, o papel da aplicação não vê nada', async () => {
    await amb.novaEmpresa();
    const linhas = await amb.banco.db.transaction(async (tx) => {
      await tx.execute("select set_config('role', 'mascate_app', true)");
      return tx.select().from(empresas);
    });
    expect(linhas).toEqual([]);
  });
});

describe('o papel da aplicação não contorna a row-level security (verificado ao iniciar)', () => {
  it('no banco migrado não há problema', async () => {
    expect(await problemasDeIsolamento(amb.banco)).toEqual([]);
  });

  it('aponta um papel com BYPASSRLS e uma tabela sem política', async () => {
    const papel = `mascate_teste_${process.pid}_${Date.now()}`;
    await amb.banco.executarScript(`
      CREATE ROLE ${papel} NOLOGIN BYPASSRLS;
      CREATE TABLE sem_politica_${papel} (empresa_id integer);
      GRANT SELECT ON sem_politica_${papel} TO ${papel};
      GRANT SELECT ON unidades TO ${papel};`);
    try {
      expect(await problemasDeIsolamento(amb.banco, papel)).toEqual([
        `o papel ${papel} tem BYPASSRLS`,
        `a tabela sem_politica_${papel} está acessível a ${papel} sem row-level security`,
      ]);
    } finally {
      await amb.banco.executarScript(`
        DROP TABLE sem_politica_${papel};
        REVOKE ALL ON unidades FROM ${papel};
        DROP ROLE ${papel};`);
    }
  });
});
