// The route report (issue 28): per representative and day, the plan against the visits.
import { z } from 'zod';
import { FAIXA_DATAS, isDataIso, somarDias } from '../datas.ts';
import { dataSchema, idSchema, paginacao } from './comum.ts';
import { envelopeRegistros } from './envelope.ts';
import { formatoPlanilha } from './planilhas.ts';

const data = (campo: string, nome: string) =>
  dataSchema({
    formato: `Informe a ${nome} (aaaa-mm-dd) no campo ${campo}.`,
    faixa: `A ${nome} (${campo}) deve estar ${FAIXA_DATAS}.`,
  });

/** The longest period one report covers: a quarter and a bit, so one request stays bounded. */
export const MAXIMO_DIAS_ROTEIRO = 93;

const campos = z.object({
  data_ini: data('data_ini', 'data inicial'),
  data_fin: data('data_fin', 'data final'),
  representante_id: z.preprocess(
    (v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v),
    idSchema.optional(),
  ),
});

function periodo(r: z.output<typeof campos>, ctx: z.RefinementCtx): void {
  // An object's refinement runs even when a field was refused: then there is no period to check.
  if (!isDataIso(r.data_ini) || !isDataIso(r.data_fin)) return;
  if (r.data_fin < r.data_ini)
    ctx.addIssue({
      code: 'custom',
      path: ['data_fin'],
      message: 'A data final deve ser igual ou posterior à data inicial.',
    });
  else if (somarDias(r.data_ini, MAXIMO_DIAS_ROTEIRO - 1) < r.data_fin)
    ctx.addIssue({
      code: 'custom',
      path: ['data_fin'],
      message: `O período (data_ini a data_fin) deve ter no máximo ${MAXIMO_DIAS_ROTEIRO} dias.`,
    });
}

/**
 * The screen asks for a page (`limite` up to 100, `deslocamento`): 200 representatives over a quarter are
 * 12,800 lines, which no one reads on a screen. Without `limite` every line is answered (the export too).
 */
export const relatorioRoteiroSchema = campos
  .extend({ limite: paginacao.shape.limite, deslocamento: paginacao.shape.deslocamento })
  .superRefine(periodo);
export type RelatorioRoteiroCorpo = z.output<typeof relatorioRoteiroSchema>;
export const exportarRoteiroQuery = campos.extend({ formato: formatoPlanilha }).superRefine(periodo);

export const linhaRoteiroSchema = z.object({
  representante_id: z.number().int(),
  representante: z.string(),
  /** aaaa-mm-dd */
  data: z.string(),
  planejados: z.number().int(),
  visitados: z.number().int(),
  fora_do_plano: z.number().int(),
  com_pedido: z.number().int(),
  /** Visits without a sale, by reason. */
  sem_venda: z.array(
    z.object({ motivo_id: z.number().int(), motivo: z.string(), visitas: z.number().int() }),
  ),
  ausentes: z.number().int(),
  fora_do_local: z.number().int(),
  /** visitados / planejados, %, one decimal; null with nothing planned. */
  cumprimento: z.number().nullable(),
  /** customers with an order / customers visited, %, one decimal; null with no visit. */
  positivacao: z.number().nullable(),
});
export type LinhaRoteiro = z.infer<typeof linhaRoteiroSchema>;

/** The whole period's line (every page's lines summed, the percentages over the sums). */
export const totaisRoteiroSchema = linhaRoteiroSchema.omit({
  representante_id: true,
  representante: true,
  data: true,
});
export type TotaisRoteiro = z.infer<typeof totaisRoteiroSchema>;

/** Compliance of one representative over the whole period (the chart): visitados / planejados, %. */
export const cumprimentoRepresentanteSchema = z.object({
  representante_id: z.number().int(),
  representante: z.string(),
  planejados: z.number().int(),
  visitados: z.number().int(),
  cumprimento: z.number().nullable(),
});
export type CumprimentoRepresentante = z.infer<typeof cumprimentoRepresentanteSchema>;

/**
 * `registros`: the page asked for (or every line); `total`: how many lines the period has (with `limite`);
 * `totais` and `representantes` cover the whole period whatever the page.
 */
export const respostasRoteiro = {
  roteiro: envelopeRegistros(linhaRoteiroSchema).extend({
    totais: totaisRoteiroSchema,
    representantes: z.array(cumprimentoRepresentanteSchema),
  }),
};
