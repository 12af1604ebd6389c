import { z } from 'zod';
import { isValidCpfCnpj, normalizarDocumento } from '../documentos.ts';
import { MSG } from '../mensagens.ts';
import { limparTexto } from '../valores.ts';
import { idSchema, MAXIMO_ID } from './comum.ts';
import { respostasDeCadastro } from './envelope.ts';
import { percentualComissao } from './percentual-comissao.ts';

const vazio = (v: unknown) => v === undefined || v === null || v === '';

/** Required text: missing or blank gives the spec's 'Preencha todos os campos'. */
const obrigatorio = (campo: string, max: number) =>
  z
    .string({
      error: (iss) => (vazio(iss.input) ? MSG.preenchaTodosCampos : `O campo ${campo} deve ser um texto.`),
    })
    .overwrite(limparTexto)
    .min(1, { error: MSG.preenchaTodosCampos })
    .max(max, { error: `O campo ${campo} deve ter no máximo ${max} caracteres.` });

// Shorter than 11 is invalid too (spec); stored without punctuation, upper case (alphanumeric CNPJ).
const documento = z
  .string({ error: (iss) => (vazio(iss.input) ? MSG.preenchaTodosCampos : MSG.cpfCnpjInvalido) })
  .overwrite(limparTexto)
  .min(1, { error: MSG.preenchaTodosCampos })
  .refine(isValidCpfCnpj, { error: MSG.cpfCnpjInvalido })
  .transform(normalizarDocumento);

const email = z
  .string({ error: 'O campo email deve ser um texto.' })
  .overwrite(limparTexto)
  .max(150, { error: 'O campo email deve ter no máximo 150 caracteres.' });

/**
 * The field app sends [{id, nome}], the web app may send bare ids; both become a list of distinct ids.
 * Left out, it stays undefined: an update without rotas keeps the representative's routes.
 */
export const rotasDoRepresentante = z
  .array(z.union([idSchema, z.object({ id: idSchema }).transform((r) => r.id)]), {
    error: 'O campo rotas deve ser uma lista de rotas.',
  })
  .max(200, { error: 'Um representante pode ter no máximo 200 rotas.' })
  .nullable()
  .transform((ids) => [...new Set(ids ?? [])])
  .optional();

export const representanteSchema = z.object({
  nome: obrigatorio('nome', 150),
  email: email.nullish().transform((v) => v ?? ''),
  cnpj_cpf: documento,
  rotas: rotasDoRepresentante,
  comissao_percentual: percentualComissao('comissão (%)'),
});
export type RepresentanteEntrada = z.input<typeof representanteSchema>;
export type RepresentanteCorpo = z.output<typeof representanteSchema>;

const status = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: (iss) => (vazio(iss.input) ? MSG.preenchaTodosCampos : 'O campo status deve ser 0 ou 1.'),
  })
  .transform((v) => (v === 1 || v === '1' ? 1 : 0));

// Edit requires every field (spec), the e-mail included.
export const alterarRepresentanteSchema = z.object({
  id: z
    .unknown()
    // The document states what the pipe below accepts (an unknown says nothing to an integrator).
    .meta({ type: 'integer', minimum: 1, maximum: MAXIMO_ID })
    .refine((v) => !vazio(v), { error: MSG.preenchaTodosCampos })
    .pipe(idSchema),
  status,
  nome: obrigatorio('nome', 150),
  email: obrigatorio('email', 150),
  cnpj_cpf: documento,
  rotas: rotasDoRepresentante,
  comissao_percentual: percentualComissao('comissão (%)'),
});
export type AlterarRepresentanteEntrada = z.input<typeof alterarRepresentanteSchema>;
export type AlterarRepresentanteCorpo = z.output<typeof alterarRepresentanteSchema>;

/** As the API answers it: status is the string '0' (inactive) or '1' (active), as the spec reads it. */
export const representanteLidoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  cnpj_cpf: z.string(),
  status: z.string(),
  rotas: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  /** Percent (12.5), null when not set (issue 31). */
  comissao_percentual: z.number().nullable(),
});
export type Representante = z.infer<typeof representanteLidoSchema>;

export const respostasRepresentantes = {
  ...respostasDeCadastro(representanteLidoSchema),
};
