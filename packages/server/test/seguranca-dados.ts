import { hojeSaoPaulo } from '@mascate/domain';
import type { Ambiente, EmpresaTeste } from './ambiente.ts';
import { pedido } from './pedidos-dados.ts';
import { multipart, PNG, produtoValido } from './produtos-apoio.ts';

/** One of everything a company can own, created through the API (the security tests aim at these ids). */
export type Cadastro = {
  empresa: EmpresaTeste;
  unidadeId: number;
  formaId: number;
  rotaId: number;
  representanteId: number;
  clienteId: number;
  visitaId: number;
  produtoId: number;
  tabelaId: number;
  pedidoId: number;
  /** A second user (vendedor of the representative), besides the one who signed up. */
  usuarioId: number;
  /** The public share key of the order (/p/{chave}). */
  chave: string;
  /** The first of the company's reasons for no sale (created at sign-up, issue 28). */
  motivoId: number;
  /** The representative's goal for the current month (issue 31). */
  metaId: number;
  /** A tax rule (issue 48). */
  regraId: number;
};

/** What the fixture needs of an app: the test environment or a bench script's app. */
type Api = Pick<Ambiente, 'app' | 'chamar'>;

let regrasCriadas = 0;

async function criar(amb: Api, e: EmpresaTeste, url: string, corpo: unknown): Promise<number> {
  const r = await amb.chamar(url.endsWith('/update') ? 'PUT' : 'POST', url, corpo, e.token);
  const id = Number(r.corpo.retorno.id);
  if (r.status !== 200 || !(id > 0)) throw new Error(`${url} falhou: ${JSON.stringify(r.corpo)}`);
  return id;
}

/**
 * Every kind of row, each named with `marca` so that a leak is found by searching an answer's text.
 * The order is left 'pedido' (editable) so that update/delete/status changes are real attempts.
 */
export async function cadastrarTudo(amb: Api, e: EmpresaTeste, marca: string): Promise<Cadastro> {
  const unidadeId = await criar(amb, e, '/api/unidades/create', {
    sigla: 'UN',
    descricao: `Unidade ${marca}`,
  });
  const formaId = await criar(amb, e, '/api/formaspagamento/create', { descricao: `Boleto ${marca}` });
  const produtoId = await criar(amb, e, '/api/produtos/create', {
    ...produtoValido(unidadeId),
    codigo: `${marca}-P1`,
    descricao: `Produto ${marca}`,
    estoque: 1000,
  });
  const form = multipart({ id: produtoId }, { nome: 'a.png', tipo: 'image/png', dados: PNG });
  const imagem = await amb.app.inject({
    method: 'POST',
    url: '/api/produtos/add_image',
    payload: form.corpo,
    headers: { 'content-type': form.tipo, authorization: `Bearer ${e.token}` },
  });
  if (imagem.statusCode !== 200) throw new Error(`add_image falhou: ${imagem.body}`);
  const tabelaId = await criar(amb, e, '/api/tabelasprecos/create', {
    nome: `Tabela ${marca}`,
    itens: [{ produto_id: produtoId, preco: 9.5 }],
  });
  const rotaId = await criar(amb, e, '/api/rotas/create', {
    nome: `Rota ${marca}`,
    tabela_preco_id: tabelaId,
  });
  const representanteId = await criar(amb, e, '/api/representantes/create', {
    nome: `Vendedor ${marca}`,
    email: 'vendedor@teste.com.br',
    cnpj_cpf: '529.982.247-25',
    rotas: [rotaId],
  });
  const clienteId = await criar(amb, e, '/api/clientes/create', {
    nome: `Cliente ${marca}`,
    cnpj_cpf: '11.222.333/0001-81',
    rota_id: rotaId,
    tabela_preco_id: tabelaId,
  });
  const visitaId = await criar(amb, e, '/api/visitas/create', {
    cliente_id: clienteId,
    representante_id: representanteId,
    obs: `Visita ${marca}`,
  });
  const usuarioId = await criar(amb, e, '/api/usuarios/create', {
    nome: `Usuário ${marca}`,
    email: `vendedor-${marca.toLowerCase()}-${e.empresaId}@teste.com.br`,
    papel: 'vendedor',
    representante_id: representanteId,
  });
  const metaId = await criar(amb, e, '/api/metas/create', {
    representante_id: representanteId,
    mes: hojeSaoPaulo().slice(0, 7),
    valor: 1000,
  });
  // One rule per NCM and UF: a company given its fixture twice gets a second NCM.
  const regraId = await criar(amb, e, '/api/regrasfiscais/create', {
    ncm: String(22_021_000 + ++regrasCriadas),
    st: 1,
    mva: 40,
  });
  const cadastros = {
    empresaId: e.empresaId,
    clienteId,
    outroClienteId: clienteId,
    produtoId,
    produto2Id: produtoId,
    vendedorId: representanteId,
    formaId,
  };
  const pedidoId = await criar(
    amb,
    e,
    '/api/pedidosvenda/create',
    pedido(cadastros, [{ produto_id: produtoId, qt: 2, preco: 12.5, descricao: `Item ${marca}` }], {
      nParcelas: 1,
    }),
  );
  const link = await amb.chamar('POST', '/api/pedidosvenda/compartilhar', { id: pedidoId }, e.token);
  const endereco = String((link.corpo.registros?.[0] as { link?: string } | undefined)?.link ?? '');
  const chave = endereco.split('/p/')[1] ?? '';
  if (!chave) throw new Error(`compartilhar falhou: ${JSON.stringify(link.corpo)}`);
  return {
    empresa: e,
    unidadeId,
    formaId,
    rotaId,
    representanteId,
    clienteId,
    visitaId,
    produtoId,
    tabelaId,
    pedidoId,
    usuarioId,
    chave,
    metaId,
    regraId,
    motivoId: Number(
      (await amb.chamar('POST', '/api/motivosnaovenda/read', {}, e.token)).corpo.registros?.[0]?.id ?? 0,
    ),
  };
}
