// Incremental reads for integrators (issue 47): pedidosvenda/read, clientes/read, produtos/read and
// titulos/read take `alterado_desde` (the first read) or `cursor` (each read after), and answer the rows
// changed since, oldest change first, with the `cursor` for the next read.
import { z } from 'zod';
import { instanteSchema } from './comum.ts';

export const MSG_ALTERADO_DESDE =
  'O campo alterado_desde deve ser um instante ISO 8601, como 2026-12-01T08:00:00-03:00.';
export const MSG_CURSOR = 'O campo cursor deve ser o cursor devolvido pela leitura anterior.';
export const MSG_INCREMENTAL_SO =
  'A leitura incremental (alterado_desde ou cursor) aceita só limite: sem busca, filtros nem deslocamento.';
export const MSG_INCREMENTAL_UM = 'Envie alterado_desde ou cursor, não os dois.';

export const leituraIncremental = {
  alterado_desde: instanteSchema(MSG_ALTERADO_DESDE)
    .optional()
    .describe(
      'Só os registros alterados a partir deste instante, da alteração mais antiga para a mais recente; as leituras seguintes usam `cursor`.',
    ),
  cursor: z
    .string({ error: MSG_CURSOR })
    .regex(/^\d{1,20}-\d{1,10}$/, { error: MSG_CURSOR })
    .optional()
    .describe('O `cursor` da resposta anterior: continua de onde ela parou.'),
};
