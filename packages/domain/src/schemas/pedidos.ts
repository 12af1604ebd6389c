// zod schemas of the order API bodies, shared by the server and the web app.
import { z } from 'zod';
import { FAIXA_DATAS } from '../datas.ts';
import { paraCentavos, quantidadeParaMilesimos } from '../dinheiro.ts';
import { MSG } from '../mensagens.ts';
import { MAXIMO_PARCELAS } from '../pedido.ts';
import { lerDecimal, lerId, lerInteiro, type MotivoRecusa } from '../valores.ts';
import {
  dataSchema,
  dentroDoPeriodoMaximo,
  diaLido,
  idSchema,
  instanteLido,
  inteiroSchema,
  MAXIMO_ID,
  MSG_PERIODO_MAXIMO,
  paginacao,
  texto,
} from './comum.ts';
import { camposLiberacaoCredito } from './credito.ts';
import { envelopeRegistros, envelopeRetorno } from './envelope.ts';
import { impostosPedidoLidoSchema } from './fiscal.ts';
import { leituraIncremental } from './incremental.ts';
import { situacaoNovaSchema, situacaoSchema } from './pedidos-situacao.ts';

export const MAXIMO_ITENS_PEDIDO = 500;
/** Issue 27: the order's free text (delivery notes, agreements), shown on the PDF and the public page. */
export const MAXIMO_OBSERVACOES = 2000;
// Bounds keep quantity × price (thousandths × cents) inside exact integer arithmetic.
const MAXIMO_PRECO_CENTAVOS = 100_000_000;
const MAXIMO_QT_MILESIMOS = 100_000_000;

export const TIPOS_OPERACAO = { 1: 'Venda', 2: 'Troca', 3: 'Compra' } as const;

/**
 * Money and quantities arrive as numbers or numeric strings; they stay as sent and are converted once.
 * More decimals than the unit holds (10.005 as money) are refused, never rounded (issue 23).
 */
const numeroTexto = (campo: string, maximo: number, casas: number) => {
  const recusa = (v: number | string, motivo: MotivoRecusa) => {
    const l = lerDecimal(v, casas, -maximo, maximo);
    return l.ok || l.motivo !== motivo;
  };
  return z
    .union([z.number(), z.string()], { error: `O campo ${campo} deve ser um número.` })
    .refine((v) => recusa(v, 'formato'), { error: `O campo ${campo} deve ser um número.`, abort: true })
    .refine((v) => recusa(v, 'casas'), {
      error: `O campo ${campo} deve ter no máximo ${casas} casas decimais.`,
      abort: true,
    })
    .refine((v) => recusa(v, 'faixa'), { error: `O campo ${campo} é grande demais.`, abort: true });
};

const dinheiro = (campo: string) => numeroTexto(campo, MAXIMO_PRECO_CENTAVOS * 1000, 2);

const mensagemFaixa = (campo: string) => `A ${campo} deve estar ${FAIXA_DATAS}.`;
const dataIso = (campo: string) =>
  dataSchema({
    ausente: `Informe a ${campo}.`,
    formato: `A ${campo} é inválida.`,
    faixa: mensagemFaixa(campo),
  });

/** 0, '', null or absent mean 'none' (the spec sends 0 for no seller or payment method). */
const idOpcional = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return 0;
    const l = lerInteiro(v, 0, MAXIMO_ID);
    if (l.ok) return l.valor;
    ctx.addIssue({ code: 'custom', message: 'Identificador inválido.' });
    return z.NEVER;
  });

// An item without a product (absent, 0, '', null) gets the spec's own message, as the order screen shows it.
const produtoIdSchema = inteiroSchema(1, MAXIMO_ID, MSG.insiraProduto);

