// The role × portfolio matrix (issue 14): for every signed-in route a vendedor may call, how it reaches
// the portfolio. A route the permission table gives the vendedor must be in one of these three tables,
// or the matrix test fails (a new route is never left out unnoticed).
import { hojeSaoPaulo, somarDias } from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import { pedido } from './pedidos-dados.ts';
import type { Cadastro } from './seguranca-dados.ts';

export type Chamada = { metodo: 'GET' | 'POST' | 'PUT'; url: string; corpo?: unknown };

/** One call with a user's token (JSON body when there is one): its status and raw text. */
export async function chamarComo(app: FastifyInstance, c: Chamada, token: string) {
  const r = await app.inject({
    method: c.metodo,
    url: c.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(c.corpo === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(c.corpo === undefined ? {} : { payload: JSON.stringify(c.corpo) }),
  });
  return { status: r.statusCode, texto: r.body };
}

/**
 * A request aimed at one record of `alvo` (a representative's customer, order or visit). `fresco` makes a
 * new record of `alvo` for an allowed call that would use it up (a delete), so each cell has its own.
 */
export type CasoRegistro = {
  chamada: (alvo: Cadastro, id?: number) => Chamada;
  fresco?: 'cliente' | 'visita' | 'pedido';
};

const corpo = (metodo: Chamada['metodo'], url: string, c: unknown): Chamada => ({ metodo, url, corpo: c });
const porId = (metodo: Chamada['metodo'], url: string, campo: 'clienteId' | 'pedidoId' | 'visitaId') => ({
  chamada: (a: Cadastro, id?: number) => corpo(metodo, url, { id: id ?? a[campo] }),
});

export const pedidoDe = (a: Cadastro, extra: Record<string, unknown> = {}) => ({
  ...pedido(
    {
      empresaId: a.empresa.empresaId,
      clienteId: a.clienteId,
      outroClienteId: a.clienteId,
      produtoId: a.produtoId,
      produto2Id: a.produtoId,
      vendedorId: a.representanteId,
      formaId: a.formaId,
    },
    [{ produto_id: a.produtoId, qt: 1, preco: 12.5 }],
  ),
  ...extra,
});

/** Routes on one record: the owner's representative (and the administrator) reach it, nobody else (404). */
export const REGISTROS: Record<string, CasoRegistro> = {
  'POST /api/clientes/read_one': porId('POST', '/api/clientes/read_one', 'clienteId'),
  'PUT /api/clientes/update': {
    chamada: (a) =>
      corpo('PUT', '/api/clientes/update', {
        id: a.clienteId,
        nome: 'Cliente alterado',
        cnpj_cpf: '11222333000181',
        rota_id: a.rotaId,
      }),
  },
  'POST /api/clientes/delete': { ...porId('POST', '/api/clientes/delete', 'clienteId'), fresco: 'cliente' },
  'POST /api/visitas/delete': { ...porId('POST', '/api/visitas/delete', 'visitaId'), fresco: 'visita' },
  // The customer is the record: a visit to another representative's customer is refused.
  'POST /api/visitas/create': {
    chamada: (a) =>
      corpo('POST', '/api/visitas/create', {
        cliente_id: a.clienteId,
        representante_id: a.representanteId,
        obs: 'matriz',
      }),
  },
  // Issue 28: another representative's visit is not found, whatever the body says.
  'PUT /api/visitas/update': {
    chamada: (a) =>
      corpo('PUT', '/api/visitas/update', {
        id: a.visitaId,
        cliente_id: a.clienteId,
        representante_id: a.representanteId,
        obs: 'matriz alterada',
      }),
  },
  'POST /api/visitas/usar_localizacao': porId('POST', '/api/visitas/usar_localizacao', 'visitaId'),
  'POST /api/pedidosvenda/read_one': porId('POST', '/api/pedidosvenda/read_one', 'pedidoId'),
  'PUT /api/pedidosvenda/read_one': porId('PUT', '/api/pedidosvenda/read_one', 'pedidoId'),
  'PUT /api/pedidosvenda/update': {
    chamada: (a) => corpo('PUT', '/api/pedidosvenda/update', pedidoDe(a, { id: a.pedidoId })),
  },
  'POST /api/pedidosvenda/delete': {
    ...porId('POST', '/api/pedidosvenda/delete', 'pedidoId'),
    fresco: 'pedido',
  },
  'POST /api/pedidosvenda/situacao': {
    chamada: (a) => corpo('POST', '/api/pedidosvenda/situacao', { id: a.pedidoId, situacao: 'faturado' }),
  },
  'POST /api/pedidosvenda/historico': porId('POST', '/api/pedidosvenda/historico', 'pedidoId'),
  'POST /api/pedidosvenda/compartilhar': porId('POST', '/api/pedidosvenda/compartilhar', 'pedidoId'),
  'POST /api/pedidosvenda/revogar_link': porId('POST', '/api/pedidosvenda/revogar_link', 'pedidoId'),
  'POST /api/pedidosvenda/enviar_email': porId('POST', '/api/pedidosvenda/enviar_email', 'pedidoId'),
  'GET /api/pedidosvenda/:id/pdf': {
    chamada: (a) => ({ metodo: 'GET', url: `/api/pedidosvenda/${a.pedidoId}/pdf` }),
  },
};

/**
 * Lists: each signed-in user's answer holds the names of the representatives' records it may see and
 * none of the others'. `marca` of a Cadastro is its letter (A, B, X): 'Cliente A', 'Rota A', ...
 */
export type CasoLista = { chamada: Chamada; nome: (marca: string) => string };

const periodo = { data_ini: '2024-06-01', data_fin: '2029-05-31' };
export const LISTAS: Record<string, CasoLista> = {
  'POST /api/clientes/read': {
    chamada: corpo('POST', '/api/clientes/read', { limite: 100 }),
    nome: (m) => `Cliente ${m}`,
  },
  'GET /api/clientes/exportar': {
    chamada: { metodo: 'GET', url: '/api/clientes/exportar?formato=csv' },
    nome: (m) => `Cliente ${m}`,
  },
  'POST /api/pedidosvenda/read': {
    chamada: corpo('POST', '/api/pedidosvenda/read', { limite: 100 }),
    nome: (m) => `Cliente ${m}`,
  },
  'GET /api/pedidosvenda/exportar': {
    chamada: { metodo: 'GET', url: '/api/pedidosvenda/exportar?formato=csv' },
    nome: (m) => `Cliente ${m}`,
  },
  'POST /api/visitas/read': {
    chamada: corpo('POST', '/api/visitas/read', periodo),
    nome: (m) => `Visita ${m}`,
  },
  'GET /api/visitas/exportar': {
    chamada: {
      metodo: 'GET',
      url: `/api/visitas/exportar?formato=csv&data_ini=${periodo.data_ini}&data_fin=${periodo.data_fin}`,
    },
    nome: (m) => `Visita ${m}`,
  },
  'POST /api/rotas/read': { chamada: corpo('POST', '/api/rotas/read', {}), nome: (m) => `Rota ${m}` },
  // The sales report by representative: each vendedor's has only their own line.
  'POST /api/relatorios/vendas': {
    chamada: corpo('POST', '/api/relatorios/vendas', {
      data_inicial: '2024-06-01',
      data_final: '2029-05-31',
      agrupar: 'representante',
    }),
    nome: (m) => `Vendedor ${m}`,
  },
  // The route report (issue 28): each vendedor's has only their own representative's days.
  'POST /api/relatorios/roteiro': {
    chamada: corpo('POST', '/api/relatorios/roteiro', {
      data_ini: somarDias(hojeSaoPaulo(), -30),
      data_fin: somarDias(hojeSaoPaulo(), 30),
    }),
    nome: (m) => `Vendedor ${m}`,
  },
  'POST /api/representantes/read': {
    chamada: corpo('POST', '/api/representantes/read', {}),
    nome: (m) => `Vendedor ${m}`,
  },
  // The field app's slice: a vendedor's holds its own representative only (and its portfolio: campo
  // tests); an administrator who has not chosen whom it acts as gets the company's representatives.
  'POST /api/campo/receber': {
    chamada: corpo('POST', '/api/campo/receber', {}),
    nome: (m) => `Vendedor ${m}`,
  },
};

/**
 * Allowed to a vendedor and outside the portfolio (the company's catalogue and settings, read-only), or
 * narrowed by row-level security alone (new orders and customers are checked by the rules' own tests).
 */
export const SEM_CARTEIRA: Record<string, string> = {
  'POST /api/estabelecimentos/logout': 'a própria sessão',
  'POST /api/estabelecimentos/trocar_empresa': 'os vínculos da própria pessoa',
  'POST /api/estabelecimentos/juntar_contas': 'as contas da própria pessoa',
  'POST /api/empresas/read': 'configurações de venda da empresa (formulário do pedido)',
  'POST /api/empresas/read_one': 'configurações de venda da empresa (formulário do pedido)',
  'GET /api/cep/:cep': 'consulta pública de CEP',
  'POST /api/formaspagamento/read': 'catálogo',
  'POST /api/formaspagamento/read_one': 'catálogo',
  'GET /api/formaspagamento/exportar': 'catálogo',
  'POST /api/unidades/read': 'catálogo',
  'POST /api/unidades/read_one': 'catálogo',
  'GET /api/unidades/exportar': 'catálogo',
  'POST /api/regrasfiscais/read': 'regras fiscais da empresa (impostos do pedido)',
  'POST /api/regrasfiscais/read_one': 'regras fiscais da empresa (impostos do pedido)',
  'POST /api/regrasfiscais/aliquotas': 'alíquotas internas da empresa (impostos do pedido)',
  'POST /api/pedidosvenda/impostos':
    'prévia dos impostos: o cliente de outro representante não é visto (RLS)',
  'POST /api/rotas/read_one': 'só as rotas do representante (RLS)',
  'PUT /api/rotas/read_one': 'só as rotas do representante (RLS)',
  'POST /api/representantes/read_one': 'só o próprio representante (RLS)',
  'POST /api/produtos/read': 'catálogo',
  'POST /api/produtos/read_one': 'catálogo',
  'GET /api/produtos/imagem/:id': 'catálogo',
  'GET /api/produtos/exportar': 'catálogo',
  'POST /api/tabelasprecos/read': 'catálogo (formulário do pedido)',
  'POST /api/tabelasprecos/read_one': 'catálogo (formulário do pedido)',
  'POST /api/tabelasprecos/precos': 'catálogo (formulário do pedido)',
  'POST /api/clientes/create': 'regra da rota própria: matriz-papeis.test.ts, casos de criação',
  'POST /api/pedidosvenda/create': 'regra do vendedor próprio: matriz-papeis.test.ts, casos de criação',
  'POST /api/campo/enviar':
    'pedidos e visitas pela mesma função de pedidosvenda/create e visitas/create: campo.test.ts',
  'POST /api/pedidosvenda/resumo_mensal': 'contagem dos próprios pedidos: matriz-papeis.test.ts',
  'POST /api/relatorios/clientes_inativos': 'clientes da carteira (RLS)',
  'GET /api/relatorios/vendas/exportar': 'pedidos da carteira (RLS)',
  'GET /api/relatorios/clientes_inativos/exportar': 'clientes da carteira (RLS)',
  'GET /api/relatorios/roteiro/exportar': 'o mesmo relatório de relatorios/roteiro (representante próprio)',
  'POST /api/motivosnaovenda/read': 'lista de motivos da empresa (para escolher na visita)',
  'POST /api/motivosnaovenda/read_one': 'lista de motivos da empresa (para escolher na visita)',
  // Receivables (issue 30): those of the vendedor's own orders, filtered and narrowed by RLS; the
  // vendedor × another representative's receivable cases are in titulos/titulos.test.ts.
  'POST /api/titulos/read': 'títulos dos próprios pedidos: titulos.test.ts',
  'POST /api/titulos/read_one': 'títulos dos próprios pedidos: titulos.test.ts',
  'POST /api/pix/pedido': 'o pedido na carteira: exigirPedido, a conferência de pedidosvenda/compartilhar',
  'POST /api/pix/titulo':
    'títulos dos próprios pedidos (a leitura de titulos/read_one): pix-configuracao.test.ts',
  'GET /api/titulos/exportar': 'títulos dos próprios pedidos (mesma consulta de titulos/read)',
  'POST /api/exportacoes/create':
    'a permissão da exportação da lista e a carteira na transação do trabalho: exportacoes-trabalhos.test.ts',
  'POST /api/exportacoes/read_one':
    'só os trabalhos do próprio usuário (outro é 404): exportacoes-trabalhos.test.ts',
  'GET /api/exportacoes/:id/arquivo':
    'só os trabalhos do próprio usuário (outro é 404): exportacoes-trabalhos.test.ts',
  'POST /api/clientes/extrato': 'cliente da carteira (RLS) e seus títulos dos próprios pedidos',
  'POST /api/clientes/credito':
    'cliente da carteira (RLS); a posição soma todos os representantes, só totais',
  'POST /api/relatorios/vencimentos': 'títulos dos próprios pedidos: titulos.test.ts',
  'GET /api/relatorios/vencimentos/exportar': 'títulos dos próprios pedidos (mesma consulta)',
  // Commission and goals (issue 31): the vendedor's own representative only (filter and RLS); the vendedor ×
  // another representative's cases are in comissoes/comissoes.test.ts and metas/metas.test.ts.
  'POST /api/comissoes/read': 'linhas do próprio representante: comissoes.test.ts',
  'POST /api/comissoes/extrato': 'só o próprio representante (outro é 404): comissoes.test.ts',
  'GET /api/comissoes/exportar': 'linhas do próprio representante (RLS da transação da exportação)',
  'POST /api/metas/read': 'metas do próprio representante (RLS): metas.test.ts',
  'POST /api/metas/read_one': 'meta do próprio representante (outra é 404): metas.test.ts',
  'POST /api/relatorios/metas': 'progresso do próprio representante (RLS): metas.test.ts',
  'GET /api/relatorios/metas/exportar':
    'progresso do próprio representante (mesma consulta de relatorios/metas)',
};
