// The fiscal data of the company, the product and the customer, the "Regras fiscais" register and the
// taxes an order stores (issue 48). Percentages are typed in percent (18, '12,5') and become integers in
// hundredths of a percent (1800, 1250), the unit of the tax computation (impostos.ts).
import { z } from 'zod';
import {
  type ImpostosPedido,
  INDICADORES_CONTRIBUINTE,
  type IndicadorContribuinte,
  REGIMES_TRIBUTARIOS,
} from '../impostos.ts';
import { UFS } from '../planilhas/ufs.ts';
import { lerDecimal, limparTexto } from '../valores.ts';
import { flag01, idSchema, inteiroSchema } from './comum.ts';
import { envelopeRegistros, envelopeRetorno, respostasDeCadastro } from './envelope.ts';

export const NOMES_REGIMES: Readonly<Record<(typeof REGIMES_TRIBUTARIOS)[number], string>> = {
  simples: 'Simples Nacional',
  simples_excesso: 'Simples Nacional, excesso de sublimite',
  normal: 'Lucro Presumido ou Real',
};

export const NOMES_CONTRIBUINTE: Readonly<Record<IndicadorContribuinte, string>> = {
  1: 'Contribuinte do ICMS',
  2: 'Contribuinte isento',
  9: 'Não contribuinte',
};

export const NOMES_ORIGENS = [
  '0 - Nacional',
  '1 - Estrangeira, importação direta',
  '2 - Estrangeira, adquirida no mercado interno',
  '3 - Nacional, conteúdo de importação acima de 40 %',
  '4 - Nacional, processos produtivos básicos',
  '5 - Nacional, conteúdo de importação até 40 %',
  '6 - Estrangeira, importação direta, sem similar nacional (CAMEX)',
  '7 - Estrangeira, mercado interno, sem similar nacional (CAMEX)',
  '8 - Nacional, conteúdo de importação acima de 70 %',
] as const;

export const regimeTributarioSchema = z.enum(REGIMES_TRIBUTARIOS, {
  error: 'O regime tributário deve ser simples, simples_excesso ou normal.',
});

const MSG_CONTRIBUINTE =
  'O campo contribuinte do ICMS deve ser 1 (contribuinte), 2 (isento) ou 9 (não contribuinte).';

/** 1 contribuinte, 2 isento, 9 não contribuinte: a whole number (lerInteiro), never '1e0' or true. */
export const contribuinteSchema = inteiroSchema(1, 9, MSG_CONTRIBUINTE)
  .refine((v): v is IndicadorContribuinte => (INDICADORES_CONTRIBUINTE as readonly number[]).includes(v), {
    error: MSG_CONTRIBUINTE,
  })
  .transform((v) => (v === 1 || v === 2 ? v : 9));

// A code of digits as text (dots, spaces and hyphens are dropped) or as a whole JSON number; at most 20
// characters before it is read, so a long text is refused before any pattern runs.
const codigoDigitos = (mensagem: string, padrao: RegExp) =>
  z
    .union([z.string().max(20, { error: mensagem }), z.number().int({ error: mensagem }).nonnegative()], {
      error: mensagem,
    })
    .transform((v) => limparTexto(String(v)).replace(/[.\s-]/g, ''))
    .refine((v) => v === '' || padrao.test(v), { error: mensagem });

const digitos = (campo: string, n: number, prefixo = false) =>
  codigoDigitos(
    prefixo ? `O campo ${campo} deve ter de 2 a 8 dígitos.` : `O campo ${campo} deve ter ${n} dígitos.`,
    prefixo ? /^\d{2,8}$/ : new RegExp(`^\\d{${n}}$`),
  );

/** The product's NCM: 8 digits (dots allowed, '2202.10.00'), or empty. */
export const ncmSchema = digitos('NCM', 8);
export const cestSchema = digitos('CEST', 7);
export const origemSchema = inteiroSchema(0, 8, 'O campo origem deve ser um número de 0 a 8.');

