import { z } from 'zod';
import { MSG } from '../mensagens.ts';
import {
  lerPrazo,
  MAXIMO_CARACTERES_PRAZO,
  MSG_PRAZO_FORMATO,
  MSG_PRAZO_TAMANHO,
  textoPrazo,
} from '../prazos.ts';
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

/**
 * The term ('28/35/42', '30/60/90 dias', 'à vista'; issue 46), stored normalised ('28/35/42', 'à vista')
 * by the domain's lerPrazo; '' or absent is none. A bad term is refused with its pt-BR message.
 */
const prazos = z
  .string({ error: MSG_PRAZO_FORMATO })
  .max(MAXIMO_CARACTERES_PRAZO, { error: MSG_PRAZO_TAMANHO })
  .default('')
  .transform((v, ctx) => {
    const l = lerPrazo(v);
    if (!l.ok) {
      ctx.addIssue({ code: 'custom', message: l.mensagem });
      return z.NEVER;
    }
    return l.dias === null ? '' : textoPrazo(l.dias);
  });

export const formaPagamentoSchema = z.object({
  descricao,
  parcelamento: flag01('parcelamento').default(0),
  prazos,
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
  /** The term as stored ('28/35/42', 'à vista'), '' when none (diasDaForma reads it). */
  prazos: z.string(),
});
export type FormaPagamento = z.infer<typeof formaPagamentoLidaSchema>;

export const respostasFormasPagamento = {
  ...respostasDeCadastro(formaPagamentoLidaSchema),
};
