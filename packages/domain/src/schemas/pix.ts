// zod schemas of Pix (issue 49): the company's key and payment provider (pix/configuracao, pix/configurar,
// pix/gerar_webhook), the static code of a receivable (pix/titulo), the dynamic charge (pix/cobrar), the PSP's
// webhook body (POST {url}/pix as the Banco Central's Pix API sends it) and the payments waiting for a person
// (pix/a_conciliar, pix/conciliar, pix/descartar).
import { z } from 'zod';
import {
  chavePixNormalizada,
  MAXIMO_CENTAVOS_PIX,
  MAXIMO_CIDADE_PIX,
  MAXIMO_NOME_PIX,
  TIPOS_CHAVE_PIX,
  type TipoChavePix,
  textoPix,
} from '../pix.ts';
import { lerDinheiro } from '../valores.ts';
import { valoresComNomes } from '../valores-com-nomes.ts';
import { flag01, idSchema, instanteLido, instanteSchema, inteiroSchema, texto } from './comum.ts';
import { envelopeRegistros, envelopeRetorno } from './envelope.ts';

export const { nomes: NOMES_TIPO_CHAVE_PIX } = valoresComNomes({
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
} satisfies Record<TipoChavePix, string>);

const MSG_TIPO = 'Escolha o tipo da chave Pix (CPF, CNPJ, e-mail, telefone ou chave aleatória).';
const MSG_CHAVE: Record<TipoChavePix, string> = {
  cpf: 'Chave Pix inválida: informe um CPF válido.',
  cnpj: 'Chave Pix inválida: informe um CNPJ válido.',
  email: 'Chave Pix inválida: informe um e-mail válido (até 77 caracteres).',
  telefone: 'Chave Pix inválida: informe o celular com DDD, por exemplo (11) 98765-4321.',
  aleatoria:
    'Chave Pix inválida: a chave aleatória tem 36 caracteres, como 123e4567-e89b-12d3-a456-426614174000.',
};
const MSG_NOME = `Informe o nome do recebedor (de 1 a ${MAXIMO_NOME_PIX} caracteres).`;
const MSG_CIDADE = `Informe a cidade do recebedor (de 1 a ${MAXIMO_CIDADE_PIX} caracteres).`;
const MSG_URL = 'O endereço do PSP deve começar com https:// (até 500 caracteres).';
const MSG_EXPIRACAO = 'A validade da cobrança deve ser de 60 a 2592000 segundos (30 dias).';
export const MAXIMO_PEM = 20_000;