export const pedidoItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(64)).default(''),
  produto_id: produtoIdSchema,
  descricao: texto('descrição do produto', 255).default(''),
  codpro: texto('código do produto', 60).default(''),
  unidade_id: idOpcional,
  unidade: texto('unidade', 10).default(''),
  qt: numeroTexto('quantidade', MAXIMO_QT_MILESIMOS, 3).refine((v) => quantidadeParaMilesimos(v) > 0, {
    error: MSG.quantidadeMaiorZero,
  }),
  preco: numeroTexto('preço', MAXIMO_PRECO_CENTAVOS, 2).refine((v) => paraCentavos(v) > 0, {
    error: MSG.precoMaiorZero,
  }),
  desconto: dinheiro('desconto do produto')
    .refine((v) => paraCentavos(v) >= 0, { error: 'O desconto do produto não pode ser negativo.' })
    .default(0),
  total: dinheiro('total do produto'),
});
export type PedidoItemEntrada = z.input<typeof pedidoItemSchema>;

export const pedidoParcelaSchema = z.object({
  parcela: inteiroSchema(1, MAXIMO_PARCELAS, 'Número de parcela inválido.'),
  vencimento: dataIso('data de vencimento da parcela'),
  valor: dinheiro('valor da parcela').refine((v) => paraCentavos(v) >= 0, {
    error: 'O valor da parcela não pode ser negativo.',
  }),
});

const chaveIdempotencia = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === 0 ? '' : String(v).trim()))
  .pipe(z.string().max(64, { error: 'A chave do pedido deve ter no máximo 64 caracteres.' }));

const tipoOperacao = inteiroSchema(1, 3, 'Tipo de operação inválido (1 venda, 2 troca, 3 compra).');

// Key order is check order: the first failing field gives the message, as the screen checks the customer first.
const camposPedido = {
  participante_id: z
    .union([z.number(), z.string(), z.null()], { error: MSG.selecioneCliente })
    .transform((v, ctx) => {
      const l = lerId(v);
      if (l.ok) return l.valor;
      ctx.addIssue({ code: 'custom', message: MSG.selecioneCliente });
      return z.NEVER;
    }),
  data: dataIso('data do pedido'),
  data_saida: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      dataSchema({
        formato: 'A data de saída é inválida.',
        faixa: mensagemFaixa('data de saída'),
      }).nullable(),
    )
    .optional()
    .transform((v) => v ?? null),

  ident_operacao: tipoOperacao.default(1),
  vendedor_id: idOpcional,
  forma_pagamento_id: idOpcional,
  natureza_id: idOpcional,
  // The price table the order's prices come from (issue 12); absent is 0, none: the server never guesses one.
  tabela_preco_id: idOpcional,
  produtos: z
    .array(pedidoItemSchema, { error: 'Os produtos do pedido devem ser uma lista.' })
    .max(MAXIMO_ITENS_PEDIDO, { error: `O pedido pode ter no máximo ${MAXIMO_ITENS_PEDIDO} produtos.` })
    .default([]),
  valor: dinheiro('valor do pedido'),
  desconto: dinheiro('desconto do pedido').default(0),
  parcelas: z
    .array(pedidoParcelaSchema, { error: 'As parcelas do pedido devem ser uma lista.' })
    .max(MAXIMO_PARCELAS, { error: `O pedido pode ter no máximo ${MAXIMO_PARCELAS} parcelas.` })
    .default([]),
  observacoes: z
    .union([texto('observações', MAXIMO_OBSERVACOES), z.null()], {
      error: 'O campo observações deve ser um texto.',
    })
    .optional()
    .transform((v) => v ?? ''),
};

/** create: `id` is optional and is the client's idempotency key (the same key is stored once). */
export const pedidoCriarSchema = z.object({
  ...camposPedido,
  id: chaveIdempotencia,
  // A quote or an order (issue 13); the status changes only through pedidosvenda/situacao.
  situacao: situacaoNovaSchema,
  // Issue 30: an administrador's release of a credit block, with its reason (checked by the server).
  ...camposLiberacaoCredito,
});
export type PedidoCriar = z.output<typeof pedidoCriarSchema>;
export type PedidoCriarEntrada = z.input<typeof pedidoCriarSchema>;

/**
 * update: `id` is the server's order id; without ident_operacao the order keeps its type, so editing
 * a field app's exchange on the web does not turn it into a sale.
 */
export const pedidoAlterarSchema = z.object({
  ...camposPedido,
  ident_operacao: tipoOperacao.optional(),
  id: idSchema,
  ...camposLiberacaoCredito,
});
export type PedidoAlterar = z.output<typeof pedidoAlterarSchema>;
export type PedidoCorpo = Omit<PedidoCriar, 'id' | 'situacao' | 'liberar_credito' | 'motivo_credito'>;

