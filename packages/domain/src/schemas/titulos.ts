// zod schemas of receivables and credit (issue 30): titulos/read, read_one, baixar, estornar, exportar,
// clientes/extrato, clientes/credito and relatorios/vencimentos, with their answers. Money is answered in
// reais (plain numbers, 2 decimals) as every other endpoint; the server computes in cents.
import { z } from 'zod';
import { FAIXA_DATAS } from '../datas.ts';
import { centavosParaNumero } from '../dinheiro.ts';
import { dobrar } from '../dobra.ts';
import { FAIXAS_VENCIMENTO, SITUACOES_TITULO } from '../titulos.ts';
import { limparTexto } from '../valores.ts';
import { valoresComNomes } from '../valores-com-nomes.ts';
import {
  dataSchema,
  decimalSchema,
  dentroDoPeriodoMaximo,
  diaLido,
  idSchema,
  instanteLido,
  MSG_PERIODO_MAXIMO,
  paginacao,
  texto,
} from './comum.ts';
import { MAXIMO_CENTAVOS } from './credito.ts';
import { envelopeRegistros, envelopeRetorno } from './envelope.ts';
import { leituraIncremental } from './incremental.ts';
import { formatoPlanilha } from './planilhas.ts';

const dataOpcional = (campo: string) =>
  dataSchema({
    formato: `A ${campo} é inválida (aaaa-mm-dd).`,
    faixa: `A ${campo} deve estar ${FAIXA_DATAS}.`,
  }).optional();

export const situacaoTituloSchema = z.enum(SITUACOES_TITULO, {
  error: 'Situação do título inválida (aberto, parcial, vencido, pago ou cancelado).',
});

const filtrosTitulos = {
  cliente_id: idSchema.optional(),
  representante_id: idSchema.optional(),
  situacao: situacaoTituloSchema.optional(),
  vencimento_inicial: dataOpcional('data inicial de vencimento'),
  vencimento_final: dataOpcional('data final de vencimento'),
};
const periodoEmOrdem = {
  error: 'A data final de vencimento deve ser igual ou posterior à inicial.',
  path: ['vencimento_final'],
};
type Vencimentos = { vencimento_inicial?: string | undefined; vencimento_final?: string | undefined };
const emOrdem = (f: Vencimentos) =>
  !f.vencimento_inicial || !f.vencimento_final || f.vencimento_final >= f.vencimento_inicial;
const periodoMaximo = { error: MSG_PERIODO_MAXIMO, path: ['vencimento_inicial'] };
const dentroDoMaximo = (f: Vencimentos) => dentroDoPeriodoMaximo(f.vencimento_inicial, f.vencimento_final);

/** titulos/read: the list's filters (busca: the customer's name or document) and the same paging as the other lists. */
export const titulosLeituraSchema = paginacao
  .extend(filtrosTitulos)
  .extend(leituraIncremental)
  .refine(emOrdem, periodoEmOrdem)
  .refine(dentroDoMaximo, periodoMaximo);
export type TitulosLeitura = z.output<typeof titulosLeituraSchema>;

/** titulos/exportar: the list's filters as query parameters. */
export const exportarTitulosQuery = paginacao
  .pick({ busca: true })
  .extend({ ...filtrosTitulos, formato: formatoPlanilha })
  .refine(emOrdem, periodoEmOrdem)
  .refine(dentroDoMaximo, periodoMaximo);
export type ExportarTitulosQuery = z.output<typeof exportarTitulosQuery>;

export const { valores: MEIOS_PAGAMENTO, nomes: NOMES_MEIO_PAGAMENTO } = valoresComNomes({
  dinheiro: 'Dinheiro',
  pix: 'Pix',
  boleto: 'Boleto',
  cartao: 'Cartão',
  transferencia: 'Transferência',
  cheque: 'Cheque',
  outro: 'Outro',
});
export type MeioPagamento = (typeof MEIOS_PAGAMENTO)[number];

