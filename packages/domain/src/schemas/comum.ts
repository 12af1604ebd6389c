import { z } from 'zod';

/** A text field with a maximum length and a pt-BR message naming the field. */
export const texto = (campo: string, max: number) =>
  z
    .string({ error: `O campo ${campo} deve ser um texto.` })
    .trim()
    .max(max, { error: `O campo ${campo} deve ter no máximo ${max} caracteres.` });

/** The largest id a PostgreSQL integer column holds: a larger one is refused here, not by the database. */
export const MAXIMO_ID = 2_147_483_647;

/** Ids arrive as numbers or numeric strings (the field app sends both). */
export const idSchema = z.coerce
  .number({ error: 'Identificador inválido.' })
  .int({ error: 'Identificador inválido.' })
  .positive({ error: 'Identificador inválido.' })
  .max(MAXIMO_ID, { error: 'Identificador inválido.' });

export const corpoId = z.object({ id: idSchema });

/** 0/1 flags arrive as numbers, strings or booleans. */
export const flag01 = (campo: string) =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: `O campo ${campo} deve ser 0 ou 1.`,
    })
    .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

/**
 * Optional server-side paging and search of list reads; without them a read answers every row. With
 * `limite` the answer carries `total`, unless `contar_total` is 0: a screen paging through one search
 * already knows it from the first page, and on 100,000 customers the exact count of a common search is
 * most of the request's cost.
 */
export const paginacao = z.object({
  busca: z.string().trim().max(150, { error: 'A busca deve ter no máximo 150 caracteres.' }).optional(),
  limite: z.coerce.number().int().min(1).max(100).optional(),
  deslocamento: z.coerce.number().int().min(0).optional(),
  contar_total: flag01('contar_total').optional(),
});
export type Paginacao = z.infer<typeof paginacao>;
