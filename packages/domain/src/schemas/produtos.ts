import { z } from 'zod';
import { MSG } from '../mensagens.ts';
import { lerDecimal, lerInteiro, limparTexto } from '../valores.ts';
import { flag01, idSchema, inteiroSchema, MAXIMO_ID, paginacao } from './comum.ts';
import { envelopeRetorno, respostasDeCadastro } from './envelope.ts';
import { aliquotaIpiSchema, cestSchema, ncmSchema, origemSchema } from './fiscal.ts';
import { leituraIncremental } from './incremental.ts';
import { percentualComissao } from './percentual-comissao.ts';

// The spec's product types (SPED's item types): codes 0 to 10 in this order, then 99.
const NOMES_TIPOS = [
  'Mercadoria para Revenda',
  'Matéria-Prima',
  'Embalagem',
  'Produto em Processo',
  'Produto Acabado',
  'Subproduto',
  'Produto Intermediário',
  'Material de Uso e Consumo',
  'Ativo Imobilizado',
  'Serviços',
  'Outros insumos',
] as const;

export const TIPOS_PRODUTO: readonly { codigo: number; nome: string }[] = [
  ...NOMES_TIPOS.map((nome, codigo) => ({ codigo, nome })),
  { codigo: 99, nome: 'Outras' },
];

export const STATUS_PRODUTO = [
  { codigo: 0, nome: 'Ativo' },
  { codigo: 1, nome: 'Inativo' },
] as const;

// numeric(14,2) and numeric(14,3): the largest values the columns hold.
export const PRECO_MAXIMO_CENTAVOS = 999_999_999_999_99;
export const ESTOQUE_MAXIMO_MILESIMOS = 99_999_999_999_999;

const TODOS = MSG.todosCamposExclamacao;

// Forms and multipart bodies send '' for an untouched field; that is a missing field, not a bad value.
const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const semVazio = (v: unknown) => (vazio(v) ? undefined : v);
/** null as '': a code field sent as null is cleared like one sent empty. */
const nuloVazio = (v: unknown) => (v === null ? '' : v);
const numeroComoTexto = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const textoObrigatorio = (campo: string, max: number) =>
  z.preprocess(
    (v) => semVazio(numeroComoTexto(v)),
    z
      .string({ error: (i) => (i.input === undefined ? TODOS : `O campo ${campo} deve ser um texto.`) })
      .overwrite(limparTexto)
      .max(max, { error: `O campo ${campo} deve ter no máximo ${max} caracteres.` }),
  );

/** Numbers or pt-BR/API texts ('12,50', '12.5'); the result is an integer in the given scale. */
const decimalObrigatorio = (
  campo: string,
  min: number,
  max: number,
  /** Decimals the unit holds: more are refused, never rounded (issue 23). */
  casas: number,
) =>
  z.preprocess(
    semVazio,
    z
      .union([z.number(), z.string()], {
        error: (i) => (i.input === undefined ? TODOS : `O campo ${campo} deve ser um número.`),
      })
      .transform((v, ctx) => {
        const l = lerDecimal(v, casas, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
        const mensagem = !l.ok
          ? l.motivo === 'casas'
            ? `O campo ${campo} deve ter no máximo ${casas} casas decimais.`
            : `O campo ${campo} deve ser um número.`
          : l.valor < min
            ? `O campo ${campo} não pode ser negativo.`
            : Math.abs(l.valor) > max
              ? `O campo ${campo} é grande demais.`
              : '';
        if (!l.ok || mensagem) {
          ctx.addIssue({ code: 'custom', message: mensagem });
          return z.NEVER;
        }
        return l.valor;
      }),
  );

const codigoDaLista = (codigos: readonly number[], mensagem: string) =>
  z.preprocess(
    semVazio,
    z
      .union([z.number(), z.string()], { error: (i) => (i.input === undefined ? TODOS : mensagem) })
      .refine(
        (v) => {
          const l = lerInteiro(v, 0, MAXIMO_ID);
          return l.ok && codigos.includes(l.valor);
        },
        { error: mensagem },
      )
      .transform(Number),
  );

const PESO_MAXIMO_GRAMAS = 99_999_999;
const MSG_PESO = 'O campo peso unitário (kg) deve ser um número de 0 a 99.999,999, com até 3 casas decimais.';
/** Kilograms as thousandths (grams); '' or null is no weight (null). */
const pesoUnitarioSchema = z
  .union([z.number(), z.string().max(30, { error: MSG_PESO }), z.null()], { error: MSG_PESO })
  .transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const l = lerDecimal(v, 3, 0, PESO_MAXIMO_GRAMAS);
    if (l.ok) return l.valor;
    ctx.addIssue({ code: 'custom', message: MSG_PESO });
    return z.NEVER;
  });

