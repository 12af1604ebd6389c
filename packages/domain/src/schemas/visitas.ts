import { z } from 'zod';
import { FAIXA_DATAS, isDataAceita, isDataIso } from '../datas.ts';
import { idSchema, paginacao, texto } from './comum.ts';
import { envelopeRegistros, envelopeRetorno, idCriado } from './envelope.ts';

export const MSG_PERIODO_VISITAS = 'Informe a data inicial e final (aaaa-mm-dd).';

const dia = z.string({ error: MSG_PERIODO_VISITAS }).trim().refine(isDataIso, { error: MSG_PERIODO_VISITAS });

/** Both days inclusive, as calendar days in São Paulo. */
export const lerVisitasSchema = paginacao.extend({ data_ini: dia, data_fin: dia });
export type LerVisitasCorpo = z.output<typeof lerVisitasSchema>;

// With a zone it is an instant; without one it is São Paulo wall-clock time, as the field app records it.
const DATA_HORA = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
export const MSG_DATA_HORA = 'O campo data_hora deve ser uma data e hora (aaaa-mm-dd hh:mm:ss).';

export const visitaSchema = z.object({
  cliente_id: idSchema,
  representante_id: idSchema,
  obs: texto('obs', 1000)
    .nullish()
    .transform((v) => v ?? ''),
  data_hora: z
    .string({ error: MSG_DATA_HORA })
    .trim()
    .refine((v) => DATA_HORA.test(v) && isDataIso(v.slice(0, 10)), { error: MSG_DATA_HORA, abort: true })
    .refine((v) => isDataAceita(v.slice(0, 10)), { error: `A data da visita deve estar ${FAIXA_DATAS}.` })
    .optional(),
});
export type VisitaEntrada = z.input<typeof visitaSchema>;
export type VisitaCorpo = z.output<typeof visitaSchema>;

export const visitaLidaSchema = z.object({
  id: z.number().int(),
  cliente: z.object({ nome: z.string(), fantasia: z.string() }),
  representante: z.object({ nome: z.string() }),
  obs: z.string(),
  /** UTC, ISO 8601 (aaaa-mm-ddThh:mm:ssZ). */
  data_hora: z.string(),
});
export type Visita = z.infer<typeof visitaLidaSchema>;

export const respostasVisitas = {
  read: envelopeRegistros(visitaLidaSchema),
  create: envelopeRetorno(idCriado),
  delete: envelopeRetorno(),
};
