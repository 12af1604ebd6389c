import { z } from 'zod';
import { inteiroSchema } from './comum.ts';
import { envelopeRegistros } from './envelope.ts';

const MSG_ANO = 'Ano inválido.';

/** pedidosvenda/resumo_mensal: the year (São Paulo's current one when left out); no body at all is fine too. */
export const resumoMensalSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    ano: inteiroSchema(1900, 2100, MSG_ANO).optional(),
  }),
);
export type ResumoMensalCorpo = z.output<typeof resumoMensalSchema>;

/** One month of the dashboard: the number of orders and their net value (valor - desconto). */
export const resumoMesSchema = z.object({
  mes: z.number().int(),
  quantidade: z.number().int(),
  valor: z.number(),
});
export type ResumoMes = z.infer<typeof resumoMesSchema>;

export const respostasDashboard = { resumo_mensal: envelopeRegistros(resumoMesSchema) };