// The payment's method read from the order's payment method name, as the office names them ('Pix',
// 'Boleto 28/35/42', 'Cartão de crédito'); a name that says none of these is 'outro'.
const MEIOS_POR_NOME: [RegExp, MeioPagamento][] = [
  [/\bpix\b/, 'pix'],
  [/\bboleto/, 'boleto'],
  [/\b(cartao|credito|debito)\b/, 'cartao'],
  [/\bcheque/, 'cheque'],
  [/\b(transferencia|ted|doc|deposito)\b/, 'transferencia'],
  [/\b(dinheiro|especie|a vista|avista)\b/, 'dinheiro'],
];

/** The method a payment of this order most likely came by: what the payment dialog starts with. */
export function meioDaForma(descricao: string): MeioPagamento {
  const nome = dobrar(descricao);
  return MEIOS_POR_NOME.find(([padrao]) => padrao.test(nome))?.[1] ?? 'outro';
}

export const tituloLidoSchema = z.object({
  id: z.number().int(),
  /** "123/2": the order's number and the instalment. */
  numero: z.string(),
  pedido_id: z.number().int(),
  pedido_numero: z.number().int(),
  parcela: z.number().int(),
  cliente_id: z.number().int(),
  cliente_nome: z.string(),
  /** 0 when the order had no representative. */
  representante_id: z.number().int(),
  vencimento: diaLido(),
  valor: z.number(),
  pago: z.number(),
  aberto: z.number(),
  situacao: situacaoTituloSchema,
  dias_atraso: z.number().int(),
  /** The method a payment most likely comes by, from the order's payment method (meioDaForma). */
  meio_sugerido: z.enum(MEIOS_PAGAMENTO),
});
export type TituloLido = z.infer<typeof tituloLidoSchema>;

export const baixaLidaSchema = z.object({
  id: z.number().int(),
  data: diaLido(),
  valor: z.number(),
  meio: z.enum(MEIOS_PAGAMENTO),
  observacao: z.string(),
  usuario: z.string(),
  /** ISO 8601 instant of the record. */
  data_hora: instanteLido(),
  estornada: z.boolean(),
  estorno_motivo: z.string(),
  estorno_usuario: z.string(),
  /** '' while not reversed. */
  estorno_data_hora: z.string(),
});
export type BaixaLida = z.infer<typeof baixaLidaSchema>;

export const tituloComBaixasSchema = tituloLidoSchema.extend({ baixas: z.array(baixaLidaSchema) });
export type TituloComBaixas = z.infer<typeof tituloComBaixasSchema>;

const MSG_VALOR = 'Informe o valor da baixa (maior que zero).';
const MSG_DATA = 'Informe a data da baixa (aaaa-mm-dd).';

/** titulos/baixar: a payment, partial or whole; never more than what is open (checked by the server). */
export const baixarSchema = z.object({
  id: idSchema,
  data: dataSchema({ formato: MSG_DATA, faixa: `A data da baixa deve estar ${FAIXA_DATAS}.` }),
  // In reais, as every answer: the cents the parser read, divided once (exact for 2 decimals).
  valor: decimalSchema(2, 1, Number.MAX_SAFE_INTEGER, {
    formato: MSG_VALOR,
    casas: 'O valor da baixa deve ter no máximo 2 casas decimais.',
    faixa: MSG_VALOR,
  })
    .refine((c) => c <= MAXIMO_CENTAVOS, { error: 'O valor da baixa é grande demais.' })
    .transform(centavosParaNumero),
  meio: z.enum(MEIOS_PAGAMENTO, {
    error: 'Escolha a forma de pagamento (dinheiro, pix, boleto, cartao, transferencia, cheque ou outro).',
  }),
  observacao: texto('observação', 500)
    .nullish()
    .transform((v) => v ?? ''),
});
export type BaixarCorpo = z.output<typeof baixarSchema>;
export type BaixarEntrada = z.input<typeof baixarSchema>;

