// The HTTP method of each endpoint, without its schemas: the web app's client needs only this to call
// any endpoint, and importing the contract's table (contrato.ts) for it would bring every schema and zod
// into the first screen (the login). The types keep it the contract's: an endpoint whose first method is
// typed PUT or GET must be listed with it (a new one that is not does not compile), one typed POST may
// not be; a few are typed only as Metodo (the generic read_one), and the test checks every endpoint.
import type { ChaveEndpoint, ContratoApi, Metodo } from './contrato.ts';

type PrimeiroMetodo<K extends ChaveEndpoint> = ContratoApi[K]['metodos'][0];
type Obrigatoria = { [K in ChaveEndpoint]: 'POST' extends PrimeiroMetodo<K> ? never : K }[ChaveEndpoint];
type Possivel = { [K in ChaveEndpoint]: [PrimeiroMetodo<K>] extends ['POST'] ? never : K }[ChaveEndpoint];

const METODOS_NAO_POST = {
  'formaspagamento/update': 'PUT',
  'unidades/update': 'PUT',
  'regrasfiscais/update': 'PUT',
  'regrasfiscais/gravar_aliquotas': 'PUT',
  'rotas/read_one': 'PUT',
  'rotas/update': 'PUT',
  'representantes/update': 'PUT',
  'clientes/update': 'PUT',
  'motivosnaovenda/update': 'PUT',
  'tabelasprecos/update': 'PUT',
  'pedidosvenda/read_one': 'PUT',
  'pedidosvenda/update': 'PUT',
  'usuarios/update': 'PUT',
  'metas/update': 'PUT',
  health: 'GET',
  'oidc/config': 'GET',
  'oidc/inicio': 'GET',
  'oidc/retorno': 'GET',
  'oidc/retorno.js': 'GET',
  'empresas/update': 'PUT',
  'cep/:cep': 'GET',
  'visitas/update': 'PUT',
  'produtos/imagem/:id': 'GET',
  'pedidosvenda/:id/pdf': 'GET',
  'clientes/exportar': 'GET',
  'produtos/exportar': 'GET',
  'pedidosvenda/exportar': 'GET',
  'visitas/exportar': 'GET',
  'representantes/exportar': 'GET',
  'rotas/exportar': 'GET',
  'formaspagamento/exportar': 'GET',
  'unidades/exportar': 'GET',
  'tabelasprecos/exportar': 'GET',
  'comissoes/exportar': 'GET',
  'clientes/modelo': 'GET',
  'produtos/modelo': 'GET',
  'relatorios/vendas/exportar': 'GET',
  'relatorios/clientes_inativos/exportar': 'GET',
  'relatorios/roteiro/exportar': 'GET',
  'titulos/exportar': 'GET',
  'relatorios/vencimentos/exportar': 'GET',
  'relatorios/metas/exportar': 'GET',
  'exportacoes/:id/arquivo': 'GET',
  'pix/configurar': 'PUT',
} as const satisfies { readonly [K in Obrigatoria]: PrimeiroMetodo<K> } & {
  readonly [K in Possivel]?: Exclude<PrimeiroMetodo<K>, 'POST'>;
};

const naoPost: Readonly<Partial<Record<string, Metodo>>> = METODOS_NAO_POST;

/** The method the web app calls an endpoint with (the contract's `metodos[0]`). */
export const metodoDoEndpoint = (endpoint: ChaveEndpoint): Metodo => naoPost[endpoint] ?? 'POST';
