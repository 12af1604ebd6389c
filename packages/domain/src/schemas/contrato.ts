// The API's contract in one table: every endpoint the server registers under /api, by its path, with its
// methods, its request schemas and its answer. The server declares the same schemas on its routes (a server
// test compares its route table with this one, both ways); the web app's client takes a key of this table
// and infers the answer's type from it, so no screen names an answer type by hand.
import { z } from 'zod';
import {
  aceitarConviteSchema,
  cadastroEmpresaSchema,
  juntarContasSchema,
  loginSchema,
  respostasAcesso,
  solicitarTrocaSenhaSchema,
  trocarEmpresaSchema,
  trocaSenhaSchema,
} from './acesso.ts';
import { enviarCampoSchema, receberCampoSchema, respostasCampo } from './campo.ts';
import { parametrosCep, respostasCep } from './cep.ts';
import { alterarClienteSchema, clienteSchema, clientesLeituraSchema, respostasClientes } from './clientes.ts';
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
import { criarExportacaoSchema, respostasExportacoes } from './exportacoes.ts';
import {
  aliquotasInternasSchema,
  alterarRegraFiscalSchema,
  regraFiscalSchema,
  respostasRegrasFiscais,
} from './fiscal.ts';
import {
  alterarFormaPagamentoSchema,
  formaPagamentoSchema,
  respostasFormasPagamento,
} from './formas-pagamento.ts';
import { previaImpostosSchema, respostaPreviaImpostos } from './impostos-pedido.ts';
import {
  chaveApiCriarSchema,
  corpoRevogarChave,
  respostasChavesApi,
  respostasWebhooks,
  webhookCriarSchema,
  webhookEntregasSchema,
} from './integracoes.ts';
import { pedidoAlterarSchema, pedidoCriarSchema, pedidosLeituraSchema, respostasPedidos } from './pedidos.ts';
import { pedidoSituacaoSchema, respostasSituacao } from './pedidos-situacao.ts';
import {
  corpoTituloPix,
  parametrosWebhookPix,
  pixConciliarSchema,
  pixConfigurarSchema,
  pixDescartarSchema,
  pixWebhookSchema,
  respostasPix,
  respostasRecebimentosPix,
} from './pix.ts';
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

/** The answers of a register's five endpoints. */
type RespostasCadastro = {
  read: z.ZodType;
  read_one: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  delete: z.ZodType;
};
type Metodos = readonly [Metodo, ...Metodo[]];
type Entrada<M extends Metodos, C extends z.ZodType, R extends z.ZodType> = {
  readonly metodos: M;
  readonly corpo: C;
  readonly resposta: R;
};
type Cadastro<
  P extends string,
  L extends z.ZodType,
  C extends z.ZodType,
  A extends z.ZodType,
  R extends RespostasCadastro,
  M extends Metodos,
> = Record<`${P}/read`, Entrada<readonly ['POST'], L, R['read']>> &
  Record<`${P}/read_one`, Entrada<M, typeof corpoId, R['read_one']>> &
  Record<`${P}/create`, Entrada<readonly ['POST'], C, R['create']>> &
  Record<`${P}/update`, Entrada<readonly ['PUT'], A, R['update']>> &
  Record<`${P}/delete`, Entrada<readonly ['POST'], typeof corpoId, R['delete']>>;

/** An endpoint whose body is a record's id (`{ id }`): POST, or the methods given. */
function porId<R extends z.ZodType, M extends Metodos = readonly ['POST']>(
  resposta: R,
  metodos?: M,
): Entrada<M, typeof corpoId, R> {
  return { metodos: metodos ?? (['POST'] as unknown as M), corpo: corpoId, resposta };
}

/**
 * The five endpoints every register has, written once: read (POST, its list body), read_one (by id; POST,
 * or the methods given), create (POST), update (PUT), delete (POST, by id), each with its answer.
 */
function cadastro<
  P extends string,
  L extends z.ZodType,
  C extends z.ZodType,
  A extends z.ZodType,
  R extends RespostasCadastro,
  M extends Metodos = readonly ['POST'],
>(
  recurso: P,
  d: { leitura: L; criar: C; alterar: A; respostas: R; metodosLeituraUm?: M },
): Cadastro<P, L, C, A, R, M> {
  return {
    [`${recurso}/read`]: { metodos: ['POST'], corpo: d.leitura, resposta: d.respostas.read },
    [`${recurso}/read_one`]: porId(d.respostas.read_one, d.metodosLeituraUm),
    [`${recurso}/create`]: { metodos: ['POST'], corpo: d.criar, resposta: d.respostas.create },
    [`${recurso}/update`]: { metodos: ['PUT'], corpo: d.alterar, resposta: d.respostas.update },
    [`${recurso}/delete`]: porId(d.respostas.delete),
  } as unknown as Cadastro<P, L, C, A, R, M>;
}

