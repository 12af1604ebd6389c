// Credit fields of other resources (issue 30): the customer's limit, the company's blocking settings and
// the release an administrador may give an order. Apart from titulos.ts so the order schemas import it
// without a cycle (titulos.ts imports the spreadsheet schemas, which import the order schemas).
import { z } from 'zod';
import { centavosParaNumero } from '../dinheiro.ts';
import { MOTIVO_CREDITO_MAXIMO, MOTIVO_CREDITO_MINIMO, MSG_MOTIVO_CREDITO } from '../titulos.ts';
import { lerDinheiro, lerInteiro, limparTexto } from '../valores.ts';

/** R$ 1.000.000.000,00: the largest payment or credit limit accepted. */
export const MAXIMO_CENTAVOS = 100_000_000_000;

/**
 * A credit limit in reais: a number or numeric text; '' or null is no limit. Absent on an update keeps
 * the stored one (as tabela_preco_id).
 */
const MSG_LIMITE = 'O campo limite de crédito deve ser um valor em reais, zero ou maior.';
export const limiteCreditoSchema = z
  .union([z.number(), z.string(), z.null()], { error: MSG_LIMITE })
  .transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const l = lerDinheiro(v, MAXIMO_CENTAVOS);
    if (l.ok) return centavosParaNumero(l.valor);
    ctx.addIssue({
      code: 'custom',
      message:
        l.motivo === 'casas' ? 'O campo limite de crédito deve ter no máximo 2 casas decimais.' : MSG_LIMITE,
    });
    return z.NEVER;
  });

/** Company settings: block when a receivable is overdue more than N days ('' or null: off). */
const MSG_VENCIDOS = 'O campo bloquear_vencidos_dias deve ser um número de dias de 0 a 3650, ou vazio.';
export const bloquearVencidosDiasSchema = z
  .union([z.number(), z.string(), z.null()], { error: MSG_VENCIDOS })
  .transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const l = lerInteiro(v, 0, 3650);
    if (l.ok) return l.valor;
    ctx.addIssue({ code: 'custom', message: MSG_VENCIDOS });
    return z.NEVER;
  });

/** Order writes (create, update, situacao): an administrador's release of a credit block, with a reason. */
export const camposLiberacaoCredito = {
  liberar_credito: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
      error: 'O campo liberar_credito deve ser true ou false.',
    })
    .optional()
    .transform((v) => v === true || v === 1 || v === '1'),
  // Counted without invisible characters: ten zero-width spaces are no reason.
  motivo_credito: z
    .string({ error: MSG_MOTIVO_CREDITO })
    .overwrite(limparTexto)
    .max(MOTIVO_CREDITO_MAXIMO, { error: MSG_MOTIVO_CREDITO })
    .nullish()
    .transform((v) => v ?? ''),
};
/** Whether a release carries its reason (10-500 characters); none asked, nothing to check. */
export function liberacaoComMotivo(c: { liberar_credito: boolean; motivo_credito: string }): boolean {
  return !c.liberar_credito || c.motivo_credito.length >= MOTIVO_CREDITO_MINIMO;
}
