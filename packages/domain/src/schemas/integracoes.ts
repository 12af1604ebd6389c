// zod schemas of the integrations (issue 47): the company's integration keys (chavesapi/read,
// chavesapi/create, chavesapi/revogar).
import { z } from 'zod';
import { ESCOPOS_INTEGRACAO, type EscopoIntegracao } from '../escopos-integracao.ts';
import { idSchema, instanteLido, texto } from './comum.ts';
import { envelopeRegistros, envelopeRetorno } from './envelope.ts';

export const MAXIMO_NOME_CHAVE = 100;
const MSG_NOME_CHAVE = `Informe o nome da chave (de 1 a ${MAXIMO_NOME_CHAVE} caracteres).`;
const MSG_ESCOPOS = 'Escolha ao menos uma permissão (leitura ou escrita de uma área).';
const MSG_ESCOPO = 'Permissão desconhecida: use área:leitura ou área:escrita, como pedidos:leitura.';

const escopoSchema = z.enum(ESCOPOS_INTEGRACAO as [EscopoIntegracao, ...EscopoIntegracao[]], {
  error: MSG_ESCOPO,
});

/** chavesapi/create: a name for people and the scopes (each at most once; repeats are folded). */
export const chaveApiCriarSchema = z.object({
  nome: texto('nome', MAXIMO_NOME_CHAVE).min(1, { error: MSG_NOME_CHAVE }),
  escopos: z
    .array(escopoSchema, { error: MSG_ESCOPOS })
    .min(1, { error: MSG_ESCOPOS })
    .max(ESCOPOS_INTEGRACAO.length * 2, { error: MSG_ESCOPOS })
    .transform((e) => [...new Set(e)]),
});
export type ChaveApiCriarEntrada = z.input<typeof chaveApiCriarSchema>;

/** A key as listed: never its secret (only the first characters, to tell keys apart). */
export const chaveApiLidaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  prefixo: z.string().describe('O começo da chave, para reconhecê-la; a chave inteira só aparece ao criar.'),
  escopos: z.array(z.string()),
  criada_em: instanteLido(),
  criada_por: z.string(),
  usada_em: instanteLido().nullable().describe('O último uso (com precisão de um minuto).'),
  revogada_em: instanteLido().nullable(),
});

export const corpoRevogarChave = z.object({ id: idSchema });

export const respostasChavesApi = {
  read: envelopeRegistros(chaveApiLidaSchema),
  create: envelopeRetorno({
    id: z.number().int(),
    chave: z
      .string()
      .describe('A chave inteira: mostrada só nesta resposta; o servidor guarda apenas o hash.'),
  }),
  revogar: envelopeRetorno(),
};