/**
 * A tax percentage of 0 to `max` % with up to two decimals (lerDecimal: '12,5', 12.5; more decimals are
 * refused, never rounded), as hundredths; '' or null is null (not set).
 */
function percentualFiscal(campo: string, max: number) {
  const mensagem = `O campo ${campo} deve ser um percentual de 0 a ${max}, com até duas casas decimais.`;
  return z.union([z.number(), z.string(), z.null()], { error: mensagem }).transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const l = lerDecimal(v, 2, 0, max * 100);
    if (!l.ok) {
      ctx.addIssue({ code: 'custom', message: mensagem });
      return z.NEVER;
    }
    return l.valor;
  });
}
const percentual = (campo: string, max = 100) =>
  percentualFiscal(campo, max)
    .transform((v) => v ?? 0)
    .default(0);
const percentualAnulavel = (campo: string, max = 100) =>
  percentualFiscal(campo, max).nullable().default(null);

/** The product's IPI rate: '' or null is 0 %; no default, so a body without it keeps the stored rate. */
export const aliquotaIpiSchema = percentualFiscal('IPI (%)', 100).transform((v) => v ?? 0);
/** An ICMS rate below 100 % (the MVA ajustada divides by 1 − rate). */
const aliquotaIcms = (campo: string) =>
  percentualFiscal(campo, 99).refine((v) => v === null || v < 10_000, {
    error: `O campo ${campo} deve ser menor que 100.`,
  });

const MSG_UF = 'A UF deve ser uma sigla de estado ou vazia (todas).';
const ufOuTodas = z
  .string({ error: MSG_UF })
  .overwrite(limparTexto)
  .max(2, { error: MSG_UF })
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || (UFS as readonly string[]).includes(v), { error: MSG_UF })
  .default('');

const cfop = codigoDigitos('O CFOP deve ter 4 dígitos, começando por 5 ou 6.', /^[56]\d{3}$/).default('');

export const MSG_NCM_REGRA = 'Informe o NCM (8 dígitos) ou o começo dele (de 2 a 7 dígitos).';

export const regraFiscalSchema = z.object({
  ncm: digitos('NCM', 8, true).refine((v) => v !== '', { error: MSG_NCM_REGRA }),
  uf: ufOuTodas,
  cfop,
  aliquota_icms: aliquotaIcms('alíquota interna do ICMS (%)').nullable().default(null),
  reducao_base: percentual('redução de base (%)'),
  st: flag01('st').default(0),
  mva: percentual('MVA (%)', 999),
  st_nao_contribuinte: flag01('st_nao_contribuinte').default(0),
  fcp: percentual('FCP (%)'),
  fcp_st: percentual('FCP-ST (%)'),
  ipi: percentualAnulavel('IPI (%)'),
});
export type RegraFiscalEntrada = z.input<typeof regraFiscalSchema>;
export type RegraFiscalCorpo = z.output<typeof regraFiscalSchema>;
export const alterarRegraFiscalSchema = regraFiscalSchema.extend({ id: idSchema });

/** A rule as the API answers it: percentages in percent (18.5), null when not set. */
export const regraFiscalLidaSchema = z.object({
  id: z.number().int(),
  ncm: z.string(),
  uf: z.string(),
  cfop: z.string(),
  aliquota_icms: z.number().nullable(),
  reducao_base: z.number(),
  st: z.number().int(),
  mva: z.number(),
  st_nao_contribuinte: z.number().int(),
  fcp: z.number(),
  fcp_st: z.number(),
  ipi: z.number().nullable(),
});
export type RegraFiscalLida = z.infer<typeof regraFiscalLidaSchema>;

