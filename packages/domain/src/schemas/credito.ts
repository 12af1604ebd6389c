// Credit fields of other resources (issue 30): the customer's limit, the company's blocking settings and
// the release an administrador may give an order. Apart from titulos.ts so the order schemas import it
// without a cycle (titulos.ts imports the spreadsheet schemas, which import the order schemas).
import { z } from 'zod';
import { MOTIVO_CREDITO_MAXIMO, MOTIVO_CREDITO_MINIMO, MSG_MOTIVO_CREDITO } from '../titulos.ts';

/** R$ 1.000.000.000,00: the largest payment or credit limit accepted. */
export const MAXIMO_CENTAVOS = 100_000_000_000;

/**
 * A credit limit in reais: a number or numeric text; '' or null is no limit. Absent on an update keeps
 * the stored one (as tabela_preco_id).
 */
const MSG_LIMITE = 'O campo limite de crédito deve ser um valor em reais, zero ou maior.';
export const limiteCreditoSchema = z
  .union([z.number(), z.string(), z.null()], { error: MSG_LIMITE })
  .transform((v) =>
    v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(String(v).replace(',', '.')),
  )
  .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v * 100 <= MAXIMO_CENTAVOS), {
    error: MSG_LIMITE,
  })
  .refine((v) => v === null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    error: 'O campo limite de crédito deve ter no máximo 2 casas decimais.',
  });

/** Company settings: block when a receivable is overdue more than N days ('' or null: off). */
const MSG_VENCIDOS = 'O campo bloquear_vencidos_dias deve ser um número de dias de 0 a 3650, ou vazio.';
export const bloquearVencidosDiasSchema = z
  .union([z.number(), z.string(), z.null()], { error: MSG_VENCIDOS })
  .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v)))
  .refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= 3650), { error: MSG_VENCIDOS });

/** Order writes (create, update, situacao): an administrador's release of a credit block, with a reason. */
export const camposLiberacaoCredito = {
  liberar_credito: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
      error: 'O campo liberar_credito deve ser true ou false.',
    })
    .optional()
    .transform((v) => v === true || v === 1 || v === '1'),
  motivo_credito: z
    .string({ error: MSG_MOTIVO_CREDITO })
    .trim()
    .max(MOTIVO_CREDITO_MAXIMO, { error: MSG_MOTIVO_CREDITO })
    .nullish()
    .transform((v) => v ?? ''),
};
/** Whether a release carries its reason (10-500 characters); none asked, nothing to check. */
export function liberacaoComMotivo(c: { liberar_credito: boolean; motivo_credito: string }): boolean {
  return !c.liberar_credito || c.motivo_credito.length >= MOTIVO_CREDITO_MINIMO;
}
