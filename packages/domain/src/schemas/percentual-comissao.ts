// The commission rate fields (issue 31) of the representative, the product and the company settings.
import { z } from 'zod';
import { COMISSAO_QUANDO, PERCENTUAL_MAXIMO } from '../comissao.ts';
import { lerPercentual } from '../valores.ts';

export const msgPercentual = (campo: string) =>
  `O campo ${campo} deve ser um percentual de 0 a 100, com até duas casas decimais.`;

/**
 * A rate in percent ('12,5', 12.5, '12.50'); empty or null is "not set" (null), so the next level
 * applies; absent stays undefined (an update without it keeps the rate); 0 is a rate of 0%. Becomes hundredths of a percent (1250). More than two decimals is refused,
 * not rounded: a rate is what the user typed.
 */
export const percentualComissao = (campo: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: msgPercentual(campo) })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const c = lerPercentual(v);
      if (!c.ok || c.valor > PERCENTUAL_MAXIMO) {
        ctx.addIssue({ code: 'custom', message: msgPercentual(campo) });
        return z.NEVER;
      }
      return c.valor;
    });

export const comissaoQuandoSchema = z.enum(COMISSAO_QUANDO, {
  error: 'O campo comissão paga em deve ser faturamento.',
});

/** Hundredths of a percent (1250) to a numeric(5, 2) column's text ('12.50'); null stays null. */
export const percentualDecimal = (c: number | null): string | null =>
  c === null ? null : `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/**
 * A form's checked rate (hundredths) back to what the API reads (percent): the web app checks a form with
 * the API's own schema and then sends the checked values, so a converted field must be converted back.
 */
export const percentualParaApi = (c: number | null | undefined): number | null | undefined =>
  c === undefined || c === null ? c : c / 100;

/** Hundredths of a percent to the API's percent (1250 -> 12.5); null stays null. */
export const percentualLido = (c: number | null): number | null => (c === null ? null : c / 100);
