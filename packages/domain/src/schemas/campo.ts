// Mascate Campo (issue 29): the field app's sync contract. Down, `campo/receber` sends the
// representative's slice in pages, then only what changed since a cursor, with removals. Up,
// `campo/enviar` applies operations made on the device, each once, by the UUID the device gave it.
// An operation's `dados` is exactly the back office's body: pedidoCriarSchema or visitaSchema.
import { z } from 'zod';
import { FAIXA_DATAS } from '../datas.ts';
import { instanteSchema, inteiroSchema, MAXIMO_ID } from './comum.ts';
import { retornoSchema } from './envelope.ts';
import { pedidoCriarSchema } from './pedidos.ts';
import { visitaSchema } from './visitas.ts';

export const MAXIMO_OPERACOES_ENVIO = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidCampo = (campo: string) =>
  z
    .string({ error: `O campo ${campo} deve ser um UUID.` })
    .trim()
    .max(36, { error: `O campo ${campo} deve ser um UUID.` })
    .refine((v) => UUID.test(v), { error: `O campo ${campo} deve ser um UUID.` })
    .meta({ format: 'uuid' })
    .transform((v) => v.toLowerCase());

/** The entities of the slice, in the order a first sync stores them. */
export const ENTIDADES_CAMPO = [
  'configuracoes',
  'representantes',
  'unidades',
  'formas',
  'motivos',
  'rotas',
  'tabelas',
  'produtos',
  'clientes',
  'creditos',
  'pedidos',
] as const;
export type EntidadeCampo = (typeof ENTIDADES_CAMPO)[number];
/**
 * An administrator who has not chosen a representative yet gets only these: the representatives to
 * choose from, the company's settings and reasons. The rest of the slice is always one representative's.
 */
export const ENTIDADES_ESCOLHA: readonly EntidadeCampo[] = ['configuracoes', 'representantes', 'motivos'];

export const receberCampoSchema = z.object({
  /** The cursor of the last complete sync; absent (or unknown to the server) sends everything. */
  cursor: uuidCampo('cursor').nullish(),
  /** While paging: the snapshot the first page answered and the page wanted next. */
  retrato: uuidCampo('retrato').nullish(),
  pagina: inteiroSchema(0, 100_000, 'O campo pagina deve ser um número.').default(0),
  /**
   * Whose slice: an administrator's chosen representative (absent: only the representatives to choose
   * from). A vendedor's slice is always its own; another id is not found (404).
   */
  representante_id: inteiroSchema(
    1,
    MAXIMO_ID,
    'O campo representante_id deve ser um identificador.',
  ).nullish(),
});
export type ReceberCampo = z.output<typeof receberCampoSchema>;

// The rows as the device keeps them: money and quantities as decimal text (never a binary float).
export const campoConfiguracaoSchema = z.object({
  id: z.number().int(),
  permite_desconto: z.number().int(),
  altera_preco_pedido: z.number().int(),
  venda_sem_estoque: z.number().int(),
});
export const campoRepresentanteSchema = z.object({ id: z.number().int(), nome: z.string() });
export const campoUnidadeSchema = z.object({
  id: z.number().int(),
  sigla: z.string(),
  descricao: z.string(),
});
export const campoFormaSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  parcelamento: z.number().int(),
  /** The method's term as stored ('28/35/42', 'à vista'; '' none): the app offers only what it allows. */
  prazos: z.string().default(''),
});
/** A reason for no sale of the company's list (motivos de não venda). */
export const campoMotivoSchema = z.object({ id: z.number().int(), descricao: z.string() });
export const campoRotaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  dias_semana_venda: z.string(),
  tabela_preco_id: z.number().int().nullable(),
});
export const campoTabelaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ajuste_percentual: z.string(),
  validade_inicio: z.string().nullable(),
  validade_fim: z.string().nullable(),
  ativo: z.number().int(),
  /** [produto_id, preço] of the table's fixed prices. */
  fixos: z.array(z.tuple([z.number().int(), z.string()])),
});
export const campoProdutoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  unidade_id: z.number().int(),
  unidade: z.string(),
  preco: z.string(),
  estoque: z.string(),
});
export const campoClienteSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  apelido: z.string(),
  cnpj_cpf: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  cep: z.string(),
  fone1: z.string(),
  email: z.string(),
  rota_id: z.number().int().nullable(),
  tabela_preco_id: z.number().int().nullable(),
});
export const campoPedidoItemSchema = z.object({
  produto_id: z.number().int(),
  descricao: z.string(),
  unidade: z.string(),
  qt: z.string(),
  preco: z.string(),
  desconto: z.string(),
  total: z.string(),
});
/**
 * A customer's credit position at the sync (id: the customer's), only for customers with a limit or
 * something open. Money as decimal text; `disponivel` null when there is no limit (may be negative).
 * The device warns with it; the server judges the order when it arrives.
 */
