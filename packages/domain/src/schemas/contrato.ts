// The API's contract in one table: every endpoint the server registers under /api, by its path, with its
// methods, its request schemas and its answer. The server declares the same schemas on its routes (a server
// test compares its route table with this one, both ways); the web app's client takes a key of this table
// and infers the answer's type from it, so no screen names an answer type by hand.
import { z } from 'zod';
import {
  cadastroEmpresaSchema,
  loginSchema,
  respostasAcesso,
  solicitarTrocaSenhaSchema,
  trocaSenhaSchema,
} from './acesso.ts';
import { enviarCampoSchema, receberCampoSchema, respostasCampo } from './campo.ts';
import { parametrosCep, respostasCep } from './cep.ts';
import { alterarClienteSchema, clienteSchema, respostasClientes } from './clientes.ts';
import {
  alterarMetaSchema,
  exportarComissoesQuery,
  exportarMetasQuery,
  extratoComissoesSchema,
  lerComissoesSchema,
  lerMetasSchema,
  metaSchema,
  relatorioMetasSchema,
  respostasComissoes,
  respostasMetas,
} from './comissoes.ts';
import { corpoId, idSchema, paginacao } from './comum.ts';
import { respostasDashboard, resumoMensalSchema } from './dashboard.ts';
import { empresaSchema, respostasEmpresas } from './empresa.ts';
import { envelopeRetorno } from './envelope.ts';
import {
  alterarFormaPagamentoSchema,
  formaPagamentoSchema,
  respostasFormasPagamento,
} from './formas-pagamento.ts';
import { pedidoAlterarSchema, pedidoCriarSchema, pedidosLeituraSchema, respostasPedidos } from './pedidos.ts';
import { pedidoSituacaoSchema, respostasSituacao } from './pedidos-situacao.ts';
import {
  exportarPedidosQuery,
  exportarQuery,
  exportarVisitasQuery,
  modeloQuery,
  respostaImportacao,
} from './planilhas.ts';
import { lerProdutosSchema, produtoSchema, respostasProdutos } from './produtos.ts';
import {
  clientesInativosSchema,
  exportarInativosQuery,
  exportarVendasQuery,
  relatorioVendasSchema,
  respostasRelatorios,
} from './relatorios.ts';
import {
  alterarRepresentanteSchema,
  representanteSchema,
  respostasRepresentantes,
} from './representantes.ts';
import { alterarRotaSchema, respostasRotas, rotaSchema } from './rotas.ts';
import { exportarRoteiroQuery, relatorioRoteiroSchema, respostasRoteiro } from './roteiro.ts';
import {
  alterarTabelaPrecoSchema,
  precosTabelaSchema,
  respostasTabelasPrecos,
  tabelaPrecoSchema,
} from './tabelas-precos.ts';
import {
  baixarSchema,
  creditoCorpoSchema,
  estornarSchema,
  exportarTitulosQuery,
  exportarVencimentosQuery,
  respostasTitulos,
  titulosLeituraSchema,
  vencimentosSchema,
} from './titulos.ts';
import { alterarUnidadeSchema, respostasUnidades, unidadeSchema } from './unidades.ts';
import { alterarUsuarioSchema, lerUsuariosSchema, respostasUsuarios, usuarioSchema } from './usuarios.ts';
import {
  alterarMotivoNaoVendaSchema,
  alterarVisitaSchema,
  lerVisitasSchema,
  motivoNaoVendaSchema,
  respostasMotivosNaoVenda,
  respostasVisitas,
  visitaSchema,
} from './visitas.ts';

export type Metodo = 'GET' | 'POST' | 'PUT';

/**
 * One endpoint. `metodos[0]` is the method the web app uses (a few reads also accept the other, as the
 * original API did). `corpo`, `consulta`, `params`: the route's body, query string and path parameters;
 * `formulario`: the body is multipart (fields and a file), read by the route itself. A JSON answer has its
 * `resposta` schema; a file, a page or an image has the media types of its `conteudo` instead.
 */
export type Endpoint = {
  readonly metodos: readonly [Metodo, ...Metodo[]];
  readonly corpo?: z.ZodType;
  readonly consulta?: z.ZodType;
  readonly params?: z.ZodType;
  readonly formulario?: true;
} & (
  | { readonly resposta: z.ZodType; readonly conteudo?: never }
  | { readonly conteudo: readonly string[]; readonly resposta?: never }
);

