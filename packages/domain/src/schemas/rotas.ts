import { z } from 'zod';
import { FLAGS_VAZIAS } from '../dias-semana.ts';
import { limparTexto } from '../valores.ts';
import { idSchema, texto } from './comum.ts';
import { respostasDeCadastro } from './envelope.ts';
import { tabelaPrecoIdSchema } from './tabelas-precos.ts';

export const MSG_ROTA_NOME = 'Informe o nome da rota.';

// The spec leaves route checks to the server; a route without a name could not be told apart in any list.
const nome = z
  .string({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? MSG_ROTA_NOME : 'O campo nome deve ser um texto.',
  })
  .overwrite(limparTexto)
  .min(1, { error: MSG_ROTA_NOME })
  .max(100, { error: 'O campo nome deve ter no máximo 100 caracteres.' });

const diasSemanaVenda = z
  .string({ error: 'O campo dias_semana_venda deve ser um texto de 7 caracteres 0 ou 1.' })
  .regex(/^[01]{7}$/, {
    error: 'O campo dias_semana_venda deve ter 7 caracteres 0 ou 1, começando no domingo.',
  });

export const rotaSchema = z.object({
  nome,
  descricao: texto('descrição', 255)
    .nullish()
    .transform((v) => v ?? ''),
  dias_semana_venda: diasSemanaVenda.default(FLAGS_VAZIAS),
  // Issue 12: 0 or absent is none on create; absent on update keeps the stored table.
  tabela_preco_id: tabelaPrecoIdSchema.optional(),
});
export type RotaEntrada = z.input<typeof rotaSchema>;
export type RotaCorpo = z.output<typeof rotaSchema>;

// The spec's edit form sends no weekdays; leaving them out keeps the stored ones.
export const alterarRotaSchema = z.object({
  id: idSchema,
  nome,
  descricao: texto('descrição', 255)
    .nullish()
    .transform((v) => v ?? ''),
  dias_semana_venda: diasSemanaVenda.optional(),
  tabela_preco_id: tabelaPrecoIdSchema.optional(),
});
export type AlterarRotaEntrada = z.input<typeof alterarRotaSchema>;
export type AlterarRotaCorpo = z.output<typeof alterarRotaSchema>;

export const rotaLidaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  dias_semana_venda: z.string(),
  // The route's price table (issue 12), 0 when none.
  tabela_preco_id: z.number().int().optional(),
});
export type Rota = z.infer<typeof rotaLidaSchema>;

export const respostasRotas = {
  ...respostasDeCadastro(rotaLidaSchema),
};
