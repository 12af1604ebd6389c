// Commission and goals (issue 31): the rate fields of the registers, the statement, the goals and the
// goals report. Money in answers is in reais (2 decimals), as every other answer; rates in percent.
import { z } from 'zod';
import { EVENTOS_COMISSAO } from '../comissao.ts';
import { FAIXA_DATAS } from '../datas.ts';
import { lerInteiro } from '../valores.ts';
import {
  dataSchema,
  decimalSchema,
  idSchema,
  instanteLido,
  mesAnoSchema,
  paginacao,
  regraPeriodo,
} from './comum.ts';
import { envelopeRegistros, respostasDeCadastro } from './envelope.ts';
import { formatoPlanilha } from './planilhas.ts';

const MSG_MES = 'Informe o mês (aaaa-mm).';
export const mesSchema = mesAnoSchema({ formato: MSG_MES, faixa: `O mês deve estar ${FAIXA_DATAS}.` });

const MSG_PERIODO = 'Informe a data inicial e final (aaaa-mm-dd).';
const dia = dataSchema({ formato: MSG_PERIODO, faixa: `As datas devem estar ${FAIXA_DATAS}.` });

/** comissoes/read: lines earned in the period (São Paulo calendar days), of one representative or all. */
export const lerComissoesSchema = paginacao
  .omit({ busca: true })
  .extend({ data_ini: dia, data_fin: dia, representante_id: idSchema.optional() })
  .superRefine(regraPeriodo('data_ini', 'data_fin'));
export type LerComissoesCorpo = z.output<typeof lerComissoesSchema>;

/**
 * comissoes/extrato: one representative's month, a page of its orders at a time (`limite` 1 to 100, 50
 * when not sent; `deslocamento` orders skipped), each order with all its lines; the month's totals and
 * its count of orders are always the whole month's. The export (comissoes/exportar) has every line.
 */
export const extratoComissoesSchema = paginacao
  .pick({ limite: true, deslocamento: true })
  .extend({ representante_id: idSchema, mes: mesSchema });
export type ExtratoComissoesCorpo = z.output<typeof extratoComissoesSchema>;

/** One line as read: base, value in reais (negative for a reversal), rate in percent. */
export const linhaComissaoSchema = z.object({
  id: z.number().int(),
  representante: z.object({ id: z.number().int(), nome: z.string() }),
  pedido: z.object({ id: z.number().int(), numero: z.number().int(), cliente: z.string() }),
  item: z.number().int(),
  produto: z.string(),
  evento: z.enum(EVENTOS_COMISSAO),
  base: z.number(),
  percentual: z.number(),
  valor: z.number(),
  /** UTC, ISO 8601. */
  ganho_em: instanteLido(),
});
export type LinhaComissaoLida = z.infer<typeof linhaComissaoSchema>;

export const extratoComissoesLidoSchema = z.object({
  representante: z.object({ id: z.number().int(), nome: z.string() }),
  mes: z.string(),
  pedidos: z.array(
    z.object({
      pedido: z.object({ id: z.number().int(), numero: z.number().int(), cliente: z.string() }),
      linhas: z.array(linhaComissaoSchema),
      base: z.number(),
      valor: z.number(),
    }),
  ),
  /** The month's totals, of every order (not only the page's). */
  base: z.number(),
  valor: z.number(),
  /** How many orders the month has (the pages' total). */
  pedidos_total: z.number().int(),
});
export type ExtratoComissoes = z.infer<typeof extratoComissoesLidoSchema>;

export const exportarComissoesQuery = z
  .object({ data_ini: dia, data_fin: dia, representante_id: idSchema.optional() })
  .extend({ formato: formatoPlanilha })
  .superRefine(regraPeriodo('data_ini', 'data_fin'));
export type ExportarComissoesQuery = z.output<typeof exportarComissoesQuery>;

// Goals -----------------------------------------------------------------------------------------------

const MAXIMO_META_CENTAVOS = 100_000_000_000; // R$ 1 bilhão

const MSG_VALOR_META = 'O campo valor da meta deve ser um valor maior que zero.';
const valorMeta = decimalSchema(2, 1, MAXIMO_META_CENTAVOS, {
  formato: MSG_VALOR_META,
  casas: 'O campo valor da meta deve ter no máximo 2 casas decimais.',
});

const contagemOpcional = (campo: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `O campo ${campo} deve ser um número inteiro.` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = lerInteiro(v, 1, 1_000_000);
      if (!n.ok) {
        ctx.addIssue({
          code: 'custom',
          message: `O campo ${campo} deve ser um número inteiro de 1 a 1000000.`,
        });
        return z.NEVER;
      }
      return n.valor;
    });

const camposMeta = {
  representante_id: idSchema,
  mes: mesSchema,
  valor: valorMeta,
  positivacao: contagemOpcional('positivação'),
  clientes_novos: contagemOpcional('clientes novos'),
};
export const metaSchema = z.object(camposMeta);
export type MetaEntrada = z.input<typeof metaSchema>;
export type MetaCorpo = z.output<typeof metaSchema>;
export const alterarMetaSchema = z.object({ id: idSchema, ...camposMeta });
export type AlterarMetaCorpo = z.output<typeof alterarMetaSchema>;

export const lerMetasSchema = paginacao
  .omit({ busca: true })
  .extend({ mes: mesSchema.optional(), representante_id: idSchema.optional() });
export type LerMetasCorpo = z.output<typeof lerMetasSchema>;

export const metaLidaSchema = z.object({
  id: z.number().int(),
  representante: z.object({ id: z.number().int(), nome: z.string() }),
  mes: z.string(),
  valor: z.number(),
  positivacao: z.number().int().nullable(),
  clientes_novos: z.number().int().nullable(),
});
export type MetaLida = z.infer<typeof metaLidaSchema>;

const medida = z.object({
  meta: z.number().nullable(),
  realizado: z.number(),
  /** Percent of the goal, two decimals (0 without a goal). */
  percentual: z.number(),
  projecao: z.number(),
});

/** One representative's progress in a month (money in reais). */
export const progressoMetaSchema = z.object({
  representante: z.object({ id: z.number().int(), nome: z.string() }),
  meta_id: z.number().int().nullable(),
  dias_uteis: z.number().int(),
  dias_decorridos: z.number().int(),
  valor: medida,
  positivacao: medida,
  clientes_novos: medida,
});
export type ProgressoMeta = z.infer<typeof progressoMetaSchema>;

export const relatorioMetasSchema = z.object({ mes: mesSchema });
export const exportarMetasQuery = relatorioMetasSchema.extend({ formato: formatoPlanilha });

export const respostasComissoes = {
  read: envelopeRegistros(linhaComissaoSchema),
  extrato: envelopeRegistros(extratoComissoesLidoSchema),
};

export const respostasMetas = {
  ...respostasDeCadastro(metaLidaSchema),
  relatorio: envelopeRegistros(progressoMetaSchema),
};