export const campoCreditoSchema = z.object({
  id: z.number().int(),
  limite_credito: z.string().nullable(),
  em_aberto: z.string(),
  vencido: z.string(),
  maior_atraso_dias: z.number().int(),
  disponivel: z.string().nullable(),
  /** The company blocks orders over the limit. */
  bloquear_limite: z.boolean(),
  /** The company blocks when a receivable is overdue more than N days (null: off). */
  bloquear_vencidos_dias: z.number().int().nullable(),
});
/** One of a customer's last 10 orders. */
export const campoPedidoSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  participante_id: z.number().int(),
  data: z.string(),
  situacao: z.string(),
  valor: z.string(),
  desconto: z.string(),
  tabela_preco_id: z.number().int().nullable(),
  forma_pagamento_id: z.number().int().nullable(),
  itens: z.array(campoPedidoItemSchema),
});

export const dadosCampoSchema = z.object({
  configuracoes: z.array(campoConfiguracaoSchema),
  representantes: z.array(campoRepresentanteSchema),
  unidades: z.array(campoUnidadeSchema),
  formas: z.array(campoFormaSchema),
  motivos: z.array(campoMotivoSchema),
  rotas: z.array(campoRotaSchema),
  tabelas: z.array(campoTabelaSchema),
  produtos: z.array(campoProdutoSchema),
  clientes: z.array(campoClienteSchema),
  creditos: z.array(campoCreditoSchema),
  pedidos: z.array(campoPedidoSchema),
});
export type DadosCampo = z.infer<typeof dadosCampoSchema>;
export type ClienteCampo = z.infer<typeof campoClienteSchema>;
export type ProdutoCampo = z.infer<typeof campoProdutoSchema>;
export type TabelaCampo = z.infer<typeof campoTabelaSchema>;
export type PedidoCampo = z.infer<typeof campoPedidoSchema>;
export type RotaCampo = z.infer<typeof campoRotaSchema>;
export type FormaCampo = z.infer<typeof campoFormaSchema>;
export type ConfiguracaoCampo = z.infer<typeof campoConfiguracaoSchema>;
export type RepresentanteCampo = z.infer<typeof campoRepresentanteSchema>;
export type UnidadeCampo = z.infer<typeof campoUnidadeSchema>;
export type MotivoCampo = z.infer<typeof campoMotivoSchema>;
export type CreditoCampo = z.infer<typeof campoCreditoSchema>;

export const removidosCampoSchema = z.object(
  Object.fromEntries(ENTIDADES_CAMPO.map((e) => [e, z.array(z.number().int())])) as Record<
    EntidadeCampo,
    z.ZodArray<z.ZodNumber>
  >,
);