export const pedidosLeituraSchema = paginacao
  .extend({
    data_inicial: dataIso('data inicial').optional(),
    data_final: dataIso('data final').optional(),
    ident_operacao: inteiroSchema(0, 3, 'Tipo de operação inválido.').default(0),
    situacao: situacaoSchema.optional(),
    // Issue 27: the list's representative filter (0 or absent: every representative the session sees).
    vendedor_id: inteiroSchema(0, MAXIMO_ID, 'Representante inválido.').optional(),
    ...leituraIncremental,
  })
  .refine((p) => dentroDoPeriodoMaximo(p.data_inicial, p.data_final), {
    error: MSG_PERIODO_MAXIMO,
    path: ['data_inicial'],
  });
export type PedidosLeitura = z.output<typeof pedidosLeituraSchema>;

/**
 * The order's last e-mail as the mail queue knows it: 'enviado' once the SMTP server took it (enviado_em),
 * 'na_fila' while it waits (no SMTP configured, or a retry pending), 'falhou' when the queue gave up.
 */
export const emailEnvioSchema = z.object({
  situacao: z.enum(['enviado', 'na_fila', 'falhou']),
  para: z.string(),
  pedido_em: instanteLido(),
  enviado_em: instanteLido().nullable(),
});
export type EmailEnvio = z.infer<typeof emailEnvioSchema>;

/** An order as pedidosvenda/read and read_one answer it (money and quantities as plain numbers). */
export const pedidoLidoSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  ident_operacao: z.number().int(),
  natureza_id: z.number().int(),
  data: diaLido(),
  /** '' when the order has no departure date. */
  data_saida: z.string(),
  participante: z.object({ id: z.number().int(), nome: z.string() }),
  participante_id: z.number().int(),
  vendedor_id: z.number().int(),
  forma_pagamento_id: z.number().int(),
  situacao: situacaoSchema,
  // The price table the order's prices came from (issue 12), 0 or absent when none.
  tabela_preco_id: z.number().int().nullable().optional(),
  valor: z.number(),
  desconto: z.number(),
  produtos: z.array(
    z.object({
      id: z.string(),
      descricao: z.string(),
      codpro: z.string(),
      produto_id: z.number().int(),
      unidade_id: z.number().int(),
      unidade: z.string(),
      qt: z.number(),
      preco: z.number(),
      desconto: z.number(),
      total: z.number(),
    }),
  ),
  parcelas: z.array(z.object({ parcela: z.number().int(), vencimento: diaLido(), valor: z.number() })),
  // Issue 27: the order's notes and its representative's name (the list's REPRESENTANTE column).
  observacoes: z.string().optional(),
  vendedor_nome: z.string().optional(),
  /** Issue 48: what the customer pays (products less discounts plus IPI, ICMS-ST and FCP-ST). */
  total_a_pagar: z.number().optional(),
  /** Issue 48: the taxes computed when the order was saved; null for an order saved before. */
  impostos: impostosPedidoLidoSchema.nullable().optional(),
  /** read_one only: the order's last e-mail and whether the queue has actually sent it. */
  email_envio: emailEnvioSchema.nullable().optional(),
});
export type Pedido = z.infer<typeof pedidoLidoSchema>;

/** create and update answer the order's id and its sequential number. */
const pedidoGravado = { id: z.number().int(), numero: z.number().int() };

export const respostasPedidos = {
  read: envelopeRegistros(pedidoLidoSchema),
  read_one: envelopeRegistros(pedidoLidoSchema),
  create: envelopeRetorno(pedidoGravado),
  update: envelopeRetorno(pedidoGravado),
  delete: envelopeRetorno(),
};

export const MSG_QUANTIDADE_PARCELAS = `Informe o número de parcelas (de 1 a ${MAXIMO_PARCELAS}).`;

/** The order screen's 'Gerar parcelas': how many instalments to split the total into. */
export const gerarParcelasSchema = z.object({
  quantidade: inteiroSchema(1, MAXIMO_PARCELAS, MSG_QUANTIDADE_PARCELAS),
});
