import { z } from 'zod';
import { isValidCpfCnpj, normalizarDocumento, somenteDigitos } from '../documentos.ts';
import { MSG } from '../mensagens.ts';
import { limparTexto } from '../valores.ts';
import { flag01, idSchema, inteiroSchema, texto } from './comum.ts';
import { bloquearVencidosDiasSchema } from './credito.ts';
import { envelopeRegistros, envelopeRetorno } from './envelope.ts';
import { regimeTributarioSchema } from './fiscal.ts';
import { comissaoQuandoSchema, percentualComissao } from './percentual-comissao.ts';

const opcional = (campo: string, max: number) => texto(campo, max).default('');

const obrigatorio = (campo: string, max: number) =>
  z
    .string({ error: MSG.camposObrigatorios })
    .overwrite(limparTexto)
    .min(1, { error: MSG.camposObrigatorios })
    .max(max, { error: `O campo ${campo} deve ter no máximo ${max} caracteres.` });

/** Masked or bare; the spec sends a short CEP as 1000000, so 7 digits is a valid stored value. */
const cep = z
  .string({ error: 'O campo CEP deve ser um texto.' })
  .overwrite(limparTexto)
  .max(9, { error: 'CEP inválido. Informe os 8 dígitos.' })
  .transform(somenteDigitos)
  .refine((v) => v === '' || v.length === 7 || v.length === 8, {
    error: 'CEP inválido. Informe os 8 dígitos.',
  });

const email = texto('email', 150).refine((v) => v === '' || z.email().safeParse(v).success, {
  error: 'Informe um e-mail válido.',
});

const ALTERA_PRECO = [0, 1, 2] as const;

export const MSG_RAIO_VISITA =
  'O campo raio_visita_m deve ser um número inteiro de metros entre 10 e 100000.';
const alteraPreco = z
  .union([z.literal(ALTERA_PRECO), z.literal(['0', '1', '2'])], {
    error: 'O campo altera_preco_pedido deve ser 0, 1 ou 2.',
  })
  .transform((v) => Number(v) as (typeof ALTERA_PRECO)[number]);

export const empresaSchema = z.object({
  id: idSchema,
  nome: obrigatorio('razão social', 150),
  fantasia: opcional('fantasia', 150),
  logradouro: opcional('logradouro', 150),
  numero: opcional('número', 20),
  cep: cep.default(''),
  bairro: opcional('bairro', 100),
  complemento: opcional('complemento', 150),
  cidade: opcional('cidade', 100),
  uf: opcional('UF', 2).transform((v) => v.toUpperCase()),
  email: email.default(''),
  fone: opcional('telefone', 20),
  cnpj: obrigatorio('CNPJ', 18)
    .refine(isValidCpfCnpj, { error: MSG.cpfCnpjInvalido })
    .transform(normalizarDocumento),
  ie: opcional('IE', 20),
  link_mapa_google: opcional('link do mapa', 500),
  altera_preco_pedido: alteraPreco.default(1),
  venda_sem_estoque: flag01('venda_sem_estoque').default(1),
  venda_cliente_autorizado: flag01('venda_cliente_autorizado').default(0),
  permite_desconto: flag01('permite_desconto').default(0),
  financeiro_venda: flag01('financeiro_venda').default(0),
  // Issue 28: how far from the customer a visit still counts as at its place; absent keeps the stored one.
  raio_visita_m: inteiroSchema(10, 100_000, MSG_RAIO_VISITA).optional(),
  // Issue 30: credit blocking; absent keeps the stored setting.
  bloquear_vencidos_dias: bloquearVencidosDiasSchema.optional(),
  bloquear_limite: flag01('bloquear_limite').optional(),
  // Issue 31: the company's default commission rate and when commission is earned (absent keeps them).
  comissao_padrao: percentualComissao('comissão padrão (%)'),
  comissao_quando: comissaoQuandoSchema.optional(),
  // Issue 48: the tax regime the order's taxes follow; absent keeps the stored one.
  regime_tributario: regimeTributarioSchema.optional(),
});
export type EmpresaEntrada = z.input<typeof empresaSchema>;
export type EmpresaCorpo = z.output<typeof empresaSchema>;

const flagLida = z.union([z.literal(0), z.literal(1)]);

/** The company as read and read_one answer it. */
export const empresaLidaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  fantasia: z.string(),
  cnpj: z.string(),
  ie: z.string(),
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  bairro: z.string(),
  complemento: z.string(),
  cidade: z.string(),
  uf: z.string(),
  email: z.string(),
  fone: z.string(),
  link_mapa_google: z.string(),
  token: z.string(),
  financeiro_venda: flagLida,
  permite_desconto: flagLida,
  venda_cliente_autorizado: flagLida,
  venda_sem_estoque: flagLida,
  altera_preco_pedido: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  usa_merchant: z.number().int(),
  /** Metres (issue 28). */
  raio_visita_m: z.number().int(),
  bloquear_vencidos_dias: z.number().int().nullable().optional(),
  bloquear_limite: flagLida.optional(),
  comissao_padrao: z.number().nullable(),
  comissao_quando: z.string(),
  regime_tributario: regimeTributarioSchema.optional(),
});
export type Empresa = z.infer<typeof empresaLidaSchema>;

export const respostasEmpresas = {
  read: envelopeRegistros(empresaLidaSchema),
  read_one: envelopeRegistros(empresaLidaSchema),
  update: envelopeRetorno(),
};

/** The five settings selects with the spec's options, in the order the spec lists them. */
export const OPCOES_EMPRESA = {
  financeiro_venda: [
    { valor: 0, rotulo: 'Permite informar financeiro na venda' },
    { valor: 1, rotulo: 'Não permite' },
  ],
  permite_desconto: [
    { valor: 0, rotulo: 'Permite' },
    { valor: 1, rotulo: 'Não permite' },
  ],
  venda_cliente_autorizado: [
    { valor: 0, rotulo: 'Todos os clientes' },
    { valor: 1, rotulo: 'Somente clientes autorizados' },
  ],
  venda_sem_estoque: [
    { valor: 0, rotulo: 'Não permite' },
    { valor: 1, rotulo: 'Permite' },
  ],
  altera_preco_pedido: [
    { valor: 0, rotulo: 'Não permite' },
    { valor: 1, rotulo: 'Permite' },
    { valor: 2, rotulo: 'Somente aumentar' },
  ],
} as const;
