import { empresaSchema } from '@mascate/domain';
import { z } from 'zod';

/**
 * The API schema, except that the form keeps the CEP as typed: a short one is not an error on this
 * screen, it is sent as 1000000 (spec, section 5).
 */
export const esquemaFormEmpresa = empresaSchema.extend({ cep: z.string() });
export type FormEmpresa = z.input<typeof esquemaFormEmpresa>;
export type FormEmpresaValido = z.output<typeof esquemaFormEmpresa>;