const MSG_MOTIVO_ESTORNO = 'Informe o motivo do estorno (de 3 a 500 caracteres).';
/** titulos/estornar: reverses one payment of the receivable, with a reason. */
export const estornarSchema = z.object({
  id: idSchema,
  baixa_id: idSchema,
  motivo: z
    .string({ error: MSG_MOTIVO_ESTORNO })
    .overwrite(limparTexto)
    .min(3, { error: MSG_MOTIVO_ESTORNO })
    .max(500, {
      error: MSG_MOTIVO_ESTORNO,
    }),
});
export type EstornarCorpo = z.output<typeof estornarSchema>;
export type EstornarEntrada = z.input<typeof estornarSchema>;

/** clientes/credito: the customer, and the order being edited (its own value is not counted as open). */
export const creditoCorpoSchema = z.object({ id: idSchema, pedido_id: idSchema.optional() });
export type CreditoCorpo = z.infer<typeof creditoCorpoSchema>;

/** A customer's credit position (the order form shows it before saving). */
export const posicaoCreditoSchema = z.object({
  cliente_id: z.number().int(),
  /** null: no limit. */
  limite_credito: z.number().nullable(),
  /** Open receivables + orders not yet invoiced. */
  em_aberto: z.number(),
  titulos_em_aberto: z.number(),
  pedidos_em_aberto: z.number(),
  vencido: z.number(),
  maior_atraso_dias: z.number().int(),
  /** null: no limit. */
  disponivel: z.number().nullable(),
  bloquear_limite: z.boolean(),
  bloquear_vencidos_dias: z.number().int().nullable(),
});
export type PosicaoCreditoLida = z.infer<typeof posicaoCreditoSchema>;

/** clientes/extrato: open, overdue, paid in the last 90 days, totals (the lists up to 500 rows each). */
export const extratoSchema = posicaoCreditoSchema.extend({
  cliente_nome: z.string(),
  pago_90_dias: z.number(),
  abertos: z.array(tituloLidoSchema),
  vencidos: z.array(tituloLidoSchema),
  pagos: z.array(tituloLidoSchema),
});
export type Extrato = z.infer<typeof extratoSchema>;
export const LIMITE_LINHAS_EXTRATO = 500;

const faixas = Object.fromEntries(FAIXAS_VENCIMENTO.map((f) => [f, z.number()])) as Record<
  (typeof FAIXAS_VENCIMENTO)[number],
  z.ZodNumber
>;

export const linhaVencimentosSchema = z.object({
  cliente_id: z.number().int(),
  cliente_nome: z.string(),
  ...faixas,
  total: z.number(),
});
export type LinhaVencimentos = z.infer<typeof linhaVencimentosSchema>;
export const totaisVencimentosSchema = z.object({ ...faixas, total: z.number() });
export type TotaisVencimentos = z.infer<typeof totaisVencimentosSchema>;

const filtrosVencimentos = {
  cliente_id: idSchema.optional(),
  representante_id: idSchema.optional(),
};

/**
 * relatorios/vencimentos: aging per customer (optionally one customer or representative), a page at a
 * time as the other lists (50 customers when `limite` is not sent), and the totals of every matching
 * customer, not only the page's.
 */
export const vencimentosSchema = paginacao.omit({ busca: true }).extend(filtrosVencimentos);
export type VencimentosCorpo = z.output<typeof vencimentosSchema>;
/** The export: every matching customer (no paging). */
export const exportarVencimentosQuery = z.object(filtrosVencimentos).extend({ formato: formatoPlanilha });

export const respostasTitulos = {
  read: envelopeRegistros(tituloLidoSchema),
  read_one: envelopeRegistros(tituloComBaixasSchema),
  baixar: envelopeRetorno({ id: z.number().int() }),
  estornar: envelopeRetorno(),
  extrato: envelopeRegistros(extratoSchema),
  credito: envelopeRegistros(posicaoCreditoSchema),
  vencimentos: envelopeRegistros(linhaVencimentosSchema).extend({ totais: totaisVencimentosSchema }),
};
