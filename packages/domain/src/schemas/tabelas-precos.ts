// zod schemas of tabelasprecos/* (issue 12): request bodies with pt-BR messages, and the answers.
import { z } from 'zod';
import { FAIXA_DATAS } from '../datas.ts';
import { AJUSTE_MAXIMO_CENTESIMOS, AJUSTE_MINIMO_CENTESIMOS } from '../tabelas-precos.ts';
import { lerDecimal, lerInteiro, limparTexto } from '../valores.ts';
import { dataSchema, decimalSchema, flag01, idSchema, MAXIMO_ID, paginacao } from './comum.ts';
import { envelopeRegistros, respostasDeCadastro } from './envelope.ts';
import { inicioPrimeiro, PRECO_MAXIMO_CENTAVOS } from './produtos.ts';

export const MAXIMO_ITENS_TABELA = 10_000;
export const MAXIMO_PRODUTOS_PRECOS = 500;
export const MSG_TABELA_NOME = 'Informe o nome da tabela de preços.';
export const MSG_TABELA_AJUSTE =
  'O ajuste percentual deve ser um número de -100 a 1000, com até duas casas decimais.';
export const MSG_TABELA_VALIDADE = 'A validade final deve ser igual ou posterior à validade inicial.';

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const nome = z
  .string({ error: (i) => (vazio(i.input) ? MSG_TABELA_NOME : 'O campo nome deve ser um texto.') })
  .overwrite(limparTexto)
  .min(1, { error: MSG_TABELA_NOME })
  .max(100, { error: 'O campo nome deve ter no máximo 100 caracteres.' });

// Hundredths are the unit (-10,5% is -1050), so thousandths reveal a third decimal.
const ajustePercentual = z
  .union([z.number(), z.string()], { error: MSG_TABELA_AJUSTE })
  .optional()
  .transform((v, ctx) => {
    if (vazio(v)) return 0;
    const centesimos = lerDecimal(v, 2, AJUSTE_MINIMO_CENTESIMOS, AJUSTE_MAXIMO_CENTESIMOS);
    if (centesimos.ok) return centesimos.valor / 100;
    ctx.addIssue({ code: 'custom', message: MSG_TABELA_AJUSTE });
    return z.NEVER;
  });

const data = (campo: string) =>
  z.preprocess(
    (v) => (vazio(v) ? null : v),
    dataSchema({
      ausente: `A ${campo} deve ser uma data (aaaa-mm-dd).`,
      formato: `A ${campo} é inválida.`,
      faixa: `A ${campo} deve estar ${FAIXA_DATAS}.`,
    }).nullable(),
  );

const MSG_PRECO_ITEM = 'O preço de cada produto da tabela deve ser um número maior que zero.';
const precoItem = decimalSchema(2, 1, Number.MAX_SAFE_INTEGER, {
  formato: MSG_PRECO_ITEM,
  casas: 'O preço de cada produto da tabela deve ter no máximo 2 casas decimais.',
})
  .refine((c) => c <= PRECO_MAXIMO_CENTAVOS, { error: 'O preço de um produto da tabela é grande demais.' })
  .transform((c) => c / 100);

export const tabelaPrecoItemSchema = z.object({ produto_id: idSchema, preco: precoItem });

const itens = z
  .array(tabelaPrecoItemSchema, { error: 'Os itens da tabela devem ser uma lista.' })
  .max(MAXIMO_ITENS_TABELA, { error: `A tabela pode ter no máximo ${MAXIMO_ITENS_TABELA} produtos.` })
  .superRefine((lista, ctx) => {
    const vistos = new Set<number>();
    for (const i of lista) {
      if (vistos.has(i.produto_id)) {
        ctx.addIssue({
          code: 'custom',
          message: `O produto ${i.produto_id} aparece mais de uma vez nos itens da tabela.`,
        });
        return;
      }
      vistos.add(i.produto_id);
    }
  });

const campos = {
  nome,
  ajuste_percentual: ajustePercentual,
  validade_inicio: data('validade inicial'),
  validade_fim: data('validade final'),
  ativo: flag01('ativo').default(1),
};