const textoPixObrigatorio = (max: number, msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .min(1, { error: msg })
    .max(max, { error: msg })
    .refine((v) => textoPix(v, max).length > 0, { error: msg });

const pem = (campo: string) =>
  z
    .string({ error: `O campo ${campo} deve ser um texto.` })
    .max(MAXIMO_PEM, { error: `O campo ${campo} deve ter no máximo ${MAXIMO_PEM} caracteres.` })
    .refine(
      (v) => v.trim() === '' || /^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----\s*$/.test(v.trim()),
      {
        error: `O campo ${campo} deve estar no formato PEM (-----BEGIN ...-----).`,
      },
    )
    .optional();

/**
 * pix/configurar: the key (validated by its type and stored as DICT writes it), the receiver's name and
 * city, and the PSP. A PSP field left out (the sales settings send the key only), or a secret, certificate or
 * private key left empty, keeps the stored one.
 */
export const pixConfigurarSchema = z
  .object({
    tipo_chave: z.enum(TIPOS_CHAVE_PIX, { error: MSG_TIPO }),
    chave: z
      .string({ error: 'Informe a chave Pix.' })
      .trim()
      .min(1, { error: 'Informe a chave Pix.' })
      .max(120, {
        error: 'A chave Pix deve ter no máximo 77 caracteres.',
      }),
    nome: textoPixObrigatorio(MAXIMO_NOME_PIX, MSG_NOME),
    cidade: textoPixObrigatorio(MAXIMO_CIDADE_PIX, MSG_CIDADE),
    psp_url: z
      .string({ error: MSG_URL })
      .trim()
      .max(500, { error: MSG_URL })
      .refine((v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v), { error: MSG_URL })
      .optional(),
    psp_client_id: texto('client id do PSP', 200).optional(),
    psp_client_secret: texto('client secret do PSP', 500).optional(),
    psp_certificado: pem('certificado do PSP'),
    psp_chave_privada: pem('chave privada do certificado'),
    cobrar_ao_faturar: flag01('cobrar_ao_faturar').optional(),
    expiracao_segundos: inteiroSchema(60, 2_592_000, MSG_EXPIRACAO).optional(),
  })
  .superRefine((c, ctx) => {
    if (chavePixNormalizada(c.tipo_chave, c.chave) === null)
      ctx.addIssue({ code: 'custom', message: MSG_CHAVE[c.tipo_chave], path: ['chave'] });
  })
  .transform((c) => ({ ...c, chave: chavePixNormalizada(c.tipo_chave, c.chave) ?? c.chave }));
export type PixConfigurarEntrada = z.input<typeof pixConfigurarSchema>;
export type PixConfigurarCorpo = z.output<typeof pixConfigurarSchema>;

/** The stored settings as answered: the secret and the private key are never sent back, only whether they are set. */
export const pixConfiguracaoLidaSchema = z.object({
  tipo_chave: z.enum(TIPOS_CHAVE_PIX),
  chave: z.string(),
  nome: z.string(),
  cidade: z.string(),
  psp_url: z.string(),
  psp_client_id: z.string(),
  psp_client_secret_definido: z.boolean(),
  psp_certificado_definido: z.boolean(),
  cobrar_ao_faturar: z.union([z.literal(0), z.literal(1)]),
  expiracao_segundos: z.number().int(),
  webhook_definido: z.boolean(),
});
export type PixConfiguracaoLida = z.infer<typeof pixConfiguracaoLidaSchema>;

/** The static code of one receivable, for its open amount now. */
export const pixTituloSchema = z.object({
  titulo_id: z.number().int(),
  valor: z.number(),
  txid: z.string(),
  pix_copia_e_cola: z.string(),
  /** The QR code as an SVG image. */
  qr_svg: z.string(),
});
export type PixTitulo = z.infer<typeof pixTituloSchema>;

/** The Pix of each open instalment of an order (the WhatsApp text). */
export const pixParcelaSchema = z.object({
  parcela: z.number().int(),
  vencimento: z.string(),
  valor: z.number(),
  pix_copia_e_cola: z.string(),
});

export const respostasPix = {
  pedido: envelopeRegistros(pixParcelaSchema),
  configuracao: envelopeRegistros(pixConfiguracaoLidaSchema),
  configurar: envelopeRetorno(),
  gerar_webhook: envelopeRetorno({ url: z.string() }),
  titulo: envelopeRegistros(pixTituloSchema),
};

export const corpoTituloPix = z.object({ id: idSchema });

/** Who recorded a payment (titulo_baixas.origem): a person, the PSP's webhook, a confirmed statement line. */
export const ORIGENS_BAIXA = ['manual', 'psp', 'extrato'] as const;
export type OrigemBaixa = (typeof ORIGENS_BAIXA)[number];

/** A Pix notice's state: settled at once, waiting for a person, settled by a person, or set aside. */
export const SITUACOES_RECEBIMENTO = ['baixado', 'a_conciliar', 'conciliado', 'descartado'] as const;
export type SituacaoRecebimento = (typeof SITUACOES_RECEBIMENTO)[number];

// --- The PSP's webhook (POST {url}/pix, Banco Central's Pix API) and the payments waiting for a person ---

/** How many payments one webhook call may carry: PSPs send one to a few; more is refused before any is read. */
export const MAXIMO_PIX_POR_AVISO = 100;
const MSG_AVISO = 'Aviso Pix inválido: esperado { pix: [ { endToEndId, txid, valor, horario } ] }.';
const MSG_E2E = 'endToEndId inválido: 32 letras e dígitos.';
const MSG_TXID = 'txid inválido: de 1 a 35 letras e dígitos.';
const MSG_VALOR_PIX = 'valor inválido: reais com duas casas, como 123.45.';
const MSG_HORARIO = 'horario inválido: um instante ISO 8601, como 2026-11-30T12:00:00.000Z.';

/** One payment as the Pix API's webhook tells it: `valor` is text with two decimals, read here into cents. */
export const pixAvisoSchema = z.object({
  endToEndId: z.string({ error: MSG_E2E }).regex(/^[A-Za-z0-9]{32}$/, { error: MSG_E2E }),
  txid: z
    .string({ error: MSG_TXID })
    .regex(/^[A-Za-z0-9]{1,35}$/, { error: MSG_TXID })
    .optional(),
  valor: z
    .string({ error: MSG_VALOR_PIX })
    .regex(/^\d{1,10}\.\d{2}$/, { error: MSG_VALOR_PIX })
    .transform((v, ctx) => {
      const l = lerDinheiro(v, MAXIMO_CENTAVOS_PIX, 1);
      if (l.ok) return l.valor;
      ctx.addIssue({ code: 'custom', message: MSG_VALOR_PIX });
      return z.NEVER;
    }),
  horario: instanteSchema(MSG_HORARIO),
  infoPagador: texto('infoPagador', 200).optional(),
  pagador: z.object({ nome: texto('pagador.nome', 200).optional() }).optional(),
});
export type PixAviso = z.output<typeof pixAvisoSchema>;

export const pixWebhookSchema = z.object(
  {
    pix: z
      .array(pixAvisoSchema, { error: MSG_AVISO })
      .min(1, { error: MSG_AVISO })
      .max(MAXIMO_PIX_POR_AVISO, { error: `Um aviso traz no máximo ${MAXIMO_PIX_POR_AVISO} pagamentos.` }),
  },
  { error: MSG_AVISO },
);

/** The webhook's address carries the company's secret (pix/gerar_webhook): 43 base64url characters. */
export const parametrosWebhookPix = z.object({
  segredo: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** A Pix payment received, as "Recebimentos a conciliar" lists it. */
export const pixRecebimentoLidoSchema = z.object({
  id: z.number().int(),
  end_to_end_id: z.string(),
  txid: z.string(),
  valor: z.number(),
  horario: instanteLido(),
  pagador: z.string(),
  info_pagador: z.string(),
  situacao: z.enum(SITUACOES_RECEBIMENTO),
  motivo: z.string(),
  titulo_id: z.number().int().nullable(),
});
export type PixRecebimentoLido = z.infer<typeof pixRecebimentoLidoSchema>;

/** pix/conciliar: the person says which receivable a waiting payment pays. */
export const pixConciliarSchema = z.object({ id: idSchema, titulo_id: idSchema });
export type PixConciliarCorpo = z.output<typeof pixConciliarSchema>;

const MSG_MOTIVO_DESCARTE = 'Informe o motivo (de 3 a 200 caracteres).';
/** pix/descartar: a payment that pays no receivable here (returned, another business), set aside with a reason. */
export const pixDescartarSchema = z.object({
  id: idSchema,
  motivo: texto('motivo', 200).pipe(z.string().min(3, { error: MSG_MOTIVO_DESCARTE })),
});

export const respostasRecebimentosPix = {
  webhook: envelopeRetorno({ recebidos: z.number().int() }),
  a_conciliar: envelopeRegistros(pixRecebimentoLidoSchema),
  conciliar: envelopeRetorno(),
  descartar: envelopeRetorno(),
};
