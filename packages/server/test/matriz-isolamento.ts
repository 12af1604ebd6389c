import { COLUNAS_CLIENTES, COLUNAS_PRODUTOS, hojeSaoPaulo } from '@mascate/domain';
import { pedido } from './pedidos-dados.ts';
import { csv as csvDe } from './planilhas-apoio.ts';
import { multipart, PNG, produtoValido } from './produtos-apoio.ts';
import type { Cadastro } from './seguranca-dados.ts';

/** Company A (the target) and company B (the one signed in, trying A's ids). */
export type Par = { a: Cadastro; b: Cadastro };

/**
 * One attempt of B's: a JSON body, a multipart form or a GET address, and what must come back:
 * `status` for an attempt with A's ids (refused: A's rows neither shown nor changed), or `lista` for a
 * read of B's own (200, B's rows there, none of A's; `confere` when B's rows carry no name to look for).
 */
export type Caso = {
  nome: string;
  corpo?: (p: Par) => unknown;
  formulario?: (p: Par) => Record<string, string | number>;
  /** The form carries a PNG (add_image). */
  imagem?: boolean;
  /** A spreadsheet import (CSV, updating rows that match): B's own rows may change, A's never. */
  planilha?: (p: Par) => string[][];
  url?: (p: Par) => string;
} & ({ status: number } | { lista: true; confere?: (texto: string, p: Par) => boolean } | { importa: true });

/** A route's cases, or why no id of another company can reach it. */
export type Linha = Caso[] | { semIds: string };

/**
 * B's request for a case (none: a route without cases gets an empty JSON body): B's token, and the body as
 * the screen sends it, a spreadsheet upload, a form (with the PNG when the case says so) or JSON.
 */
export function pedidoDoCaso(
  metodo: string,
  caso: Caso | undefined,
  par: Par,
): { headers: Record<string, string>; corpo?: string | Buffer } {
  const autorizacao = { authorization: `Bearer ${par.b.empresa.token}` };
  const formulario = caso?.planilha
    ? multipart(
        { simular: '0', atualizar: '1' },
        { nome: 'b.csv', tipo: 'text/csv', dados: csvDe(caso.planilha(par)) },
        'arquivo',
      )
    : caso?.formulario &&
      multipart(
        caso.formulario(par),
        caso.imagem ? { nome: 'a.png', tipo: 'image/png', dados: PNG } : undefined,
      );
  if (formulario)
    return { headers: { ...autorizacao, 'content-type': formulario.tipo }, corpo: formulario.corpo };
  if (metodo === 'GET') return { headers: autorizacao };
  const corpo = JSON.stringify(caso?.corpo?.(par) ?? {});
  return { headers: { ...autorizacao, 'content-type': 'application/json' }, corpo };
}

const hoje = hojeSaoPaulo();
const csv =
  (recurso: string, extra = '') =>
  () =>
    `/api/${recurso}/exportar?formato=csv${extra}`;
const lista = (
  nome: string,
  corpo?: (p: Par) => unknown,
  confere?: (texto: string, p: Par) => boolean,
): Caso => ({ nome, lista: true, ...(corpo ? { corpo } : {}), ...(confere ? { confere } : {}) });
const alvo = (nome: string, corpo: (p: Par) => unknown, status = 404): Caso => ({ nome, corpo, status });
const idA =
  (campo: keyof Omit<Cadastro, 'empresa' | 'chave'>) =>
  ({ a }: Par) => ({ id: a[campo] });

/** B's order as the screen sends it, with one field replaced. */
const pedidoDeB = (b: Cadastro, extra: Record<string, unknown> = {}, itemProduto = b.produtoId) => ({
  ...pedido(
    {
      empresaId: b.empresa.empresaId,
      clienteId: b.clienteId,
      outroClienteId: b.clienteId,
      produtoId: itemProduto,
      produto2Id: itemProduto,
      vendedorId: b.representanteId,
      formaId: b.formaId,
    },
    [{ produto_id: itemProduto, qt: 1, preco: 12.5 }],
  ),
  ...extra,
});
const clienteDeB = (extra: Record<string, unknown>) => ({
  nome: 'Cliente B2',
  cnpj_cpf: '52998224725',
  ...extra,
});
const representanteDeB = (extra: Record<string, unknown>) => ({
  nome: 'Vendedor B2',
  email: 'b2@teste.com.br',
  cnpj_cpf: '52998224725',
  status: 1,
  ...extra,
});
const usuarioDeB = (extra: Record<string, unknown>) => ({
  nome: 'Usuário B2',
  email: 'usuario-b2@teste.com.br',
  papel: 'vendedor',
  ...extra,
});
const produtoDeB = (b: Cadastro, extra: Record<string, string | number>) => ({
  ...produtoValido(b.unidadeId),
  codigo: 'B-P2',
  ...extra,
});