/** Spec, Products: codigo, descricao, unidade, preco, status, estoque and tipo must all be filled. */
export const produtoSchema = z.object({
  codigo: textoObrigatorio('código', 60),
  descricao: textoObrigatorio('descrição', 255),
  // The unit's abbreviation, sent by the spec's screens; the server reads it from unidade_id.
  unidade: z.preprocess(numeroComoTexto, z.string().overwrite(limparTexto).max(10).optional()),
  unidade_id: z.preprocess(
    (v) => (vazio(v) || v === 0 || v === '0' ? undefined : v),
    inteiroSchema(1, MAXIMO_ID, { ausente: TODOS, formato: 'Unidade inválida.' }),
  ),
  preco: decimalObrigatorio('preço', 0, PRECO_MAXIMO_CENTAVOS, 2),
  status: codigoDaLista(
    STATUS_PRODUTO.map((s) => s.codigo),
    'O status deve ser 0 (Ativo) ou 1 (Inativo).',
  ),
  estoque: decimalObrigatorio(
    'quantidade em estoque',
    -ESTOQUE_MAXIMO_MILESIMOS,
    ESTOQUE_MAXIMO_MILESIMOS,
    3,
  ),
  tipo: codigoDaLista(
    TIPOS_PRODUTO.map((t) => t.codigo),
    'Tipo de produto inválido.',
  ),
  meu_id: z.preprocess(semVazio, inteiroSchema(0, MAXIMO_ID, 'Identificador inválido.').default(0)),
  comissao_percentual: percentualComissao('comissão (%)'),
  // Issue 48: the fiscal data the order's taxes read. Absent keeps the stored value; '' or null clears it
  // (no NCM, no CEST, IPI 0 %, no weight), so a form can erase what was typed.
  ncm: z.preprocess(nuloVazio, ncmSchema.optional()),
  cest: z.preprocess(nuloVazio, cestSchema.optional()),
  origem: z.preprocess(semVazio, origemSchema.optional()),
  aliquota_ipi: aliquotaIpiSchema.optional(),
  peso_unitario: pesoUnitarioSchema.optional(),
});
/** preco in cents, estoque in thousandths. */
export type ProdutoEntrada = z.output<typeof produtoSchema>;

export const produtoAlteracaoSchema = produtoSchema.extend({ id: idSchema });
export type ProdutoAlteracao = z.output<typeof produtoAlteracaoSchema>;

/** What the API answers for a product (money and quantity as plain numbers, status and tipo as numbers). */
/**
 * The product picker's search (issue 9): with `inicio_primeiro` 1 the products whose description begins
 * with the term come first, then those that contain it elsewhere, each group in description order. The
 * spec's picker lists "at most 10 matches" and fixes no order; a term typed in the picker is almost always
 * the start of the description ('arroz'), and these come from an index range instead of a walk past every
 * description that sorts earlier (ERPNext's link search ranks by where the text is found, the same idea).
 * The product list's screen sends it too (issue 25): a word shared by a quarter of 600,000 products that
 * sorts late ('feijão', 'cerveja') is a range of that index instead of a walk past the 150,000-300,000
 * descriptions before it. Without it (the API's default, the export) the order is plain description order.
 */
export const inicioPrimeiro = { inicio_primeiro: flag01('inicio_primeiro').optional() };

/** `produtos/read`: the list's paging and search, and the picker's ranking. */
export const lerProdutosSchema = paginacao.extend(inicioPrimeiro).extend(leituraIncremental);
export type LerProdutos = z.output<typeof lerProdutosSchema>;

export const produtoLidoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  unidade_id: z.number().int(),
  /** The unit's abbreviation (as the spec's screens read it); `sigla` is the same value. */
  unidade: z.string(),
  sigla: z.string(),
  preco: z.number(),
  status: z.number().int(),
  estoque: z.number(),
  tipo: z.number().int(),
  possui_imagem: z.boolean(),
  /** Percent (12.5), null when not set (issue 31). */
  comissao_percentual: z.number().nullable(),
  ncm: z.string().optional(),
  cest: z.string().optional(),
  origem: z.number().int().optional(),
  /** Percent. */
  aliquota_ipi: z.number().optional(),
  /** Kilograms, null when not set. */
  peso_unitario: z.number().nullable().optional(),
});
export type Produto = z.infer<typeof produtoLidoSchema>;

export const respostasProdutos = {
  ...respostasDeCadastro(produtoLidoSchema),
  add_image: envelopeRetorno(),
  /** The stored image's bytes, with its own content type. */
  imagem: z.custom<Uint8Array>((v) => v instanceof Uint8Array).meta({ type: 'string', format: 'binary' }),
};
