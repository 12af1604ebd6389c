import { z } from 'zod';
import { envelopeRetorno } from './envelope.ts';

export const MSG_CEP_INVALIDO = 'CEP inválido. Informe os 8 dígitos.';

/** cep/{cep}: 8 digits, with or without the hyphen. */
export const parametrosCep = z.object({
  cep: z.string().regex(/^\d{5}-?\d{3}$/, { error: MSG_CEP_INVALIDO }),
});

/** The address of a CEP in ViaCEP's shape, next to `retorno` (as the spec's screens read it). */
export const enderecoCep = {
  localidade: z.string(),
  bairro: z.string(),
  logradouro: z.string(),
  uf: z.string(),
  complemento: z.string(),
  ddd: z.string(),
};
export type EnderecoCep = z.infer<z.ZodObject<typeof enderecoCep>>;

export const respostasCep = { consultar: envelopeRetorno().extend(enderecoCep) };