export const respostaReceberSchema = z.object({
  retorno: retornoSchema,
  /** The snapshot being paged; it becomes the cursor once the last page is stored. */
  retrato: z.string(),
  pagina: z.number().int(),
  paginas: z.number().int(),
  /** True when the device must drop its slice first (no cursor, or one the server no longer knows). */
  completo: z.boolean(),
  /** Ids the device drops (first page only). */
  removidos: removidosCampoSchema,
  dados: dadosCampoSchema,
  /** Set on the last page: the cursor of the next sync. */
  cursor: z.string().nullable(),
});
export type RespostaReceber = z.infer<typeof respostaReceberSchema>;

export const TIPOS_OPERACAO_CAMPO = ['pedido', 'visita'] as const;
export type TipoOperacaoCampo = (typeof TIPOS_OPERACAO_CAMPO)[number];

/** Each kind's `dados` is the back office's body for the same action, checked by the same code. */
export const dadosDaOperacao = { pedido: pedidoCriarSchema, visita: visitaSchema } as const;

/**
 * A visit made on the device whose outcome is an order made during it: the order's id is not known
 * offline, so the visit names the order's operation (sent before it) and the server puts that order's
 * id in `pedido_id` before checking the visit as the back office does.
 */
export const pedidoDaVisitaCampoSchema = z.object({
  pedido_operacao: uuidCampo('pedido_operacao').nullish(),
});
export type VisitaCampoEntrada = z.input<typeof visitaSchema> & { pedido_operacao?: string | null };

export const operacaoCampoSchema = z.object({
  id: uuidCampo('id da operação'),
  tipo: z.enum(TIPOS_OPERACAO_CAMPO, { error: 'O tipo da operação deve ser pedido ou visita.' }),
  /** When the representative saved it on the device (ISO 8601). */
  feito_em: instanteSchema({
    formato: 'O campo feito_em deve ser uma data e hora.',
    faixa: `O campo feito_em deve estar ${FAIXA_DATAS}.`,
  }),
  dados: z
    .record(z.string(), z.unknown(), { error: 'O campo dados deve ser um objeto.' })
    .describe('pedido: o corpo de pedidosvenda/create; visita: o corpo de visitas/create.'),
});
export type OperacaoCampo = z.output<typeof operacaoCampoSchema>;
export type OperacaoCampoEntrada = z.input<typeof operacaoCampoSchema>;

/**
 * An operation as the batch takes it: its `feito_em` is checked per operation (operacaoCampoSchema), so
 * one with an impossible date is refused with its reason and the others still apply (issue 43).
 */
const operacaoEnviadaSchema = operacaoCampoSchema.extend({
  feito_em: z
    .string({ error: 'O campo feito_em deve ser uma data e hora.' })
    .max(40, { error: 'O campo feito_em deve ser uma data e hora.' })
    .describe('ISO 8601 (aaaa-mm-ddThh:mm:ssZ), entre 01/01/1900 e 31/12/2100.'),
});

export const enviarCampoSchema = z.object({
  operacoes: z
    .array(operacaoEnviadaSchema, { error: 'O campo operacoes deve ser uma lista.' })
    .min(1, { error: 'Envie ao menos uma operação.' })
    .max(MAXIMO_OPERACOES_ENVIO, {
      error: `Envie no máximo ${MAXIMO_OPERACOES_ENVIO} operações de cada vez.`,
    }),
});

/** conflito: the same id was already sent by this user with other content (nothing was changed). */
export const SITUACOES_OPERACAO = ['aplicada', 'repetida', 'recusada', 'conflito'] as const;
export type SituacaoOperacao = (typeof SITUACOES_OPERACAO)[number];

export const resultadoOperacaoSchema = z.object({
  id: z.string(),
  situacao: z.enum(SITUACOES_OPERACAO),
  mensagem: z.string(),
  registro: z.object({ id: z.number().int(), numero: z.number().int().optional() }).nullable(),
});
export type ResultadoOperacao = z.infer<typeof resultadoOperacaoSchema>;

export const respostasCampo = {
  receber: respostaReceberSchema,
  enviar: z.object({ retorno: retornoSchema, resultados: z.array(resultadoOperacaoSchema) }),
};
