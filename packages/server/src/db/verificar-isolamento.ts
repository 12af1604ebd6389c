import type { Banco } from './banco.ts';

/**
 * Row-level security is the second wall between companies (decision record 001): it holds only if the
 * application role can neither bypass it nor reach a table without it. Checked at every start and on
 * the test template, so a migration that adds a table without a policy fails at once.
 */
/** Tables narrowed to a vendedor's portfolio by the RESTRICTIVE policy 'carteira' (migration 0009). */
const TABELAS_DA_CARTEIRA = [
  'clientes',
  'pedidos',
  'pedido_itens',
  'pedido_parcelas',
  'pedido_historico',
  'pedido_links',
  'visitas',
  'rotas',
  'representantes',
  'representantes_rotas',
];

export async function problemasDeIsolamento(banco: Banco, papel = 'mascate_app'): Promise<string[]> {
  const { rows: papeis } = await banco.pool.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
    'SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1',
    [papel],
  );
  const [p] = papeis;
  if (!p) return [`o papel ${papel} não existe`];
  const problemas: string[] = [];
  if (p.rolsuper) problemas.push(`o papel ${papel} é superusuário`);
  if (p.rolbypassrls) problemas.push(`o papel ${papel} tem BYPASSRLS`);
  const { rows: tabelas } = await banco.pool.query<{ tabela: string; rls: boolean; dono: boolean }>(
    `SELECT c.relname AS tabela,
            c.relrowsecurity AND EXISTS (SELECT 1 FROM pg_policy pol WHERE pol.polrelid = c.oid) AS rls,
            pg_has_role($1, c.relowner, 'MEMBER') AS dono
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND (has_table_privilege($1, c.oid, 'SELECT') OR has_table_privilege($1, c.oid, 'INSERT')
          OR has_table_privilege($1, c.oid, 'UPDATE') OR has_table_privilege($1, c.oid, 'DELETE'))
      ORDER BY 1`,
    [papel],
  );
  for (const t of tabelas) {
    if (!t.rls) problemas.push(`a tabela ${t.tabela} está acessível a ${papel} sem row-level security`);
    // An owner is exempt from its table's policies (unless FORCE ROW LEVEL SECURITY).
    if (t.dono) problemas.push(`${papel} é dono da tabela ${t.tabela}`);
  }
  // The vendedor's portfolio (issue 14, migration 0009): its tables keep their RESTRICTIVE policy.
  const { rows: carteira } = await banco.pool.query<{ tabela: string }>(
    `SELECT t AS tabela FROM unnest($1::text[]) t
      WHERE NOT EXISTS (SELECT 1 FROM pg_policy pol JOIN pg_class c ON c.oid = pol.polrelid
                         WHERE c.relname = t AND pol.polname = 'carteira' AND NOT pol.polpermissive)`,
    [TABELAS_DA_CARTEIRA],
  );
  for (const { tabela } of carteira)
    problemas.push(`a tabela ${tabela} não tem a política da carteira do vendedor`);
  return problemas;
}

export async function exigirIsolamento(banco: Banco): Promise<void> {
  const problemas = [
    ...(await problemasDeIsolamento(banco, 'mascate_app')),
    ...(await problemasDeIsolamento(banco, 'mascate_vendedor')),
  ];
  if (problemas.length > 0) {
    throw new Error(
      `O isolamento entre empresas não está garantido neste banco: ${problemas.join('; ')}. ` +
        'O Mascate não inicia assim; corrija as permissões (veja docs/decisions/001-tenant-isolation.md).',
    );
  }
}
