// Reports (issue 15): sales by group with ABC class, and inactive customers.
import { z } from 'zod';
import { FAIXA_DATAS } from '../datas.ts';
import { dataSchema, inteiroSchema, limitePagina, paginacao, regraPeriodo } from './comum.ts';
import { envelopeRegistros, retornoSchema } from './envelope.ts';
import { formatoPlanilha } from './planilhas.ts';

const data = (campo: string) =>
  dataSchema({ formato: `Informe a ${campo} (aaaa-mm-dd).`, faixa: `A ${campo} deve estar ${FAIXA_DATAS}.` });

export const AGRUPAMENTOS_VENDAS = ['representante', 'produto', 'cliente'] as const;
export type AgrupamentoVendas = (typeof AGRUPAMENTOS_VENDAS)[number];

const camposVendas = z.object({
  data_inicial: data('data inicial'),
  data_final: data('data final'),
  agrupar: z.enum(AGRUPAMENTOS_VENDAS, { error: 'Agrupe por representante, produto ou cliente.' }),
});
const periodo = regraPeriodo('data_inicial', 'data_final');

/** The sales report: one page of its groups (`limite`, `deslocamento`), the totals of every group. */
export const relatorioVendasSchema = camposVendas
  .extend({ limite: limitePagina, deslocamento: paginacao.shape.deslocamento })
  .superRefine(periodo);
export type RelatorioVendasCorpo = z.output<typeof relatorioVendasSchema>;
/** The report screen's filter (the request without its page), checked as the request is. */
export const filtroVendasSchema = camposVendas.superRefine(periodo);
export type FiltroVendas = z.output<typeof filtroVendasSchema>;

export const DIAS_INATIVIDADE = [30, 60, 90, 180] as const;

export const clientesInativosSchema = z.object({
  limite: limitePagina,
  deslocamento: paginacao.shape.deslocamento,
  dias: inteiroSchema(1, 366, 'Escolha 30, 60, 90 ou 180 dias.')
    .refine((d) => (DIAS_INATIVIDADE as readonly number[]).includes(d), {
      error: 'Escolha 30, 60, 90 ou 180 dias.',
    })
    .meta({ enum: [...DIAS_INATIVIDADE] }),
});
export type ClientesInativosCorpo = z.output<typeof clientesInativosSchema>;

/**
 * valor in reais (2 decimals), participacao a percentage 0-100. Quantities of different units are never
 * added: `quantidades` has each unit's sum (by its abbreviation, largest first), and `quantidade` is their
 * sum only when there is one unit (null with two or more).
 */
export const linhaVendasSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  pedidos: z.number().int(),
  quantidade: z.number().nullable(),
  quantidades: z.array(z.object({ unidade: z.string(), quantidade: z.number() })),
  valor: z.number(),
  participacao: z.number(),
  classe_abc: z.enum(['A', 'B', 'C']),
});
export type LinhaVendas = z.infer<typeof linhaVendasSchema>;

/** ultimo_pedido 'aaaa-mm-dd', null (and value 0) for a customer who never ordered. */
export const linhaClienteInativoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ultimo_pedido: z.string().nullable(),
  valor_ultimo_pedido: z.number(),
});
export type LinhaClienteInativo = z.infer<typeof linhaClienteInativoSchema>;

/** The report's total line: orders counted once each (by product an order has several lines). */
export const totaisVendasSchema = z.object({ pedidos: z.number().int(), valor: z.number() });
export type TotaisVendas = z.infer<typeof totaisVendasSchema>;

export const respostasRelatorios = {
  vendas: envelopeRegistros(linhaVendasSchema).extend({
    retorno: retornoSchema.extend({ totais: totaisVendasSchema }),
  }),
  clientes_inativos: envelopeRegistros(linhaClienteInativoSchema),
};

export const exportarVendasQuery = camposVendas.extend({ formato: formatoPlanilha }).superRefine(periodo);
export const exportarInativosQuery = clientesInativosSchema
  .omit({ limite: true, deslocamento: true })
  .extend({ formato: formatoPlanilha });
