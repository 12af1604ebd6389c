import { z } from 'zod';
import { MSG } from '../mensagens.ts';
import { limparTexto } from '../valores.ts';
import { flag01, idSchema } from './comum.ts';
import { respostasDeCadastro } from './envelope.ts';

// A missing description is the spec's 'required' case; only another type gets the type message.
const descricao = z
  .string({
    error: (iss) =>
      iss.input === undefined ? MSG.descricaoObrigatoria : 'O campo descrição deve ser um texto.',
  })
  .overwrite(limparTexto)
  .min(1, { error: MSG.descricaoObrigatoria })
  .max(150, { error: 'O campo descrição deve ter no máximo 150 caracteres.' });

export const formaPagamentoSchema = z.object({
  descricao,
  parcelamento: flag01('parcelamento').default(0),
});
export type FormaPagamentoEntrada = z.input<typeof formaPagamentoSchema>;
export type FormaPagamentoCorpo = z.output<typeof formaPagamentoSchema>;

export const alterarFormaPagamentoSchema = formaPagamentoSchema.extend({ id: idSchema });
export type AlterarFormaPagamentoCorpo = z.output<typeof alterarFormaPagamentoSchema>;

/** As the API answers it: parcelamento is read back as the string '0' or '1' (spec). */
export const formaPagamentoLidaSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  parcelamento: z.string(),
});
export type FormaPagamento = z.infer<typeof formaPagamentoLidaSchema>;

export const respostasFormasPagamento = {
  ...respostasDeCadastro(formaPagamentoLidaSchema),
};
