import { empresaSchema } from '@mascate/domain';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

/**
 * The API schema, except that the form keeps the CEP as typed: a short one is not an error on this
 * screen, it is sent as 1000000 (spec, section 5).
 */
export const esquemaFormEmpresa = empresaSchema.extend({ cep: z.string() });
export type FormEmpresa = z.input<typeof esquemaFormEmpresa>;
export type FormEmpresaValido = z.output<typeof esquemaFormEmpresa>;
/** The form's control, as the parts of the screen take it. */
export type ControleEmpresa = Control<FormEmpresa, unknown, FormEmpresaValido>;
