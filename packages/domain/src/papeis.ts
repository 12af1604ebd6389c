// Roles (issue 14) and the one permission table: which role may call each signed-in API route. The
// server refuses the others centrally (403, in the session boundary) and the web app hides the menus and
// buttons of routes the role may not call, reading this same table.

export const PAPEIS = ['administrador', 'vendedor'] as const;
export type Papel = (typeof PAPEIS)[number];

export const ROTULO_PAPEL: Record<Papel, string> = {
  administrador: 'Administrador',
  vendedor: 'Vendedor',
};

/** The answer to a call the role may not make (403). */
export const MSG_SEM_PERMISSAO = 'Seu perfil de acesso não permite esta operação.';

const TODOS: readonly Papel[] = PAPEIS;
const ADMIN: readonly Papel[] = ['administrador'];

/** The role's own records only when it is a vendedor: the portfolio (customers, orders, visits). */
const CARTEIRA = TODOS;

/** 'METHOD /api/path' as the server registers it (`:param` included). */
export const PERMISSOES: Readonly<Record<string, readonly Papel[]>> = {
  'POST /api/estabelecimentos/logout': TODOS,
  // The person's own memberships: each one's role applies in its own company.
  'POST /api/estabelecimentos/trocar_empresa': TODOS,
  'POST /api/estabelecimentos/juntar_contas': TODOS,
  // The order form reads the company's sale settings; only the administrator changes them.
  'POST /api/empresas/read': TODOS,
  'POST /api/empresas/read_one': TODOS,
  'PUT /api/empresas/update': ADMIN,
  'GET /api/cep/:cep': TODOS,
  // Products, units and payment methods: read-only for the vendedor (to sell).
  'POST /api/formaspagamento/read': TODOS,
  'POST /api/formaspagamento/read_one': TODOS,
  'POST /api/formaspagamento/create': ADMIN,
  'PUT /api/formaspagamento/update': ADMIN,
  'POST /api/formaspagamento/delete': ADMIN,
  'GET /api/formaspagamento/exportar': TODOS,
  'POST /api/unidades/read': TODOS,
  'POST /api/unidades/read_one': TODOS,
  'POST /api/unidades/create': ADMIN,
  'PUT /api/unidades/update': ADMIN,
  'POST /api/unidades/delete': ADMIN,
  'GET /api/unidades/exportar': TODOS,
  // Issue 48: the tax rules; the vendedor reads them (the field app computes the taxes offline).
  'POST /api/pedidosvenda/impostos': CARTEIRA,
  'POST /api/regrasfiscais/read': TODOS,
  'POST /api/regrasfiscais/read_one': TODOS,
  'POST /api/regrasfiscais/create': ADMIN,
  'PUT /api/regrasfiscais/update': ADMIN,
  'POST /api/regrasfiscais/delete': ADMIN,
  'POST /api/regrasfiscais/aliquotas': TODOS,
  'PUT /api/regrasfiscais/gravar_aliquotas': ADMIN,
  // Routes and representatives: a vendedor reads only their own (row-level security), for the forms.
  'POST /api/rotas/read': TODOS,
  'POST /api/rotas/read_one': TODOS,
  'PUT /api/rotas/read_one': TODOS,
  'POST /api/rotas/create': ADMIN,
  'PUT /api/rotas/update': ADMIN,
  'POST /api/rotas/delete': ADMIN,
  'GET /api/rotas/exportar': ADMIN,
  'POST /api/representantes/read': TODOS,
  'POST /api/representantes/read_one': TODOS,
  'POST /api/representantes/create': ADMIN,
  'PUT /api/representantes/update': ADMIN,
  'POST /api/representantes/delete': ADMIN,
  'GET /api/representantes/exportar': ADMIN,
  'POST /api/clientes/read': CARTEIRA,
  'POST /api/clientes/read_one': CARTEIRA,
  'POST /api/clientes/create': CARTEIRA,
  'PUT /api/clientes/update': CARTEIRA,
  'POST /api/clientes/delete': CARTEIRA,
  'GET /api/clientes/exportar': CARTEIRA,
  'GET /api/clientes/modelo': ADMIN,
  'POST /api/clientes/importar': ADMIN,
  'POST /api/visitas/read': CARTEIRA,
  'POST /api/visitas/create': CARTEIRA,
  'POST /api/visitas/delete': CARTEIRA,
  'GET /api/visitas/exportar': CARTEIRA,
  // Issue 28: a vendedor records and corrects its own visits, and reads the reasons to choose one.
  'PUT /api/visitas/update': CARTEIRA,
  'POST /api/visitas/usar_localizacao': CARTEIRA,
  'POST /api/motivosnaovenda/read': TODOS,
  'POST /api/motivosnaovenda/read_one': TODOS,
  'POST /api/motivosnaovenda/create': ADMIN,
  'PUT /api/motivosnaovenda/update': ADMIN,
  'POST /api/motivosnaovenda/delete': ADMIN,
  'POST /api/produtos/read': TODOS,
  'POST /api/produtos/read_one': TODOS,
  'POST /api/produtos/create': ADMIN,
  'POST /api/produtos/update': ADMIN,
  'PUT /api/produtos/update': ADMIN,
  'POST /api/produtos/add_image': ADMIN,
  'POST /api/produtos/delete': ADMIN,
  'GET /api/produtos/imagem/:id': TODOS,
  'GET /api/produtos/exportar': TODOS,
  'GET /api/produtos/modelo': ADMIN,
  'POST /api/produtos/importar': ADMIN,
  // Price tables: the order form reads the tables and their prices; only the administrator sets them up.
  'POST /api/tabelasprecos/read': TODOS,
  'POST /api/tabelasprecos/read_one': TODOS,
  'POST /api/tabelasprecos/precos': TODOS,
  'POST /api/tabelasprecos/create': ADMIN,
  'PUT /api/tabelasprecos/update': ADMIN,
  'POST /api/tabelasprecos/delete': ADMIN,
  'GET /api/tabelasprecos/exportar': ADMIN,
  'POST /api/pedidosvenda/read': CARTEIRA,
  'POST /api/pedidosvenda/read_one': CARTEIRA,
  'PUT /api/pedidosvenda/read_one': CARTEIRA,
  'POST /api/pedidosvenda/create': CARTEIRA,
  'PUT /api/pedidosvenda/update': CARTEIRA,
  'POST /api/pedidosvenda/delete': CARTEIRA,
  'POST /api/pedidosvenda/situacao': CARTEIRA,
  'POST /api/pedidosvenda/historico': CARTEIRA,
  'POST /api/pedidosvenda/compartilhar': CARTEIRA,
  'POST /api/pedidosvenda/revogar_link': CARTEIRA,
  'POST /api/pedidosvenda/enviar_email': CARTEIRA,
  'GET /api/pedidosvenda/:id/pdf': CARTEIRA,
  'GET /api/pedidosvenda/exportar': CARTEIRA,
  'POST /api/pedidosvenda/resumo_mensal': CARTEIRA,
  // Reports over the vendedor's own orders and customers (row-level security narrows their queries).
  'POST /api/relatorios/vendas': CARTEIRA,
  'POST /api/relatorios/clientes_inativos': CARTEIRA,
  'GET /api/relatorios/vendas/exportar': CARTEIRA,
  'GET /api/relatorios/clientes_inativos/exportar': CARTEIRA,
  'POST /api/relatorios/roteiro': CARTEIRA,
  'GET /api/relatorios/roteiro/exportar': CARTEIRA,
  // Receivables (issue 30): a vendedor reads its own orders' receivables, statement and credit position
  // (the order form shows it) and the aging of its portfolio; only the administrador records payments.
  'POST /api/titulos/read': CARTEIRA,
  'POST /api/titulos/read_one': CARTEIRA,
  'POST /api/titulos/baixar': ADMIN,
  'POST /api/titulos/estornar': ADMIN,
  'GET /api/titulos/exportar': CARTEIRA,
  // Pix (issue 49): the company's key and PSP are the administrador's; a vendedor shows the code of its
  // own orders' receivables.
  'POST /api/pix/configuracao': ADMIN,
  'PUT /api/pix/configurar': ADMIN,
  'POST /api/pix/gerar_webhook': ADMIN,
  'POST /api/pix/titulo': CARTEIRA,
  'POST /api/pix/pedido': CARTEIRA,
  'POST /api/pix/a_conciliar': ADMIN,
  'POST /api/pix/conciliar': ADMIN,
  'POST /api/pix/descartar': ADMIN,
  'POST /api/clientes/extrato': CARTEIRA,
  'POST /api/clientes/credito': CARTEIRA,
  'POST /api/relatorios/vencimentos': CARTEIRA,
  'GET /api/relatorios/vencimentos/exportar': CARTEIRA,
  // Commission and goals (issue 31): a vendedor reads its own lines and goals (row-level security).
  'POST /api/comissoes/read': CARTEIRA,
  'POST /api/comissoes/extrato': CARTEIRA,
  'GET /api/comissoes/exportar': CARTEIRA,
  'POST /api/metas/read': CARTEIRA,
  'POST /api/metas/read_one': CARTEIRA,
  'POST /api/metas/create': ADMIN,
  'PUT /api/metas/update': ADMIN,
  'POST /api/metas/delete': ADMIN,
  'POST /api/relatorios/metas': CARTEIRA,
  'GET /api/relatorios/metas/exportar': CARTEIRA,
  // Exports as jobs (issue 42): each user reads only their own jobs; creating one also asks the list's
  // own 'GET /api/{recurso}/exportar' permission (exportacoes/routes.ts).
  'POST /api/exportacoes/create': TODOS,
  'POST /api/exportacoes/read_one': TODOS,
  'GET /api/exportacoes/:id/arquivo': TODOS,
  // Mascate Campo (issue 29): the field app's sync, over the portfolio.
  'POST /api/campo/receber': CARTEIRA,
  'POST /api/campo/enviar': CARTEIRA,
  'POST /api/usuarios/read': ADMIN,
  'POST /api/usuarios/read_one': ADMIN,
  'POST /api/usuarios/create': ADMIN,
  'PUT /api/usuarios/update': ADMIN,
  'POST /api/usuarios/delete': ADMIN,
  'POST /api/usuarios/reenviar_convite': ADMIN,
  // Integrations (issue 47): keys and webhooks are the administrador's.
  'POST /api/chavesapi/read': ADMIN,
  'POST /api/chavesapi/create': ADMIN,
  'POST /api/chavesapi/revogar': ADMIN,
  'POST /api/webhooks/read': ADMIN,
  'POST /api/webhooks/create': ADMIN,
  'POST /api/webhooks/delete': ADMIN,
  'POST /api/webhooks/entregas': ADMIN,
  'POST /api/webhooks/reenviar': ADMIN,
};

/**
 * Whether `papel` may call the route. The administrator may call every route, as before roles existed;
 * for any other role a route missing from the table is refused (closed by default), and a test fails
 * while a registered route is missing from it.
 */
export function podeChamar(papel: Papel, rota: string): boolean {
  return papel === 'administrador' || (PERMISSOES[rota]?.includes(papel) ?? false);
}