export const aliquotasInternasSchema = z.object({
  aliquotas: z
    .array(
      z.object({
        uf: ufOuTodas.refine((v) => v !== '', { error: 'Informe a UF.' }),
        aliquota: aliquotaIcms('alíquota interna (%)'),
      }),
      {
        error: 'As alíquotas devem ser uma lista.',
      },
    )
    .max(UFS.length, { error: `No máximo ${UFS.length} alíquotas.` }),
});
export type AliquotasInternasEntrada = z.input<typeof aliquotasInternasSchema>;
export type AliquotasInternasCorpo = z.output<typeof aliquotasInternasSchema>;

const aliquotaLida = z.object({
  uf: z.string(),
  /** Percent; the company's own or the default. */
  aliquota: z.number(),
  padrao: z.boolean(),
});

export const respostasRegrasFiscais = {
  ...respostasDeCadastro(regraFiscalLidaSchema),
  aliquotas: envelopeRegistros(aliquotaLida),
  gravar_aliquotas: envelopeRetorno(),
};

/** The taxes of one item an order stores and answers (amounts in R$, rates in percent). */
export const impostosItemLidoSchema = z.object({
  regra_id: z.number().int().nullable(),
  cfop: z.string(),
  aliquota_ipi: z.number(),
  ipi: z.number(),
  base_icms: z.number(),
  aliquota_icms: z.number(),
  icms: z.number(),
  aliquota_fcp: z.number(),
  fcp: z.number(),
  mva: z.number(),
  mva_ajustada: z.boolean(),
  base_st: z.number(),
  aliquota_st: z.number(),
  icms_st: z.number(),
  aliquota_fcp_st: z.number(),
  fcp_st: z.number(),
  total: z.number(),
});
export type ImpostosItemLido = z.infer<typeof impostosItemLidoSchema>;

/** The order's tax totals (R$). */
export const totaisImpostosLidoSchema = z.object({
  produtos: z.number(),
  desconto: z.number(),
  ipi: z.number(),
  base_icms: z.number(),
  icms: z.number(),
  fcp: z.number(),
  base_st: z.number(),
  icms_st: z.number(),
  fcp_st: z.number(),
  total_a_pagar: z.number(),
});
export type TotaisImpostosLido = z.infer<typeof totaisImpostosLidoSchema>;

/** The order's stored taxes as the API answers them. */
export const impostosPedidoLidoSchema = z.object({
  itens: z.array(impostosItemLidoSchema),
  totais: totaisImpostosLidoSchema,
});
export type ImpostosPedidoLido = z.infer<typeof impostosPedidoLidoSchema>;

const reais = (c: number) => c / 100;
const porcento = (c: number) => c / 100;

/** The domain's computation (cents, hundredths of a percent) as the API answers it (R$, percent). */
export function impostosParaLeitura(i: ImpostosPedido): ImpostosPedidoLido {
  const t = i.totais;
  return {
    itens: i.itens.map((x) => ({
      regra_id: x.regraId,
      cfop: x.cfop,
      aliquota_ipi: porcento(x.aliquotaIpi),
      ipi: reais(x.ipi),
      base_icms: reais(x.baseIcms),
      aliquota_icms: porcento(x.aliquotaIcms),
      icms: reais(x.icms),
      aliquota_fcp: porcento(x.aliquotaFcp),
      fcp: reais(x.fcp),
      mva: porcento(x.mva),
      mva_ajustada: x.mvaAjustada,
      base_st: reais(x.baseSt),
      aliquota_st: porcento(x.aliquotaSt),
      icms_st: reais(x.icmsSt),
      aliquota_fcp_st: porcento(x.aliquotaFcpSt),
      fcp_st: reais(x.fcpSt),
      total: reais(x.total),
    })),
    totais: {
      produtos: reais(t.produtos),
      desconto: reais(t.desconto),
      ipi: reais(t.ipi),
      base_icms: reais(t.baseIcms),
      icms: reais(t.icms),
      fcp: reais(t.fcp),
      base_st: reais(t.baseSt),
      icms_st: reais(t.icmsSt),
      fcp_st: reais(t.fcpSt),
      total_a_pagar: reais(t.totalAPagar),
    },
  };
}
