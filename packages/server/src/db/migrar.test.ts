import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { migrar } from './migrar.ts';

const amb = ambienteDoArquivo();

describe('migrações', () => {
  it('aplica cada arquivo uma vez: rodar de novo não muda nada', async () => {
    expect(await migrar(amb.banco)).toEqual([]);
    const r = await amb.banco.db.execute(sql`select count(*)::int as n from migracoes`);
    const linhas = (r as unknown as { rows: { n: number }[] }).rows;
    expect(linhas[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it('toda tabela da empresa tem segurança por linha ligada', async () => {
    const r = await amb.banco.db.execute(
      sql`select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
          and relname not in ('usuarios','sessoes','chaves_troca_senha','tentativas_acesso','emails_saida',
            'oidc_estados','cep_cache','migracoes',
            -- A person (decision 016) belongs to no company: like usuarios, read by the owner role only.
            'pessoas')
          and not relrowsecurity`,
    );
    expect((r as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
