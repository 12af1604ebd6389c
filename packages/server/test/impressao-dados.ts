import type { Banco } from '../src/db/banco.ts';

/** Per table: how many rows and an md5 of their whole content, in a fixed order. */
export type Impressao = Record<string, { linhas: number; md5: string }>;

// Rows that change by themselves while the tests run (session bookkeeping, throttling, the mail queue's
// attempts, the field app's sync snapshots, the aging report's per-day summary that the first read of a
// day builds): they are not data a client could damage, so they stay out of the comparison.
const VOLATEIS = new Set([
  'sessoes',
  'tentativas_acesso',
  'emails_saida',
  'oidc_estados',
  'cep_cache',
  'campo_retratos',
  'titulos_aging',
  'titulos_aging_ref',
]);

/**
 * A fingerprint of one company's rows (every table with an empresa_id, and its own row in empresas), read
 * as the database owner so that row-level security hides nothing; without a company, of every table.
 */
export async function impressaoDados(banco: Banco, empresaId?: number): Promise<Impressao> {
  const tabelas = await banco.pool.query<{ tabela: string; tem_empresa: boolean }>(`
    select c.relname as tabela,
           exists (select 1 from pg_attribute a
                   where a.attrelid = c.oid and a.attname = 'empresa_id' and not a.attisdropped) as tem_empresa
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
  const impressao: Impressao = {};
  for (const { tabela, tem_empresa } of tabelas.rows) {
    if (VOLATEIS.has(tabela)) continue;
    const filtro =
      empresaId === undefined
        ? ''
        : tabela === 'empresas'
          ? 'where t.id = $1'
          : tem_empresa
            ? 'where t.empresa_id = $1'
            : undefined;
    if (filtro === undefined) continue;
    const r = await banco.pool.query<{ linhas: string; md5: string }>(
      `select count(*) as linhas, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
       from "${tabela}" t ${filtro}`,
      empresaId === undefined ? [] : [empresaId],
    );
    const linha = r.rows[0];
    impressao[tabela] = { linhas: Number(linha?.linhas ?? 0), md5: linha?.md5 ?? '' };
  }
  return impressao;
}