const linhaDe = (colunas: { titulo: string }[], valores: Record<string, string>) => [
  colunas.map((c) => c.titulo),
  colunas.map((c) => valores[c.titulo] ?? ''),
];

/** A list answered with success: B's own rows, or none (B has no receivable or commission line). */
const vazioOuProprio = (t: string) => t.includes('"sucesso":true');
const registrosVazios = (t: string) => t.includes('"registros":[]');
/** campo/enviar: every operation refused. */
const recusada = (t: string) => {
  const resultados = JSON.parse(t).resultados as { situacao: string }[];
  return resultados.length === 1 && resultados[0]?.situacao === 'recusada';
};
const SEM_TITULO =
  'a fixture não fatura pedido, logo não há título de A a mirar; o título de outra empresa é 404 em ' +
  'read_one, baixar e estornar, sem baixa gravada: titulos/titulos.test.ts';

const PUBLICA = {
  semIds: 'pública: sem sessão e sem dados de empresa (auth/fronteira-autenticacao.test.ts)',
};

/**
 * Every /api route, written out: a new route must be added here with its expectation, or the
 * comparison with the server's route table fails.
 */
export const MATRIZ: Record<string, Linha> = {
  'GET /api/health': PUBLICA,
  'POST /api/estabelecimentos/create': PUBLICA,
  'POST /api/estabelecimentos/login': PUBLICA,
  'POST /api/estabelecimentos/solicitar_troca_senha': PUBLICA,
  'POST /api/estabelecimentos/troca_senha': PUBLICA,
  'POST /api/estabelecimentos/aceitar_convite': PUBLICA,
  'GET /api/oidc/config': PUBLICA,
  'GET /api/oidc/inicio': PUBLICA,
  'GET /api/oidc/retorno': PUBLICA,
  'GET /api/oidc/retorno.js': PUBLICA,
  'POST /api/estabelecimentos/logout': { semIds: 'encerra só a sessão que chama (sem corpo)' },
  'POST /api/estabelecimentos/trocar_empresa': [
    // A's owner is another person: B's person has no membership in A.
    { nome: 'empresa A', corpo: ({ a }) => ({ empresa_id: a.empresa.empresaId }), status: 404 },
  ],
  'POST /api/estabelecimentos/juntar_contas': {
    semIds: 'só a senha de outra conta com o e-mail da própria pessoa: nenhum id de empresa',
  },
  'GET /api/cep/:cep': { semIds: 'consulta de endereço por CEP: nenhum dado de empresa' },

  'POST /api/empresas/read': [
    lista(
      'a lista é só a própria empresa',
      undefined,
      (t, { a, b }) =>
        t.includes(`"id":${b.empresa.empresaId},`) && !t.includes(`"id":${a.empresa.empresaId},`),
    ),
  ],
  'POST /api/empresas/read_one': [alvo('empresa A', ({ a }) => ({ id: a.empresa.empresaId }))],
  'PUT /api/empresas/update': [
    alvo('empresa A', ({ a }) => ({ id: a.empresa.empresaId, nome: 'Tomada', cnpj: '11.222.333/0001-81' })),
  ],

  'POST /api/formaspagamento/read': [lista('lista de B')],
  'POST /api/formaspagamento/read_one': [alvo('forma de A', idA('formaId'))],
  'POST /api/formaspagamento/create': { semIds: 'o corpo não tem identificadores' },
  'PUT /api/formaspagamento/update': [
    alvo('forma de A', ({ a }) => ({ id: a.formaId, descricao: 'Tomada' })),
  ],
  'POST /api/formaspagamento/delete': [alvo('forma de A', idA('formaId'))],
  'GET /api/formaspagamento/exportar': [{ nome: 'planilha de B', url: csv('formaspagamento'), lista: true }],

  'POST /api/unidades/read': [lista('lista de B')],
  'POST /api/unidades/read_one': [alvo('unidade de A', idA('unidadeId'))],
  'POST /api/unidades/create': { semIds: 'o corpo não tem identificadores' },
  'PUT /api/unidades/update': [
    alvo('unidade de A', ({ a }) => ({ id: a.unidadeId, sigla: 'XX', descricao: 'Tomada' })),
  ],
  'POST /api/unidades/delete': [alvo('unidade de A', idA('unidadeId'))],
  'GET /api/unidades/exportar': [{ nome: 'planilha de B', url: csv('unidades'), lista: true }],

  'POST /api/rotas/read': [lista('lista de B')],
  'PUT /api/rotas/read_one': [alvo('rota de A', idA('rotaId'))],
  'POST /api/rotas/read_one': [alvo('rota de A', idA('rotaId'))],
  'POST /api/rotas/create': [
    alvo('com a tabela de preços de A', ({ a }) => ({ nome: 'Rota B2', tabela_preco_id: a.tabelaId })),
  ],
  'PUT /api/rotas/update': [
    alvo('rota de A', ({ a }) => ({ id: a.rotaId, nome: 'Tomada' })),
    alvo('rota de B com a tabela de A', ({ a, b }) => ({
      id: b.rotaId,
      nome: 'Rota B',
      tabela_preco_id: a.tabelaId,
    })),
  ],
  'POST /api/rotas/delete': [alvo('rota de A', idA('rotaId'))],
  'GET /api/rotas/exportar': [{ nome: 'planilha de B', url: csv('rotas'), lista: true }],

  'POST /api/representantes/read': [lista('lista de B')],
  'POST /api/representantes/read_one': [alvo('representante de A', idA('representanteId'))],
  'POST /api/representantes/create': [
    alvo('com a rota de A', ({ a }) => representanteDeB({ rotas: [a.rotaId] }), 400),
    alvo(
      'com a rota de A como objeto',
      ({ a }) => representanteDeB({ rotas: [{ id: a.rotaId, nome: 'x' }] }),
      400,
    ),
  ],
  'PUT /api/representantes/update': [
    alvo('representante de A', ({ a }) => representanteDeB({ id: a.representanteId })),
    alvo(
      'representante de B com a rota de A',
      ({ a, b }) => representanteDeB({ id: b.representanteId, rotas: [b.rotaId, a.rotaId] }),
      400,
    ),
  ],
  'POST /api/representantes/delete': [alvo('representante de A', idA('representanteId'))],
  'GET /api/representantes/exportar': [{ nome: 'planilha de B', url: csv('representantes'), lista: true }],

  'POST /api/clientes/read': [
    lista('lista de B, inteira (em fluxo)'),
    lista('lista de B, paginada', () => ({ limite: 100 })),
    lista('busca pelo nome de A', () => ({ busca: 'Cliente', limite: 100 })),
  ],
  'POST /api/clientes/read_one': [alvo('cliente de A', idA('clienteId'))],
  'POST /api/clientes/create': [
    alvo('com a rota de A', ({ a }) => clienteDeB({ rota_id: a.rotaId }), 400),
    alvo('com a tabela de preços de A', ({ a }) => clienteDeB({ tabela_preco_id: a.tabelaId })),
  ],
  'PUT /api/clientes/update': [
    alvo('cliente de A', ({ a }) => clienteDeB({ id: a.clienteId })),
    alvo(
      'cliente de B com a rota de A',
      ({ a, b }) => clienteDeB({ id: b.clienteId, rota_id: a.rotaId }),
      400,
    ),
    alvo('cliente de B com a tabela de A', ({ a, b }) =>
      clienteDeB({ id: b.clienteId, tabela_preco_id: a.tabelaId }),
    ),
  ],
  'POST /api/clientes/delete': [alvo('cliente de A', idA('clienteId'))],
  'GET /api/clientes/modelo': { semIds: 'modelo da planilha: só o cabeçalho' },
  'GET /api/clientes/exportar': [{ nome: 'planilha de B', url: csv('clientes'), lista: true }],

  'POST /api/visitas/read': [lista('lista de B', () => ({ data_ini: '2024-06-01', data_fin: '2029-05-31' }))],
  'POST /api/visitas/create': [
    alvo(
      'com o cliente de A',
      ({ a, b }) => ({ cliente_id: a.clienteId, representante_id: b.representanteId }),
      400,
    ),
    alvo(
      'com o representante de A',
      ({ a, b }) => ({ cliente_id: b.clienteId, representante_id: a.representanteId }),
      400,
    ),
  ],
  'POST /api/visitas/delete': [alvo('visita de A', idA('visitaId'))],
  // Issue 28.
  'PUT /api/visitas/update': [
    alvo('visita de A', ({ a, b }) => ({
      id: a.visitaId,
      cliente_id: b.clienteId,
      representante_id: b.representanteId,
    })),
    alvo(
      'com o motivo de A',
      ({ a, b }) => ({
        id: b.visitaId,
        cliente_id: b.clienteId,
        representante_id: b.representanteId,
        resultado: 'sem_venda',
        motivo_id: a.motivoId,
      }),
      400,
    ),
    alvo(
      'com o pedido de A',
      ({ a, b }) => ({
        id: b.visitaId,
        cliente_id: b.clienteId,
        representante_id: b.representanteId,
        resultado: 'pedido',
        pedido_id: a.pedidoId,
      }),
      400,
    ),
  ],
  'POST /api/visitas/usar_localizacao': [alvo('visita de A', idA('visitaId'))],
  'POST /api/motivosnaovenda/read': [
    lista(
      'motivos de B',
      () => ({}),
      (t, p) => t.includes('"registros"') && !t.includes(`"id":${p.a.motivoId},`),
    ),
  ],
  'POST /api/motivosnaovenda/read_one': [alvo('motivo de A', idA('motivoId'))],
  'POST /api/motivosnaovenda/create': { semIds: 'o corpo não tem identificadores' },
  'PUT /api/motivosnaovenda/update': [
    alvo('motivo de A', ({ a }) => ({ id: a.motivoId, descricao: 'Tomado' })),
  ],
  'POST /api/motivosnaovenda/delete': [alvo('motivo de A', idA('motivoId'))],
  'POST /api/relatorios/roteiro': [
    lista('roteiro de B', () => ({ data_ini: hoje, data_fin: hoje })),
    lista(
      'roteiro do representante de A: vazio',
      ({ a }) => ({ data_ini: hoje, data_fin: hoje, representante_id: a.representanteId }),
      (t) => t.includes('"registros":[]'),
    ),
  ],
  'GET /api/relatorios/roteiro/exportar': [
    {
      nome: 'planilha de B',
      url: () => `/api/relatorios/roteiro/exportar?formato=csv&data_ini=${hoje}&data_fin=${hoje}`,
      lista: true,
    },
  ],
  'GET /api/visitas/exportar': [
    { nome: 'planilha de B', url: csv('visitas', '&data_ini=2024-06-01&data_fin=2029-05-31'), lista: true },
  ],

  'POST /api/produtos/read': [lista('lista de B'), lista('lista de B, paginada', () => ({ limite: 100 }))],
  'POST /api/produtos/read_one': [alvo('produto de A', idA('produtoId'))],
  'POST /api/produtos/create': [
    alvo('com a unidade de A', ({ a, b }) => produtoDeB(b, { unidade_id: a.unidadeId })),
  ],
  'POST /api/produtos/update': [
    { nome: 'produto de A', formulario: ({ a, b }) => produtoDeB(b, { id: a.produtoId }), status: 404 },
    {
      nome: 'produto de B com a unidade de A',
      formulario: ({ a, b }) => produtoDeB(b, { id: b.produtoId, unidade_id: a.unidadeId }),
      status: 404,
    },
  ],
  'PUT /api/produtos/update': [
    { nome: 'produto de A', formulario: ({ a, b }) => produtoDeB(b, { id: a.produtoId }), status: 404 },
  ],
  'POST /api/produtos/add_image': [
    { nome: 'produto de A', formulario: ({ a }) => ({ id: a.produtoId }), imagem: true, status: 404 },
  ],
  'POST /api/produtos/delete': [alvo('produto de A', idA('produtoId'))],
  'GET /api/produtos/imagem/:id': [
    { nome: 'imagem do produto de A', url: ({ a }) => `/api/produtos/imagem/${a.produtoId}`, status: 404 },
  ],
  'GET /api/produtos/modelo': { semIds: 'modelo da planilha: só o cabeçalho' },
  'GET /api/produtos/exportar': [{ nome: 'planilha de B', url: csv('produtos'), lista: true }],

  'POST /api/tabelasprecos/read': [lista('lista de B')],
  'POST /api/tabelasprecos/read_one': [alvo('tabela de A', idA('tabelaId'))],
  'POST /api/tabelasprecos/create': [
    alvo('com o produto de A nos itens', ({ a }) => ({
      nome: 'Tabela B2',
      itens: [{ produto_id: a.produtoId, preco: 1 }],
    })),
  ],
  'PUT /api/tabelasprecos/update': [
    alvo('tabela de A', ({ a }) => ({ id: a.tabelaId, nome: 'Tomada' })),
    alvo('tabela de B com o produto de A', ({ a, b }) => ({
      id: b.tabelaId,
      nome: 'Tabela B',
      itens: [{ produto_id: a.produtoId, preco: 1 }],
    })),
  ],
  'POST /api/tabelasprecos/delete': [alvo('tabela de A', idA('tabelaId'))],
  'POST /api/tabelasprecos/precos': [
    alvo('preços da tabela de A', ({ a }) => ({ tabela_preco_id: a.tabelaId })),
    lista('preços de B pedindo o produto de A', ({ a, b }) => ({ produto_ids: [b.produtoId, a.produtoId] })),
  ],
  'GET /api/tabelasprecos/exportar': [{ nome: 'planilha de B', url: csv('tabelasprecos'), lista: true }],

  'POST /api/usuarios/read': [lista('lista de B'), lista('lista de B, paginada', () => ({ limite: 100 }))],
  'POST /api/usuarios/read_one': [alvo('usuário de A', idA('usuarioId'))],
  'POST /api/usuarios/create': [
    alvo(
      'vendedor do representante de A',
      ({ a }) => usuarioDeB({ representante_id: a.representanteId }),
      400,
    ),
  ],
  'PUT /api/usuarios/update': [
    alvo('usuário de A', ({ a }) =>
      usuarioDeB({ id: a.usuarioId, representante_id: a.representanteId, ativo: false }),
    ),
    alvo(
      'usuário de B passado ao representante de A',
      ({ a, b }) => usuarioDeB({ id: b.usuarioId, representante_id: a.representanteId, ativo: true }),
      400,
    ),
  ],
  'POST /api/usuarios/delete': [alvo('usuário de A', idA('usuarioId'))],
  'POST /api/usuarios/reenviar_convite': [alvo('usuário de A', idA('usuarioId'))],

  'POST /api/relatorios/vendas': [
    lista('vendas de B por cliente', () => ({
      data_inicial: '2024-06-01',
      data_final: '2029-05-31',
      agrupar: 'cliente',
    })),
    lista('vendas de B por produto', () => ({
      data_inicial: '2024-06-01',
      data_final: '2029-05-31',
      agrupar: 'produto',
    })),
    lista('vendas de B por representante', () => ({
      data_inicial: '2024-06-01',
      data_final: '2029-05-31',
      agrupar: 'representante',
    })),
  ],
  'GET /api/relatorios/vendas/exportar': [
    {
      nome: 'planilha de B',
      url: () =>
        '/api/relatorios/vendas/exportar?formato=csv&data_inicial=2024-06-01&data_final=2029-05-31&agrupar=cliente',
      lista: true,
    },
  ],
  // Nobody bought in the last 30 days is false for both companies (orders today): B's list is empty, and A's
  // customer must not be in it either.
  'POST /api/relatorios/clientes_inativos': [
    lista(
      'inativos de B',
      () => ({ dias: 30 }),
      (t) => t.includes('"sucesso":true'),
    ),
  ],
  'GET /api/relatorios/clientes_inativos/exportar': [
    {
      nome: 'planilha de B',
      url: () => '/api/relatorios/clientes_inativos/exportar?formato=csv&dias=30',
      lista: true,
      confere: (t) => t.length > 0,
    },
  ],

  'POST /api/regrasfiscais/read': [
    lista(
      'lista de B',
      undefined,
      (t, { a, b }) => t.includes(`"id":${b.regraId},`) && !t.includes(`"id":${a.regraId},`),
    ),
  ],
  'POST /api/regrasfiscais/read_one': [alvo('regra de A', idA('regraId'))],
  'POST /api/regrasfiscais/create': { semIds: 'o corpo não tem identificadores' },
  'PUT /api/regrasfiscais/update': [alvo('regra de A', ({ a }) => ({ id: a.regraId, ncm: '2202' }))],
  'POST /api/regrasfiscais/delete': [alvo('regra de A', idA('regraId'))],
  'POST /api/regrasfiscais/aliquotas': {
    semIds: 'a tabela da própria empresa: o corpo não tem identificadores',
  },
  'PUT /api/regrasfiscais/gravar_aliquotas': { semIds: 'UFs e alíquotas: o corpo não tem identificadores' },
  'POST /api/pedidosvenda/impostos': [
    alvo('para o cliente de A', ({ a, b }) => ({
      participante_id: a.clienteId,
      produtos: [{ produto_id: b.produtoId, qt: 1, preco: 10 }],
    })),
    lista(
      'com o produto de A: nenhuma regra, nenhum dado dele',
      ({ a, b }) => ({
        participante_id: b.clienteId,
        produtos: [{ produto_id: a.produtoId, qt: 1, preco: 10 }],
      }),
      (t) => t.includes('"total_a_pagar":10'),
    ),
  ],

  'POST /api/pedidosvenda/read': [
    lista('lista de B'),
    lista('lista de B, paginada', () => ({ limite: 100 })),
  ],
  'PUT /api/pedidosvenda/read_one': [alvo('pedido de A', idA('pedidoId'))],
  'POST /api/pedidosvenda/read_one': [alvo('pedido de A', idA('pedidoId'))],
  'POST /api/pedidosvenda/create': [
    alvo('para o cliente de A', ({ a, b }) => pedidoDeB(b, { participante_id: a.clienteId })),
    alvo('com o produto de A', ({ a, b }) => pedidoDeB(b, {}, a.produtoId), 400),
    alvo('com o vendedor de A', ({ a, b }) => pedidoDeB(b, { vendedor_id: a.representanteId }), 400),
    alvo('com a forma de pagamento de A', ({ a, b }) => pedidoDeB(b, { forma_pagamento_id: a.formaId }), 400),
    alvo('com a tabela de preços de A', ({ a, b }) => pedidoDeB(b, { tabela_preco_id: a.tabelaId })),
  ],
  'PUT /api/pedidosvenda/update': [
    alvo('pedido de A', ({ a, b }) => pedidoDeB(b, { id: a.pedidoId })),
    alvo('pedido de B para o cliente de A', ({ a, b }) =>
      pedidoDeB(b, { id: b.pedidoId, participante_id: a.clienteId }),
    ),
    alvo('pedido de B com o produto de A', ({ a, b }) => pedidoDeB(b, { id: b.pedidoId }, a.produtoId), 400),
    alvo(
      'pedido de B com o vendedor de A',
      ({ a, b }) => pedidoDeB(b, { id: b.pedidoId, vendedor_id: a.representanteId }),
      400,
    ),
    alvo(
      'pedido de B com a forma de A',
      ({ a, b }) => pedidoDeB(b, { id: b.pedidoId, forma_pagamento_id: a.formaId }),
      400,
    ),
    alvo('pedido de B com a tabela de A', ({ a, b }) =>
      pedidoDeB(b, { id: b.pedidoId, tabela_preco_id: a.tabelaId }),
    ),
  ],
  'POST /api/pedidosvenda/delete': [alvo('pedido de A', idA('pedidoId'))],
  'POST /api/pedidosvenda/situacao': [
    alvo('aprovar o pedido de A', ({ a }) => ({ id: a.pedidoId, situacao: 'faturado' })),
    alvo('cancelar o pedido de A', ({ a }) => ({
      id: a.pedidoId,
      situacao: 'cancelado',
      motivo: 'Tentativa de outra empresa',
    })),
  ],
  'POST /api/pedidosvenda/historico': [alvo('histórico do pedido de A', idA('pedidoId'))],
  'POST /api/pedidosvenda/compartilhar': [alvo('link do pedido de A', idA('pedidoId'))],
  'POST /api/pedidosvenda/revogar_link': [alvo('revogar o link de A', idA('pedidoId'))],
  'POST /api/pedidosvenda/enviar_email': [alvo('mandar o pedido de A', idA('pedidoId'))],
  'GET /api/pedidosvenda/:id/pdf': [
    { nome: 'PDF do pedido de A', url: ({ a }) => `/api/pedidosvenda/${a.pedidoId}/pdf`, status: 404 },
  ],
  'POST /api/pedidosvenda/resumo_mensal': [
    // A and B have one order each this month: B's dashboard counts only its own.
    lista(
      'painel de B',
      () => ({ ano: Number(hoje.slice(0, 4)) }),
      (t) =>
        (JSON.parse(t).registros as { quantidade: number }[]).reduce((s, m) => s + m.quantidade, 0) === 1,
    ),
  ],
  'GET /api/pedidosvenda/exportar': [{ nome: 'planilha de B', url: csv('pedidosvenda'), lista: true }],

  // Receivables (issue 30). B's only order is not invoiced, so B has no receivables: the lists answer B's
  // (empty) own and nothing of A's; the fixture has no receivable of A's to aim at (see semIds below).
  'POST /api/titulos/read': [
    lista('títulos de B', () => ({}), vazioOuProprio),
    lista('filtrando pelo cliente de A: vazio', ({ a }) => ({ cliente_id: a.clienteId }), registrosVazios),
    lista(
      'filtrando pelo representante de A: vazio',
      ({ a }) => ({ representante_id: a.representanteId }),
      registrosVazios,
    ),
  ],
  'POST /api/titulos/read_one': { semIds: SEM_TITULO },
  'POST /api/titulos/baixar': { semIds: SEM_TITULO },
  'POST /api/titulos/estornar': { semIds: SEM_TITULO },
  'GET /api/titulos/exportar': [
    { nome: 'planilha de B', url: csv('titulos'), lista: true, confere: (t) => t.length > 0 },
    {
      nome: 'planilha filtrando pelo cliente de A',
      url: ({ a }) => `/api/titulos/exportar?formato=csv&cliente_id=${a.clienteId}`,
      lista: true,
      confere: (t) => t.length > 0,
    },
  ],
  // Pix (issue 49): the settings are the signed-in company's own (no id to aim at); B's read answers B's.
  'POST /api/pix/configuracao': [lista('Pix de B', () => ({}), vazioOuProprio)],
  'PUT /api/pix/configurar': {
    semIds: 'grava o Pix da própria empresa, sem id: pix/pix-configuracao.test.ts',
  },
  'POST /api/pix/gerar_webhook': {
    semIds: 'o webhook da própria empresa, sem id: pix/pix-configuracao.test.ts',
  },
  'POST /api/pix/titulo': {
    semIds: 'a fixture não tem título de A; o de outra empresa é 404: pix/pix-configuracao.test.ts',
  },
  'POST /api/pix/pedido': [alvo('Pix do pedido de A', idA('pedidoId'))],
  'POST /api/pix/a_conciliar': [lista('recebimentos de B', () => ({}), vazioOuProprio)],
  'POST /api/pix/conciliar': {
    semIds: 'a fixture não tem recebimento Pix de A; o de outra empresa é 404: pix/pix-recebimentos.test.ts',
  },
  'POST /api/pix/descartar': {
    semIds: 'a fixture não tem recebimento Pix de A; o de outra empresa é 404: pix/pix-recebimentos.test.ts',
  },
  'POST /api/pix/webhook/:segredo/pix': {
    semIds: 'sem sessão: o segredo do endereço escolhe a empresa (pix/pix-recebimentos.test.ts)',
  },
  // Export jobs (issue 42): the fixture has no job of A; another company's and another user's job are 404,
  // and a job's rows are read in its owner's company transaction: exportacao/exportacoes-trabalhos.test.ts.
  'POST /api/exportacoes/create': {
    semIds: 'o trabalho lê na transação da empresa de quem o criou: exportacoes-trabalhos.test.ts',
  },
  'POST /api/exportacoes/read_one': {
    semIds: 'o trabalho de outra empresa é 404: exportacoes-trabalhos.test.ts',
  },
  'GET /api/exportacoes/:id/arquivo': {
    semIds: 'o arquivo de outra empresa é 404: exportacoes-trabalhos.test.ts',
  },
  'POST /api/clientes/extrato': [
    alvo('extrato do cliente de A', idA('clienteId')),
    lista('extrato do cliente de B', ({ b }) => ({ id: b.clienteId })),
  ],
  'POST /api/clientes/credito': [
    alvo('posição de crédito do cliente de A', idA('clienteId')),
    lista(
      'posição de crédito do cliente de B',
      ({ b }) => ({ id: b.clienteId }),
      (t, { b }) => t.includes(`"cliente_id":${b.clienteId},`),
    ),
  ],
  'POST /api/relatorios/vencimentos': [
    lista('vencimentos de B', () => ({}), vazioOuProprio),
    lista('do cliente de A: vazio', ({ a }) => ({ cliente_id: a.clienteId }), registrosVazios),
    lista(
      'do representante de A: vazio',
      ({ a }) => ({ representante_id: a.representanteId }),
      registrosVazios,
    ),
  ],
  'GET /api/relatorios/vencimentos/exportar': [
    {
      nome: 'planilha de B',
      url: () => '/api/relatorios/vencimentos/exportar?formato=csv',
      lista: true,
      confere: (t) => t.length > 0,
    },
    {
      nome: 'planilha do cliente de A',
      url: ({ a }) => `/api/relatorios/vencimentos/exportar?formato=csv&cliente_id=${a.clienteId}`,
      lista: true,
      confere: (t) => t.length > 0,
    },
  ],

  // Commission and goals (issue 31). B's order is not invoiced: no commission lines on either side.
  'POST /api/comissoes/read': [
    lista('comissões de B', () => ({ data_ini: hoje, data_fin: hoje }), vazioOuProprio),
    lista(
      'do representante de A: vazio',
      ({ a }) => ({ data_ini: hoje, data_fin: hoje, representante_id: a.representanteId }),
      registrosVazios,
    ),
  ],
  'POST /api/comissoes/extrato': [
    alvo('extrato do representante de A', ({ a }) => ({
      representante_id: a.representanteId,
      mes: hoje.slice(0, 7),
    })),
    lista('extrato do representante de B', ({ b }) => ({
      representante_id: b.representanteId,
      mes: hoje.slice(0, 7),
    })),
  ],
  'GET /api/comissoes/exportar': [
    {
      nome: 'planilha de B',
      url: csv('comissoes', `&data_ini=${hoje}&data_fin=${hoje}`),
      lista: true,
      confere: (t) => t.length > 0,
    },
    {
      nome: 'planilha do representante de A',
      url: ({ a }) =>
        `/api/comissoes/exportar?formato=csv&data_ini=${hoje}&data_fin=${hoje}&representante_id=${a.representanteId}`,
      lista: true,
      confere: (t) => t.length > 0,
    },
  ],
  'POST /api/metas/read': [
    lista('metas de B'),
    lista(
      'do representante de A: vazio',
      ({ a }) => ({ representante_id: a.representanteId }),
      registrosVazios,
    ),
  ],
  'POST /api/metas/read_one': [alvo('meta de A', idA('metaId'))],
  'POST /api/metas/create': [
    alvo(
      'para o representante de A',
      ({ a }) => ({ representante_id: a.representanteId, mes: '2030-01', valor: 1 }),
      400,
    ),
  ],
  'PUT /api/metas/update': [
    alvo('meta de A', ({ a, b }) => ({
      id: a.metaId,
      representante_id: b.representanteId,
      mes: '2030-01',
      valor: 1,
    })),
    alvo(
      'meta de B passada ao representante de A',
      ({ a, b }) => ({ id: b.metaId, representante_id: a.representanteId, mes: '2030-01', valor: 1 }),
      400,
    ),
  ],
  'POST /api/metas/delete': [alvo('meta de A', idA('metaId'))],
  'POST /api/relatorios/metas': [lista('progresso de B', () => ({ mes: hoje.slice(0, 7) }))],
  'GET /api/relatorios/metas/exportar': [
    {
      nome: 'planilha de B',
      url: () => `/api/relatorios/metas/exportar?formato=csv&mes=${hoje.slice(0, 7)}`,
      lista: true,
    },
  ],

  // Integrations (issue 47): the company's own keys.
  'POST /api/chavesapi/read': [lista('chaves de B', () => ({}), vazioOuProprio)],
  'POST /api/chavesapi/create': { semIds: 'cria na própria empresa, sem id: integracoes/chaves-api.test.ts' },
  'POST /api/chavesapi/revogar': {
    semIds: 'a fixture não tem chave de A; a de outra empresa é 404: integracoes/chaves-api.test.ts',
  },
  'POST /api/webhooks/read': [lista('webhooks de B', () => ({}), vazioOuProprio)],
  'POST /api/webhooks/create': { semIds: 'cria na própria empresa, sem id: webhooks/webhooks.test.ts' },
  'POST /api/webhooks/delete': {
    semIds: 'a fixture não tem webhook de A; o de outra empresa é 404: webhooks/webhooks.test.ts',
  },
  'POST /api/webhooks/entregas': {
    semIds: 'a fixture não tem webhook de A; as entregas de outra empresa: webhooks/webhooks.test.ts',
  },
  'POST /api/webhooks/reenviar': {
    semIds: 'a fixture não tem entrega de A; a de outra empresa é 404: webhooks/webhooks.test.ts',
  },

  // Mascate Campo (issue 29). B's admin syncs B's slice; an operation with A's ids is refused one by one
  // inside a 200 answer, and the refusal is kept in B's campo_operacoes (campo/campo.test.ts), so these run
  // after every case that compares B's rows, just before the imports.
  'POST /api/campo/receber': [lista('fatia de B', () => ({}))],
  'POST /api/campo/enviar': [
    lista(
      'pedido para o cliente de A: recusado',
      ({ a, b }) => ({
        operacoes: [
          {
            id: '00000000-0000-4000-8000-00000000a001',
            tipo: 'pedido',
            feito_em: new Date().toISOString(),
            dados: pedidoDeB(b, { participante_id: a.clienteId }),
          },
        ],
      }),
      recusada,
    ),
    lista(
      'pedido com o produto de A: recusado',
      ({ a, b }) => ({
        operacoes: [
          {
            id: '00000000-0000-4000-8000-00000000a002',
            tipo: 'pedido',
            feito_em: new Date().toISOString(),
            dados: pedidoDeB(b, {}, a.produtoId),
          },
        ],
      }),
      recusada,
    ),
    lista(
      'visita ao cliente de A: recusada',
      ({ a, b }) => ({
        operacoes: [
          {
            id: '00000000-0000-4000-8000-00000000a003',
            tipo: 'visita',
            feito_em: new Date().toISOString(),
            dados: { cliente_id: a.clienteId, representante_id: b.representanteId },
          },
        ],
      }),
      recusada,
    ),
  ],

  // Imports last: they may change B's own rows (a matching document or code is B's to update).
  'POST /api/clientes/importar': [
    {
      nome: 'com o documento de um cliente de A e a rota de A (pelo nome)',
      planilha: () =>
        linhaDe(COLUNAS_CLIENTES, {
          'Razão social': 'Tomada',
          'CPF/CNPJ': '11.222.333/0001-81',
          Rota: 'Rota SEGREDOA',
        }),
      importa: true,
    },
    {
      nome: 'com o documento de um cliente de A',
      planilha: () =>
        linhaDe(COLUNAS_CLIENTES, { 'Razão social': 'Tomada', 'CPF/CNPJ': '11.222.333/0001-81' }),
      importa: true,
    },
  ],
  'POST /api/produtos/importar': [
    {
      nome: 'com o código de um produto de A',
      planilha: () =>
        linhaDe(COLUNAS_PRODUTOS, {
          Código: 'SEGREDOA-P1',
          Descrição: 'Tomada',
          Unidade: 'UN',
          Preço: '1,00',
          'Quantidade em estoque': '1',
          Status: 'Ativo',
          Tipo: '0',
        }),
      importa: true,
    },
  ],
};
