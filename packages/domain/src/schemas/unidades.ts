import { z } from 'zod';
import { MSG } from '../mensagens.ts';
import { limparTexto } from '../valores.ts';
import { idSchema } from './comum.ts';
import { respostasDeCadastro } from './envelope.ts';

// Both fields are required; a missing one and an empty one read the same to the user.
const obrigatorio = (campo: string, max: number) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined ? MSG.todosCamposExclamacao : `O campo ${campo} deve ser um texto.`,
    })
    .overwrite(limparTexto)
    .min(1, { error: MSG.todosCamposExclamacao })
    .max(max, { error: `O campo ${campo} deve ter no máximo ${max} caracteres.` });

export const unidadeSchema = z.object({
  sigla: obrigatorio('sigla', 10),
  descricao: obrigatorio('descrição', 100),
});
export type UnidadeEntrada = z.input<typeof unidadeSchema>;
export type UnidadeCorpo = z.output<typeof unidadeSchema>;

export const alterarUnidadeSchema = unidadeSchema.extend({ id: idSchema });
export type AlterarUnidadeCorpo = z.output<typeof alterarUnidadeSchema>;

export const unidadeLidaSchema = z.object({ id: z.number().int(), sigla: z.string(), descricao: z.string() });
export type Unidade = z.infer<typeof unidadeLidaSchema>;

export const respostasUnidades = {
  ...respostasDeCadastro(unidadeLidaSchema),
};
