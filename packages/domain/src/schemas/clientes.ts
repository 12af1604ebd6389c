import { z } from 'zod';
import { cepParaEnvio } from '../cep.ts';
import { isValidCpfCnpj, normalizarDocumento } from '../documentos.ts';
import { MSG } from '../mensagens.ts';
import { limparTexto } from '../valores.ts';
import { idSchema, inteiroSchema, MAXIMO_ID, paginacao, texto } from './comum.ts';
import { limiteCreditoSchema } from './credito.ts';
import { respostasDeCadastro } from './envelope.ts';
import { contribuinteSchema } from './fiscal.ts';
import { leituraIncremental } from './incremental.ts';
import { tabelaPrecoIdSchema } from './tabelas-precos.ts';
import { coordenadasSchema } from './visitas.ts';

const vazio = (v: unknown) => v === undefined || v === null || v === '';

/** Optional text: the field app may send null or leave it out; both are stored as ''. */
const opcional = (campo: string, max: number) =>
  texto(campo, max)
    .nullish()
    .transform((v) => v ?? '');

const razaoSocial = z
  .string({ error: (iss) => (vazio(iss.input) ? MSG.camposObrigatorios : 'O campo nome deve ser um texto.') })
  .overwrite(limparTexto)
  .min(1, { error: MSG.camposObrigatorios })
  .max(150, { error: 'O campo nome deve ter no máximo 150 caracteres.' });

// Shorter than 11 is invalid too (spec); stored without punctuation, upper case (alphanumeric CNPJ).
const documento = z
  .string({ error: (iss) => (vazio(iss.input) ? MSG.camposObrigatorios : MSG.cpfCnpjInvalido) })
  .overwrite(limparTexto)
  .min(1, { error: MSG.camposObrigatorios })
  .refine(isValidCpfCnpj, { error: MSG.cpfCnpjInvalido })
  .transform(normalizarDocumento);

// 0, '', null or missing mean 'no route' (spec: an empty route sends rota_id 0).
const MSG_ROTA = 'O campo rota_id deve ser o identificador de uma rota.';
const rotaId = z
  .preprocess((v) => (vazio(v) ? 0 : v), inteiroSchema(0, MAXIMO_ID, MSG_ROTA))
  .transform((v) => (v > 0 ? v : null));

// Whatever arrives is reduced to 8 digits or the spec's placeholder 1000000.
const cep = z
  .string({ error: 'O campo cep deve ser um texto.' })
  .max(9, { error: 'O campo cep deve ter no máximo 9 caracteres.' })
  .nullish()
  .transform((v) => cepParaEnvio(v ?? ''));

export const clienteSchema = z.object({
  rota_id: rotaId,
  nome: razaoSocial,
  apelido: opcional('nome fantasia', 150),
  logradouro: opcional('logradouro', 150),
  numero: opcional('número', 20),
  cep,
  bairro: opcional('bairro', 100),
  complemento: opcional('complemento', 150),
  cidade: opcional('cidade', 100),
  uf: opcional('UF', 2).transform((v) => v.toUpperCase()),
  email: opcional('email', 150),
  fone1: opcional('telefone', 20),
  cnpj_cpf: documento,
  ie_rg: opcional('IE/RG', 20),
  // Issue 12: 0 or absent is none on create; absent on update keeps the stored table.
  tabela_preco_id: tabelaPrecoIdSchema.optional(),
  // Issue 28: the customer's place; absent keeps the stored one, null clears it.
  ...coordenadasSchema.shape,
  // Issue 30: R$, null or '' for no limit; absent on update keeps the stored limit.
  limite_credito: limiteCreditoSchema.optional(),
  // Issue 48: 1 contribuinte, 2 isento, 9 não contribuinte; absent keeps the stored one.
  contribuinte_icms: contribuinteSchema.optional(),
});
export type ClienteEntrada = z.input<typeof clienteSchema>;
export type ClienteCorpo = z.output<typeof clienteSchema>;

/** The customer's text fields in the register's order; each is also its column in the table clientes. */
export const CAMPOS_TEXTO_CLIENTE = Object.keys(
  clienteSchema.omit({
    rota_id: true,
    tabela_preco_id: true,
    latitude: true,
    longitude: true,
    limite_credito: true,
    contribuinte_icms: true,
  }).shape,
) as (keyof Omit<
  ClienteCorpo,
  'rota_id' | 'tabela_preco_id' | 'latitude' | 'longitude' | 'limite_credito' | 'contribuinte_icms'
>)[];

export const alterarClienteSchema = clienteSchema.extend({ id: idSchema });
export type AlterarClienteEntrada = z.input<typeof alterarClienteSchema>;
export type AlterarClienteCorpo = z.output<typeof alterarClienteSchema>;

/** As the API answers it; rota_id is 0 when the customer has no route. */
export const clienteLidoSchema = z.object({
  id: z.number().int(),
  rota_id: z.number().int(),
  nome: z.string(),
  apelido: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  cep: z.string(),
  bairro: z.string(),
  complemento: z.string(),
  cidade: z.string(),
  uf: z.string(),
  email: z.string(),
  fone1: z.string(),
  cnpj_cpf: z.string(),
  ie_rg: z.string(),
  // The customer's price table (issue 12), 0 or absent when none.
  tabela_preco_id: z.number().int().nullable().optional(),
  // The customer's place (issue 28), null when unknown.
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  /** Issue 30: R$, null when the customer has no limit. */
  limite_credito: z.number().nullable().optional(),
  contribuinte_icms: z.number().int().optional(),
});
export type Cliente = z.infer<typeof clienteLidoSchema>;

/** clientes/read: a page of the list, or of the customers changed since (issue 47). */
export const clientesLeituraSchema = paginacao.extend(leituraIncremental);

export const respostasClientes = {
  ...respostasDeCadastro(clienteLidoSchema),
};
