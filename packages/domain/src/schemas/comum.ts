import { z } from 'zod';

/** A text field with a maximum length and a pt-BR message naming the field. */
export const texto = (campo: string, max: number) =>
  z
    .string({ error: `O campo ${campo} deve ser um texto.` })
    .trim()
    .max(max, { error: `O campo ${campo} deve ter no máximo ${max} caracteres.` });

/** The largest id a PostgreSQL integer column holds: a larger one is refused here, not by the database. */
export const MAXIMO_ID = 2_147_483_647;

/** A day the API answers ('2026-11-30'): the format is for the OpenAPI document, the server writes the value. */
export const diaLido = () => z.string().meta({ format: 'date' });
/** An instant the API answers (ISO 8601, UTC): documented as date-time. */
export const instanteLido = () => z.string().meta({ format: 'date-time' });

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
 * How many pages past a page's start a list counts its matches unless asked for the exact total: further
 * matches make the answer say "more than" (`total_limitado`). The exact count of the ~10,000 customers a
 * common name matches among 100,000 cost 5 ms of PostgreSQL per request, ten times the page itself;
 * counting ten pages ahead costs about one page more. Odoo's list views cap their count the same way and
 * count everything on a click; Gmail says "many".
 */
export const PAGINAS_CONTADAS = 10;

/** Where the count of a page stops (`total_limitado` past it): ten pages of `limite` past the page's start. */
export const contagemAte = (deslocamento: number, limite: number) => deslocamento + limite * PAGINAS_CONTADAS;

/**
 * Optional server-side paging and search of list reads; without them a read answers every row. With
 * `limite` the answer carries `total`, unless `contar_total` is 0: a screen paging through one search
 * already knows it from the first page. The total is counted up to `contagemAte` unless `total_exato` is
 * 1; beyond it the answer carries that bound and `total_limitado`.
 */
export const paginacao = z.object({
  busca: z.string().trim().max(150, { error: 'A busca deve ter no máximo 150 caracteres.' }).optional(),
  limite: z.coerce.number().int().min(1).max(100).optional(),
  deslocamento: z.coerce.number().int().min(0).optional(),
  contar_total: flag01('contar_total').optional(),
  total_exato: flag01('total_exato').optional(),
});
export type Paginacao = z.infer<typeof paginacao>;
