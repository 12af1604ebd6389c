// zod schemas of the order life cycle endpoints (issue 13): pedidosvenda/situacao, historico,
// compartilhar and revogar_link, with their answers.
import { z } from 'zod';
import {
  exigeMotivo,
  MOTIVO_MAXIMO,
  MOTIVO_MINIMO,
  MSG_MOTIVO,
  SITUACAO_PADRAO,
  SITUACOES,
  SITUACOES_NOVAS,
} from '../pedido-situacao.ts';
import { MSG_MOTIVO_CREDITO } from '../titulos.ts';
import { limparTexto } from '../valores.ts';
import { idSchema, instanteLido } from './comum.ts';
import { camposLiberacaoCredito, liberacaoComMotivo } from './credito.ts';
import { envelopeRegistros, envelopeRetorno } from './envelope.ts';

const MSG_SITUACAO = 'Situação inválida (orcamento, pedido, faturado ou cancelado).';

export const situacaoSchema = z.enum(SITUACOES, { error: MSG_SITUACAO });

/** create: a new order is a quote or an order; absent is SITUACAO_PADRAO ('pedido'). */
export const situacaoNovaSchema = z
  .enum(SITUACOES_NOVAS, { error: 'Um pedido novo só pode ter a situação orcamento ou pedido.' })
  .default(SITUACAO_PADRAO);

/** pedidosvenda/situacao: a cancellation needs its reason; other changes may carry one. */
export const pedidoSituacaoSchema = z
  .object({
    id: idSchema,
    situacao: situacaoSchema,
    motivo: z
      .string({ error: MSG_MOTIVO })
      .overwrite(limparTexto)
      .max(MOTIVO_MAXIMO, { error: MSG_MOTIVO })
      .nullish()
      .transform((v) => v ?? ''),
    // Approving a quote may be refused by the customer's credit (issue 30): an administrador's release.
    ...camposLiberacaoCredito,
  })
  .refine((c) => !exigeMotivo(c.situacao) || c.motivo.length >= MOTIVO_MINIMO, {
    error: MSG_MOTIVO,
    path: ['motivo'],
  })
  .refine(liberacaoComMotivo, { error: MSG_MOTIVO_CREDITO, path: ['motivo_credito'] });
export type PedidoSituacaoCorpo = z.output<typeof pedidoSituacaoSchema>;
export type PedidoSituacaoEntrada = z.input<typeof pedidoSituacaoSchema>;

/** One change of status: `de` is null for the order's creation; `usuario` is the user's name. */
export const registroHistoricoSchema = z.object({
  de: situacaoSchema.nullable(),
  para: situacaoSchema,
  motivo: z.string(),
  usuario: z.string(),
  /** ISO 8601 instant. */
  data_hora: instanteLido(),
});
export type RegistroHistorico = z.infer<typeof registroHistoricoSchema>;

/** A share link: `PUBLIC_URL/p/{chave}`, valid until `expira_em` (ISO 8601). */
export const linkPedidoSchema = z.object({ link: z.string(), expira_em: instanteLido() });

/** The key in a shared order's address (`/p/{chave}`): 32 random bytes in base64url as issued, 20-100 accepted. */
export const chaveLinkSchema = z.object({
  chave: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Link de pedido inválido.' }),
});
export type LinkPedido = z.infer<typeof linkPedidoSchema>;

export const respostasSituacao = {
  situacao: envelopeRetorno({ situacao: situacaoSchema }),
  historico: envelopeRegistros(registroHistoricoSchema),
  compartilhar: envelopeRegistros(linkPedidoSchema),
  revogar_link: envelopeRetorno(),
  enviar_email: envelopeRetorno(),
  /** GET /api/pedidosvenda/{id}/pdf: the PDF itself. */
  pdf: z.custom<Uint8Array>((v) => v instanceof Uint8Array).meta({ type: 'string', format: 'binary' }),
};