const PLANILHA = [
  'text/csv; charset=utf-8',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const contratoApi = {
  ...cadastro('formaspagamento', {
    leitura: paginacao.nullish(),
    criar: formaPagamentoSchema,
    alterar: alterarFormaPagamentoSchema,
    respostas: respostasFormasPagamento,
  }),
  ...cadastro('unidades', {
    leitura: paginacao.nullish(),
    criar: unidadeSchema,
    alterar: alterarUnidadeSchema,
    respostas: respostasUnidades,
  }),
  ...cadastro('regrasfiscais', {
    leitura: paginacao.nullish(),
    criar: regraFiscalSchema,
    alterar: alterarRegraFiscalSchema,
    respostas: respostasRegrasFiscais,
  }),
  'pedidosvenda/impostos': {
    metodos: ['POST'],
    corpo: previaImpostosSchema,
    resposta: respostaPreviaImpostos,
  },
  'regrasfiscais/aliquotas': {
    metodos: ['POST'],
    corpo: paginacao.nullish(),
    resposta: respostasRegrasFiscais.aliquotas,
  },
  'regrasfiscais/gravar_aliquotas': {
    metodos: ['PUT'],
    corpo: aliquotasInternasSchema,
    resposta: respostasRegrasFiscais.gravar_aliquotas,
  },
  ...cadastro('rotas', {
    leitura: paginacao,
    criar: rotaSchema,
    alterar: alterarRotaSchema,
    respostas: respostasRotas,
    metodosLeituraUm: ['PUT', 'POST'] as const,
  }),
  ...cadastro('representantes', {
    leitura: paginacao,
    criar: representanteSchema,
    alterar: alterarRepresentanteSchema,
    respostas: respostasRepresentantes,
  }),
  ...cadastro('clientes', {
    leitura: clientesLeituraSchema,
    criar: clienteSchema,
    alterar: alterarClienteSchema,
    respostas: respostasClientes,
  }),
  ...cadastro('motivosnaovenda', {
    leitura: paginacao.nullish(),
    criar: motivoNaoVendaSchema,
    alterar: alterarMotivoNaoVendaSchema,
    respostas: respostasMotivosNaoVenda,
  }),
  ...cadastro('tabelasprecos', {
    leitura: paginacao,
    criar: tabelaPrecoSchema,
    alterar: alterarTabelaPrecoSchema,
    respostas: respostasTabelasPrecos,
  }),
  ...cadastro('pedidosvenda', {
    leitura: pedidosLeituraSchema,
    criar: pedidoCriarSchema,
    alterar: pedidoAlterarSchema,
    respostas: respostasPedidos,
    metodosLeituraUm: ['PUT', 'POST'] as const,
  }),
  ...cadastro('usuarios', {
    leitura: lerUsuariosSchema,
    criar: usuarioSchema,
    alterar: alterarUsuarioSchema,
    respostas: respostasUsuarios,
  }),
  ...cadastro('metas', {
    leitura: lerMetasSchema,
    criar: metaSchema,
    alterar: alterarMetaSchema,
    respostas: respostasMetas,
  }),
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
  'estabelecimentos/aceitar_convite': {
    metodos: ['POST'],
    corpo: aceitarConviteSchema,
    resposta: respostasAcesso.aceitar_convite,
  },
  'oidc/config': { metodos: ['GET'], resposta: respostasAcesso.oidc_config },
  'oidc/inicio': { metodos: ['GET'], conteudo: ['text/html'] },
  'oidc/retorno': { metodos: ['GET'], conteudo: ['text/html'] },
  'oidc/retorno.js': { metodos: ['GET'], conteudo: ['text/javascript'] },
  'estabelecimentos/logout': { metodos: ['POST'], resposta: respostasAcesso.logout },
  'estabelecimentos/juntar_contas': {
    metodos: ['POST'],
    corpo: juntarContasSchema,
    resposta: respostasAcesso.juntar_contas,
  },
  'estabelecimentos/trocar_empresa': {
    metodos: ['POST'],
    corpo: trocarEmpresaSchema,
    resposta: respostasAcesso.trocar_empresa,
  },
  'empresas/read': { metodos: ['POST'], corpo: paginacao.nullish(), resposta: respostasEmpresas.read },
  'empresas/read_one': porId(respostasEmpresas.read_one),
  'empresas/update': { metodos: ['PUT'], corpo: empresaSchema, resposta: respostasEmpresas.update },
  'cep/:cep': { metodos: ['GET'], params: parametrosCep, resposta: respostasCep.consultar },
  'visitas/read': { metodos: ['POST'], corpo: lerVisitasSchema, resposta: respostasVisitas.read },
  'visitas/create': { metodos: ['POST'], corpo: visitaSchema, resposta: respostasVisitas.create },
  'visitas/update': { metodos: ['PUT'], corpo: alterarVisitaSchema, resposta: respostasVisitas.update },
  'visitas/usar_localizacao': porId(respostasVisitas.usar_localizacao),
  'visitas/delete': porId(respostasVisitas.delete),
  'produtos/read': { metodos: ['POST'], corpo: lerProdutosSchema, resposta: respostasProdutos.read },
  'produtos/read_one': porId(respostasProdutos.read_one),
  'produtos/create': { metodos: ['POST'], corpo: produtoSchema, resposta: respostasProdutos.create },
  'produtos/update': { metodos: ['POST', 'PUT'], formulario: true, resposta: respostasProdutos.update },
  'produtos/add_image': { metodos: ['POST'], formulario: true, resposta: respostasProdutos.add_image },
  'produtos/delete': porId(respostasProdutos.delete),
  'produtos/imagem/:id': { metodos: ['GET'], params: z.object({ id: idSchema }), conteudo: ['image/*'] },
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
  'pedidosvenda/historico': porId(respostasSituacao.historico),
  'pedidosvenda/compartilhar': porId(respostasSituacao.compartilhar),
  'pedidosvenda/revogar_link': porId(respostasSituacao.revogar_link),
  'pedidosvenda/enviar_email': porId(respostasSituacao.enviar_email),
  'pedidosvenda/:id/pdf': {
    metodos: ['GET'],
    params: z.object({ id: idSchema }),
    conteudo: ['application/pdf'],
  },
  'pedidosvenda/resumo_mensal': {
    metodos: ['POST'],
    corpo: resumoMensalSchema,
    resposta: respostasDashboard.resumo_mensal,
  },
  'usuarios/reenviar_convite': porId(respostasUsuarios.reenviar_convite),
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
  'titulos/read_one': porId(respostasTitulos.read_one),
  'titulos/baixar': { metodos: ['POST'], corpo: baixarSchema, resposta: respostasTitulos.baixar },
  'titulos/estornar': { metodos: ['POST'], corpo: estornarSchema, resposta: respostasTitulos.estornar },
  'clientes/extrato': porId(respostasTitulos.extrato),
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
  'relatorios/metas': { metodos: ['POST'], corpo: relatorioMetasSchema, resposta: respostasMetas.relatorio },
  'relatorios/metas/exportar': { metodos: ['GET'], consulta: exportarMetasQuery, conteudo: PLANILHA },
  'exportacoes/create': {
    metodos: ['POST'],
    corpo: criarExportacaoSchema,
    resposta: respostasExportacoes.create,
  },
  'exportacoes/read_one': porId(respostasExportacoes.read_one),
  'exportacoes/:id/arquivo': { metodos: ['GET'], params: z.object({ id: idSchema }), conteudo: PLANILHA },
  'campo/receber': { metodos: ['POST'], corpo: receberCampoSchema, resposta: respostasCampo.receber },
  'campo/enviar': { metodos: ['POST'], corpo: enviarCampoSchema, resposta: respostasCampo.enviar },
  'pix/configuracao': { metodos: ['POST'], corpo: paginacao.nullish(), resposta: respostasPix.configuracao },
  'pix/configurar': { metodos: ['PUT'], corpo: pixConfigurarSchema, resposta: respostasPix.configurar },
  'pix/gerar_webhook': { metodos: ['POST'], resposta: respostasPix.gerar_webhook },
  'pix/titulo': { metodos: ['POST'], corpo: corpoTituloPix, resposta: respostasPix.titulo },
  'pix/pedido': porId(respostasPix.pedido),
  'pix/a_conciliar': {
    metodos: ['POST'],
    corpo: paginacao.nullish(),
    resposta: respostasRecebimentosPix.a_conciliar,
  },
  'pix/conciliar': {
    metodos: ['POST'],
    corpo: pixConciliarSchema,
    resposta: respostasRecebimentosPix.conciliar,
  },
  'pix/descartar': {
    metodos: ['POST'],
    corpo: pixDescartarSchema,
    resposta: respostasRecebimentosPix.descartar,
  },
  'pix/webhook/:segredo/pix': {
    metodos: ['POST'],
    params: parametrosWebhookPix,
    corpo: pixWebhookSchema,
    resposta: respostasRecebimentosPix.webhook,
  },
  'chavesapi/read': { metodos: ['POST'], corpo: paginacao.nullish(), resposta: respostasChavesApi.read },
  'chavesapi/create': { metodos: ['POST'], corpo: chaveApiCriarSchema, resposta: respostasChavesApi.create },
  'chavesapi/revogar': { metodos: ['POST'], corpo: corpoRevogarChave, resposta: respostasChavesApi.revogar },
  'webhooks/read': { metodos: ['POST'], corpo: paginacao.nullish(), resposta: respostasWebhooks.read },
  'webhooks/create': { metodos: ['POST'], corpo: webhookCriarSchema, resposta: respostasWebhooks.create },
  'webhooks/delete': { metodos: ['POST'], corpo: corpoId, resposta: respostasWebhooks.delete },
  'webhooks/entregas': {
    metodos: ['POST'],
    corpo: webhookEntregasSchema,
    resposta: respostasWebhooks.entregas,
  },
  'webhooks/reenviar': { metodos: ['POST'], corpo: corpoId, resposta: respostasWebhooks.reenviar },
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