const PLANILHA = [
  'text/csv; charset=utf-8',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const contratoApi = {
  health: { metodos: ['GET'], resposta: envelopeRetorno() },
  'estabelecimentos/create': {
    metodos: ['POST'],
    corpo: cadastroEmpresaSchema,
    resposta: respostasAcesso.create,
  },
  'estabelecimentos/login': { metodos: ['POST'], corpo: loginSchema, resposta: respostasAcesso.login },
  'estabelecimentos/solicitar_troca_senha': {
    metodos: ['POST'],
    corpo: solicitarTrocaSenhaSchema,
    resposta: respostasAcesso.solicitar_troca_senha,
  },
  'estabelecimentos/troca_senha': {
    metodos: ['POST'],
    corpo: trocaSenhaSchema,
    resposta: respostasAcesso.troca_senha,
  },
  'oidc/config': { metodos: ['GET'], resposta: respostasAcesso.oidc_config },
  'oidc/inicio': { metodos: ['GET'], conteudo: ['text/html'] },
  'oidc/retorno': { metodos: ['GET'], conteudo: ['text/html'] },
  'oidc/retorno.js': { metodos: ['GET'], conteudo: ['text/javascript'] },
  'estabelecimentos/logout': { metodos: ['POST'], resposta: respostasAcesso.logout },
  'empresas/read': { metodos: ['POST'], corpo: paginacao.nullish(), resposta: respostasEmpresas.read },
  'empresas/read_one': { metodos: ['POST'], corpo: corpoId, resposta: respostasEmpresas.read_one },
  'empresas/update': { metodos: ['PUT'], corpo: empresaSchema, resposta: respostasEmpresas.update },
  'cep/:cep': { metodos: ['GET'], params: parametrosCep, resposta: respostasCep.consultar },
  'formaspagamento/read': {
    metodos: ['POST'],
    corpo: paginacao.nullish(),
    resposta: respostasFormasPagamento.read,
  },
  'formaspagamento/read_one': {
    metodos: ['POST'],
    corpo: corpoId,
    resposta: respostasFormasPagamento.read_one,
  },
  'formaspagamento/create': {
    metodos: ['POST'],
    corpo: formaPagamentoSchema,
    resposta: respostasFormasPagamento.create,
  },
  'formaspagamento/update': {
    metodos: ['PUT'],
    corpo: alterarFormaPagamentoSchema,
    resposta: respostasFormasPagamento.update,
  },
  'formaspagamento/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasFormasPagamento.delete },
  'unidades/read': { metodos: ['POST'], corpo: paginacao.nullish(), resposta: respostasUnidades.read },
  'unidades/read_one': { metodos: ['POST'], corpo: corpoId, resposta: respostasUnidades.read_one },
  'unidades/create': { metodos: ['POST'], corpo: unidadeSchema, resposta: respostasUnidades.create },
  'unidades/update': { metodos: ['PUT'], corpo: alterarUnidadeSchema, resposta: respostasUnidades.update },
  'unidades/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasUnidades.delete },
  'rotas/read': { metodos: ['POST'], corpo: paginacao, resposta: respostasRotas.read },
  'rotas/read_one': { metodos: ['PUT', 'POST'], corpo: corpoId, resposta: respostasRotas.read_one },
  'rotas/create': { metodos: ['POST'], corpo: rotaSchema, resposta: respostasRotas.create },
  'rotas/update': { metodos: ['PUT'], corpo: alterarRotaSchema, resposta: respostasRotas.update },
  'rotas/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasRotas.delete },
  'representantes/read': { metodos: ['POST'], corpo: paginacao, resposta: respostasRepresentantes.read },
  'representantes/read_one': {
    metodos: ['POST'],
    corpo: corpoId,
    resposta: respostasRepresentantes.read_one,
  },
  'representantes/create': {
    metodos: ['POST'],
    corpo: representanteSchema,
    resposta: respostasRepresentantes.create,
  },
  'representantes/update': {
    metodos: ['PUT'],
    corpo: alterarRepresentanteSchema,
    resposta: respostasRepresentantes.update,
  },
  'representantes/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasRepresentantes.delete },
  'clientes/read': { metodos: ['POST'], corpo: paginacao, resposta: respostasClientes.read },
  'clientes/read_one': { metodos: ['POST'], corpo: corpoId, resposta: respostasClientes.read_one },
  'clientes/create': { metodos: ['POST'], corpo: clienteSchema, resposta: respostasClientes.create },
  'clientes/update': { metodos: ['PUT'], corpo: alterarClienteSchema, resposta: respostasClientes.update },
  'clientes/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasClientes.delete },
  'visitas/read': { metodos: ['POST'], corpo: lerVisitasSchema, resposta: respostasVisitas.read },
  'visitas/create': { metodos: ['POST'], corpo: visitaSchema, resposta: respostasVisitas.create },
  'visitas/update': { metodos: ['PUT'], corpo: alterarVisitaSchema, resposta: respostasVisitas.update },
  'visitas/usar_localizacao': {
    metodos: ['POST'],
    corpo: corpoId,
    resposta: respostasVisitas.usar_localizacao,
  },
  'visitas/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasVisitas.delete },
  'motivosnaovenda/read': {
    metodos: ['POST'],
    corpo: paginacao.nullish(),
    resposta: respostasMotivosNaoVenda.read,
  },
  'motivosnaovenda/read_one': {
    metodos: ['POST'],
    corpo: corpoId,
    resposta: respostasMotivosNaoVenda.read_one,
  },
  'motivosnaovenda/create': {
    metodos: ['POST'],
    corpo: motivoNaoVendaSchema,
    resposta: respostasMotivosNaoVenda.create,
  },
  'motivosnaovenda/update': {
    metodos: ['PUT'],
    corpo: alterarMotivoNaoVendaSchema,
    resposta: respostasMotivosNaoVenda.update,
  },
  'motivosnaovenda/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasMotivosNaoVenda.delete },
  'produtos/read': { metodos: ['POST'], corpo: lerProdutosSchema, resposta: respostasProdutos.read },
  'produtos/read_one': { metodos: ['POST'], corpo: corpoId, resposta: respostasProdutos.read_one },
  'produtos/create': { metodos: ['POST'], corpo: produtoSchema, resposta: respostasProdutos.create },
  'produtos/update': { metodos: ['POST', 'PUT'], formulario: true, resposta: respostasProdutos.update },
  'produtos/add_image': { metodos: ['POST'], formulario: true, resposta: respostasProdutos.add_image },
  'produtos/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasProdutos.delete },
  'produtos/imagem/:id': { metodos: ['GET'], params: z.object({ id: idSchema }), conteudo: ['image/*'] },
  'tabelasprecos/read': { metodos: ['POST'], corpo: paginacao, resposta: respostasTabelasPrecos.read },
  'tabelasprecos/read_one': { metodos: ['POST'], corpo: corpoId, resposta: respostasTabelasPrecos.read_one },
  'tabelasprecos/create': {
    metodos: ['POST'],
    corpo: tabelaPrecoSchema,
    resposta: respostasTabelasPrecos.create,
  },
  'tabelasprecos/update': {
    metodos: ['PUT'],
    corpo: alterarTabelaPrecoSchema,
    resposta: respostasTabelasPrecos.update,
  },
  'tabelasprecos/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasTabelasPrecos.delete },
  'tabelasprecos/precos': {
    metodos: ['POST'],
    corpo: precosTabelaSchema,
    resposta: respostasTabelasPrecos.precos,
  },
  'pedidosvenda/situacao': {
    metodos: ['POST'],
    corpo: pedidoSituacaoSchema,
    resposta: respostasSituacao.situacao,
  },
  'pedidosvenda/historico': { metodos: ['POST'], corpo: corpoId, resposta: respostasSituacao.historico },
  'pedidosvenda/compartilhar': {
    metodos: ['POST'],
    corpo: corpoId,
    resposta: respostasSituacao.compartilhar,
  },
  'pedidosvenda/revogar_link': {
    metodos: ['POST'],
    corpo: corpoId,
    resposta: respostasSituacao.revogar_link,
  },
  'pedidosvenda/enviar_email': {
    metodos: ['POST'],
    corpo: corpoId,
    resposta: respostasSituacao.enviar_email,
  },
  'pedidosvenda/:id/pdf': {
    metodos: ['GET'],
    params: z.object({ id: idSchema }),
    conteudo: ['application/pdf'],
  },
  'pedidosvenda/read': { metodos: ['POST'], corpo: pedidosLeituraSchema, resposta: respostasPedidos.read },
  'pedidosvenda/read_one': { metodos: ['PUT', 'POST'], corpo: corpoId, resposta: respostasPedidos.read_one },
  'pedidosvenda/create': { metodos: ['POST'], corpo: pedidoCriarSchema, resposta: respostasPedidos.create },
  'pedidosvenda/update': { metodos: ['PUT'], corpo: pedidoAlterarSchema, resposta: respostasPedidos.update },
  'pedidosvenda/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasPedidos.delete },
  'pedidosvenda/resumo_mensal': {
    metodos: ['POST'],
    corpo: resumoMensalSchema,
    resposta: respostasDashboard.resumo_mensal,
  },
  'usuarios/read': { metodos: ['POST'], corpo: lerUsuariosSchema, resposta: respostasUsuarios.read },
  'usuarios/read_one': { metodos: ['POST'], corpo: corpoId, resposta: respostasUsuarios.read_one },
  'usuarios/create': { metodos: ['POST'], corpo: usuarioSchema, resposta: respostasUsuarios.create },
  'usuarios/update': { metodos: ['PUT'], corpo: alterarUsuarioSchema, resposta: respostasUsuarios.update },
  'usuarios/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasUsuarios.delete },
  'usuarios/reenviar_convite': {
    metodos: ['POST'],
    corpo: corpoId,
    resposta: respostasUsuarios.reenviar_convite,
  },
  'clientes/exportar': { metodos: ['GET'], consulta: exportarQuery, conteudo: PLANILHA },
  'produtos/exportar': { metodos: ['GET'], consulta: exportarQuery, conteudo: PLANILHA },
  'pedidosvenda/exportar': { metodos: ['GET'], consulta: exportarPedidosQuery, conteudo: PLANILHA },
  'visitas/exportar': { metodos: ['GET'], consulta: exportarVisitasQuery, conteudo: PLANILHA },
  'representantes/exportar': { metodos: ['GET'], consulta: exportarQuery, conteudo: PLANILHA },
  'rotas/exportar': { metodos: ['GET'], consulta: exportarQuery, conteudo: PLANILHA },
  'formaspagamento/exportar': { metodos: ['GET'], consulta: exportarQuery, conteudo: PLANILHA },
  'unidades/exportar': { metodos: ['GET'], consulta: exportarQuery, conteudo: PLANILHA },
  'tabelasprecos/exportar': { metodos: ['GET'], consulta: exportarQuery, conteudo: PLANILHA },
  'comissoes/exportar': { metodos: ['GET'], consulta: exportarComissoesQuery, conteudo: PLANILHA },
  'clientes/modelo': { metodos: ['GET'], consulta: modeloQuery, conteudo: PLANILHA },
  'clientes/importar': { metodos: ['POST'], formulario: true, resposta: respostaImportacao },
  'produtos/modelo': { metodos: ['GET'], consulta: modeloQuery, conteudo: PLANILHA },
  'produtos/importar': { metodos: ['POST'], formulario: true, resposta: respostaImportacao },
  'relatorios/vendas': {
    metodos: ['POST'],
    corpo: relatorioVendasSchema,
    resposta: respostasRelatorios.vendas,
  },
  'relatorios/clientes_inativos': {
    metodos: ['POST'],
    corpo: clientesInativosSchema,
    resposta: respostasRelatorios.clientes_inativos,
  },
  'relatorios/vendas/exportar': { metodos: ['GET'], consulta: exportarVendasQuery, conteudo: PLANILHA },
  'relatorios/clientes_inativos/exportar': {
    metodos: ['GET'],
    consulta: exportarInativosQuery,
    conteudo: PLANILHA,
  },
  'relatorios/roteiro': {
    metodos: ['POST'],
    corpo: relatorioRoteiroSchema,
    resposta: respostasRoteiro.roteiro,
  },
  'relatorios/roteiro/exportar': { metodos: ['GET'], consulta: exportarRoteiroQuery, conteudo: PLANILHA },
  'titulos/read': { metodos: ['POST'], corpo: titulosLeituraSchema, resposta: respostasTitulos.read },
  'titulos/read_one': { metodos: ['POST'], corpo: corpoId, resposta: respostasTitulos.read_one },
  'titulos/baixar': { metodos: ['POST'], corpo: baixarSchema, resposta: respostasTitulos.baixar },
  'titulos/estornar': { metodos: ['POST'], corpo: estornarSchema, resposta: respostasTitulos.estornar },
  'clientes/extrato': { metodos: ['POST'], corpo: corpoId, resposta: respostasTitulos.extrato },
  'clientes/credito': { metodos: ['POST'], corpo: creditoCorpoSchema, resposta: respostasTitulos.credito },
  'relatorios/vencimentos': {
    metodos: ['POST'],
    corpo: vencimentosSchema,
    resposta: respostasTitulos.vencimentos,
  },
  'titulos/exportar': { metodos: ['GET'], consulta: exportarTitulosQuery, conteudo: PLANILHA },
  'relatorios/vencimentos/exportar': {
    metodos: ['GET'],
    consulta: exportarVencimentosQuery,
    conteudo: PLANILHA,
  },
  'comissoes/read': { metodos: ['POST'], corpo: lerComissoesSchema, resposta: respostasComissoes.read },
  'comissoes/extrato': {
    metodos: ['POST'],
    corpo: extratoComissoesSchema,
    resposta: respostasComissoes.extrato,
  },
  'metas/read': { metodos: ['POST'], corpo: lerMetasSchema, resposta: respostasMetas.read },
  'metas/read_one': { metodos: ['POST'], corpo: corpoId, resposta: respostasMetas.read_one },
  'metas/create': { metodos: ['POST'], corpo: metaSchema, resposta: respostasMetas.create },
  'metas/update': { metodos: ['PUT'], corpo: alterarMetaSchema, resposta: respostasMetas.update },
  'metas/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasMetas.delete },
  'relatorios/metas': { metodos: ['POST'], corpo: relatorioMetasSchema, resposta: respostasMetas.relatorio },
  'relatorios/metas/exportar': { metodos: ['GET'], consulta: exportarMetasQuery, conteudo: PLANILHA },
  'campo/receber': { metodos: ['POST'], corpo: receberCampoSchema, resposta: respostasCampo.receber },
  'campo/enviar': { metodos: ['POST'], corpo: enviarCampoSchema, resposta: respostasCampo.enviar },
} as const satisfies Record<string, Endpoint>;

export type ContratoApi = typeof contratoApi;
/** Every endpoint's key: its path under /api ('clientes/read', 'cep/:cep'). */
export type ChaveEndpoint = keyof ContratoApi;
/** The endpoints that answer JSON (the others answer a file, a page or an image). */
export type EndpointJson = {
  [K in ChaveEndpoint]: ContratoApi[K] extends { resposta: z.ZodType } ? K : never;
}[ChaveEndpoint];
/** The endpoints that answer a file (a spreadsheet, a PDF, an image). */
export type EndpointArquivo = Exclude<ChaveEndpoint, EndpointJson>;
/** The answer of an endpoint, as the client reads it. */
export type RespostaEndpoint<K extends EndpointJson> = z.output<ContratoApi[K]['resposta']>;
/** The body an endpoint accepts (what the client sends: the schema's input). */
export type CorpoEndpoint<K extends ChaveEndpoint> = ContratoApi[K] extends { formulario: true }
  ? FormData
  : ContratoApi[K] extends { corpo: z.ZodType }
    ? z.input<ContratoApi[K]['corpo']>
    : undefined;
/** The query string of an endpoint that declares one. */
export type ConsultaEndpoint<K extends ChaveEndpoint> = ContratoApi[K] extends { consulta: z.ZodType }
  ? z.input<ContratoApi[K]['consulta']>
  : undefined;
/** The endpoints whose answer is a list of rows (`registros`), and the type of one row. */
export type EndpointLista = {
  [K in EndpointJson]: RespostaEndpoint<K> extends { registros: unknown[] } ? K : never;
}[EndpointJson];
export type LinhaEndpoint<K extends EndpointLista> = RespostaEndpoint<K>['registros'][number];

/** Whether a path built at run time ('clientes/exportar') is an endpoint that answers a file. */
export function ehEndpointArquivo(caminho: string): caminho is EndpointArquivo {
  return Object.hasOwn(contratoApi, caminho) && 'conteudo' in contratoApi[caminho as ChaveEndpoint];
}