const validadeEmOrdem = (t: { validade_inicio: string | null; validade_fim: string | null }) =>
  !t.validade_inicio || !t.validade_fim || t.validade_inicio <= t.validade_fim;

export const tabelaPrecoSchema = z
  .object({ ...campos, itens: itens.default([]) })
  .refine(validadeEmOrdem, { error: MSG_TABELA_VALIDADE, path: ['validade_fim'] });
export type TabelaPrecoEntrada = z.input<typeof tabelaPrecoSchema>;
export type TabelaPrecoCorpo = z.output<typeof tabelaPrecoSchema>;

/** update: without `itens` the stored fixed prices stay as they are. */
export const alterarTabelaPrecoSchema = z
  .object({ id: idSchema, ...campos, itens: itens.optional() })
  .refine(validadeEmOrdem, { error: MSG_TABELA_VALIDADE, path: ['validade_fim'] });
export type AlterarTabelaPrecoEntrada = z.input<typeof alterarTabelaPrecoSchema>;
export type AlterarTabelaPrecoCorpo = z.output<typeof alterarTabelaPrecoSchema>;

const MSG_TABELA_ID = 'O campo tabela_preco_id deve ser o identificador de uma tabela de preços ou 0.';

/** 0, '', null or absent mean 'no table'; used by clientes, rotas and pedidosvenda bodies too. */
export const tabelaPrecoIdSchema = z
  .union([z.number(), z.string(), z.null()], { error: MSG_TABELA_ID })
  .transform((v, ctx) => {
    if (vazio(v)) return 0;
    const l = lerInteiro(v, 0, MAXIMO_ID);
    if (l.ok) return l.valor;
    ctx.addIssue({ code: 'custom', message: MSG_TABELA_ID });
    return z.NEVER;
  });

export const precosTabelaSchema = paginacao.extend({
  tabela_preco_id: tabelaPrecoIdSchema.optional().transform((v) => v ?? 0),
  produto_ids: z
    .array(idSchema, { error: 'O campo produto_ids deve ser uma lista de identificadores.' })
    .max(MAXIMO_PRODUTOS_PRECOS, {
      error: `Peça os preços de no máximo ${MAXIMO_PRODUTOS_PRECOS} produtos por vez.`,
    })
    .optional(),
  // contar_total comes from paginacao: the picker shows 10 matches and no count (0).
  ...inicioPrimeiro,
});
export type PrecosTabelaCorpo = z.output<typeof precosTabelaSchema>;

// ---- Answers -------------------------------------------------------------------------------------

export const tabelaPrecoResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ajuste_percentual: z.number(),
  /** '' when open. */
  validade_inicio: z.string(),
  validade_fim: z.string(),
  ativo: z.number().int(),
  /** 1 when active and inside its dates today (America/Sao_Paulo): only those apply to orders. */
  vigente: z.number().int(),
  quantidade_itens: z.number().int(),
});
export type TabelaPrecoResumo = z.infer<typeof tabelaPrecoResumoSchema>;

export const tabelaPrecoItemLidoSchema = z.object({
  produto_id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  preco_base: z.number(),
  preco: z.number(),
});
export type TabelaPrecoItemLido = z.infer<typeof tabelaPrecoItemLidoSchema>;

export const tabelaPrecoCompletaSchema = tabelaPrecoResumoSchema.extend({
  itens: z.array(tabelaPrecoItemLidoSchema),
});
export type TabelaPrecoCompleta = z.infer<typeof tabelaPrecoCompletaSchema>;

/** One product as the order's picker shows it: the price under the table and the base price. */
export const precoProdutoSchema = z.object({
  produto_id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  unidade_id: z.number().int(),
  unidade: z.string(),
  estoque: z.number(),
  preco_base: z.number(),
  preco: z.number(),
  /** The product has an image (GET produtos/imagem/{id}): the picker shows it beside the product. */
  possui_imagem: z.boolean(),
});
export type PrecoProduto = z.infer<typeof precoProdutoSchema>;

export const respostasTabelasPrecos = {
  ...respostasDeCadastro(tabelaPrecoResumoSchema, tabelaPrecoCompletaSchema),
  precos: envelopeRegistros(precoProdutoSchema),
};
