// The taxes of an order (issue 48): IPI, ICMS, ICMS-ST, FCP and FCP-ST of each item, from the company's
// fiscal rules by NCM and destination UF. One pure function, shared by the server (which stores what it
// computed) and the field app (which computes the same offline). docs/impostos.md explains each formula.
//
// Rounding: every amount is exact arithmetic on integers (cents, and rates in hundredths of a percent)
// and is rounded ONCE, to the cent, half away from zero, from its exact value: a base or a tax that
// depends on another (the IPI in the ST base, the ICMS deducted from the ST) uses the other's exact value,
// not its rounded one. So each tax is within half a cent of its exact value, the order's amounts are the
// sums of the items' (never computed apart), and an NF-e the ERP issues later, which rounds step by step,
// may differ from this prévia by one cent on a base or tax.
import { ALIQUOTAS_INTERNAS_PADRAO, aliquotaInterestadual, ehUf } from './aliquotas-icms.ts';
import { ratearDesconto } from './desconto.ts';

/** Simples Nacional; Simples over the sub-limit (ICMS outside the DAS); Lucro Presumido or Real. */
export const REGIMES_TRIBUTARIOS = ['simples', 'simples_excesso', 'normal'] as const;
export type RegimeTributario = (typeof REGIMES_TRIBUTARIOS)[number];

/** The NF-e's indIEDest: 1 contribuinte do ICMS, 2 contribuinte isento de inscrição, 9 não contribuinte. */
export const INDICADORES_CONTRIBUINTE = [1, 2, 9] as const;
export type IndicadorContribuinte = (typeof INDICADORES_CONTRIBUINTE)[number];

/** A row of "Regras fiscais". Percentages in hundredths of a percent (18 % is 1800). */
export type RegraFiscal = {
  id: number;
  /** The NCM (8 digits) or a prefix of it (2 to 7 digits). */
  ncm: string;
  /** The destination UF, or '' for every UF. */
  uf: string;
  /** '' (chosen: x102, x403 under ST, 6108 to a non-contribuinte elsewhere) or 4 digits; its first digit becomes 5 (same UF) or 6. */
  cfop: string;
  /** The destination's internal rate for this NCM; null: the UF's rate in the company's table. */
  aliquotaIcms: number | null;
  /** Reduction of the ICMS and ST bases (33,33 % is 3333). */
  reducaoBase: number;
  st: boolean;
  /** The original MVA (40 % is 4000). */
  mva: number;
  /** ST also on sales to a customer who is not a contribuinte (some states' protocols ask for it). */
  stNaoContribuinte: boolean;
  fcp: number;
  fcpSt: number;
  /** The IPI rate instead of the product's; null: the product's. */
  ipi: number | null;
};

export type ItemParaImpostos = {
  ncm: string;
  /** Origem da mercadoria 0 to 8 (NF-e orig). */
  origem: number;
  /** The product's IPI rate. */
  ipi: number;
  /** The item's gross value (quantity × price), in cents. */
  valorCentavos: number;
  /** The item's own discount, in cents. */
  descontoCentavos: number;
};

export type EntradaImpostos = {
  empresa: { regime: RegimeTributario; uf: string };
  cliente: { uf: string; contribuinte: IndicadorContribuinte };
  /** The company's internal rates by UF; a UF it has not set takes ALIQUOTAS_INTERNAS_PADRAO. */
  aliquotasInternas: Readonly<Record<string, number>>;
  regras: readonly RegraFiscal[];
  itens: readonly ItemParaImpostos[];
  /** An order-wide discount beyond the items' own, spread over the items' net values pro rata. */
  descontoPedidoCentavos?: number;
};

/** What one item pays; rates in hundredths of a percent, amounts in cents. */
export type ImpostosItem = {
  /** The rule applied; null: none matched and the item is untaxed, as before the rules existed. */
  regraId: number | null;
  cfop: string;
  valor: number;
  desconto: number;
  aliquotaIpi: number;
  ipi: number;
  baseIcms: number;
  aliquotaIcms: number;
  /** 0 for Simples Nacional: its own ICMS is inside the DAS, not on the order. */
  icms: number;
  aliquotaFcp: number;
  fcp: number;
  /** The MVA applied (the adjusted one when `mvaAjustada`), rounded to hundredths of a percent for display. */
  mva: number;
  mvaAjustada: boolean;
  baseSt: number;
  aliquotaSt: number;
  icmsSt: number;
  aliquotaFcpSt: number;
  fcpSt: number;
  /** valor − desconto + IPI + ICMS-ST + FCP-ST: what the customer pays for the item. */
  total: number;
};

export type TotaisImpostos = {
  produtos: number;
  desconto: number;
  ipi: number;
  baseIcms: number;
  icms: number;
  fcp: number;
  baseSt: number;
  icmsSt: number;
  fcpSt: number;
  totalAPagar: number;
};

export type ImpostosPedido = { itens: ImpostosItem[]; totais: TotaisImpostos };

const CEM = 10_000n;

/** An exact non-negative fraction of cents. */
type Fracao = { n: bigint; d: bigint };

const fr = (n: number | bigint, d: number | bigint = 1n): Fracao => ({ n: BigInt(n), d: BigInt(d) });
const somar = (a: Fracao, b: Fracao): Fracao => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const subtrairOuZero = (a: Fracao, b: Fracao): Fracao => {
  const n = a.n * b.d - b.n * a.d;
  return n > 0n ? { n, d: a.d * b.d } : fr(0);
};
const vezes = (a: Fracao, b: Fracao): Fracao => ({ n: a.n * b.n, d: a.d * b.d });
/** a × (p / 100 %): p in hundredths of a percent. */
const percentual = (a: Fracao, p: number | bigint): Fracao => vezes(a, fr(p, CEM));
/** Half away from zero (every value here is ≥ 0). */
const centavos = (a: Fracao): number => Number((2n * a.n + a.d) / (2n * a.d));

function conferirPercentual(p: number, nome: string): void {
  if (!Number.isInteger(p) || p < 0 || p > 100_000) throw new RangeError(`${nome} inválido: ${p}`);
}

/**
 * The rule for an NCM sold to `uf`: the longest matching NCM (8 digits over a prefix) wins, then a
 * rule for the UF over one for every UF, then the lowest id (so the choice never depends on order).
 */
export function regraAplicavel(regras: readonly RegraFiscal[], ncm: string, uf: string): RegraFiscal | null {
  let melhor: RegraFiscal | null = null;
  for (const r of regras) {
    if (r.ncm === '' || !ncm.startsWith(r.ncm) || (r.uf !== '' && r.uf !== uf)) continue;
    if (melhor === null || comparar(r, melhor) < 0) melhor = r;
  }
  return melhor;
}

function comparar(a: RegraFiscal, b: RegraFiscal): number {
  if (a.ncm.length !== b.ncm.length) return b.ncm.length - a.ncm.length;
  if ((a.uf === '') !== (b.uf === '')) return a.uf === '' ? 1 : -1;
  return a.id - b.id;
}

/** The internal rate of `uf` in the company's table, or the default. */
export function aliquotaInterna(tabela: Readonly<Record<string, number>>, uf: string): number {
  const propria = tabela[uf];
  if (propria !== undefined) return propria;
  return ehUf(uf) ? ALIQUOTAS_INTERNAS_PADRAO[uf] : 0;
}

function cfopDe(regra: RegraFiscal | null, mesmaUf: boolean, comSt: boolean, contribuinte: boolean): string {
  const digito = mesmaUf ? '5' : '6';
  if (regra && /^\d{4}$/.test(regra.cfop)) return digito + regra.cfop.slice(1);
  if (comSt) return `${digito}403`;
  return !mesmaUf && !contribuinte ? '6108' : `${digito}102`;
}

/** The ST part of an item that has no substitution tributária. */
const SEM_IMPOSTOS_ST = {
  mva: 0,
  mvaAjustada: false,
  baseSt: 0,
  aliquotaSt: 0,
  icmsSt: 0,
  aliquotaFcpSt: 0,
  fcpSt: 0,
};

const SEM_IMPOSTOS = {
  aliquotaIpi: 0,
  ipi: 0,
  baseIcms: 0,
  aliquotaIcms: 0,
  icms: 0,
  aliquotaFcp: 0,
  fcp: 0,
  ...SEM_IMPOSTOS_ST,
};

function impostosDoItem(
  e: EntradaImpostos,
  item: ItemParaImpostos,
  desconto: number,
): Omit<ImpostosItem, 'valor' | 'desconto' | 'total'> {
  const mesmaUf = e.empresa.uf === e.cliente.uf;
  const contribuinte = e.cliente.contribuinte === 1;
  const regra = regraAplicavel(e.regras, item.ncm, e.cliente.uf);
  if (regra === null)
    return { regraId: null, cfop: cfopDe(null, mesmaUf, false, contribuinte), ...SEM_IMPOSTOS };

  const simples = e.empresa.regime !== 'normal';
  const liquido = fr(item.valorCentavos - desconto);
  const reducao = CEM - BigInt(regra.reducaoBase);

  // IPI: on the net value. Simples Nacional (also over the sub-limit) pays it inside the DAS (LC 123/2006
  // art. 13 VI): none on the order.
  const aliquotaIpi = simples ? 0 : (regra.ipi ?? item.ipi);
  const ipi = percentual(liquido, aliquotaIpi);

  // ICMS próprio: the interstate rate between UFs, the internal one inside a UF. The IPI is in its base when
  // the customer is not a contribuinte (Constituição art. 155 § 2º XI).
  const interna = regra.aliquotaIcms ?? aliquotaInterna(e.aliquotasInternas, e.cliente.uf);
  const aliquotaIcms = mesmaUf ? interna : aliquotaInterestadual(e.empresa.uf, e.cliente.uf, item.origem);
  const baseIcms = percentual(contribuinte ? liquido : somar(liquido, ipi), reducao);
  const icms = percentual(baseIcms, aliquotaIcms);
  // FCP on the company's own sale: only inside the UF (between UFs it belongs to the destination, under ST).
  const icmsNoPedido = e.empresa.regime !== 'simples';
  const aliquotaFcp = mesmaUf && icmsNoPedido ? regra.fcp : 0;
  const fcp = percentual(baseIcms, aliquotaFcp);

  const comSt = regra.st && (contribuinte || regra.stNaoContribuinte);
  const cfop = cfopDe(regra, mesmaUf, comSt, contribuinte);
  const base = {
    regraId: regra.id,
    cfop,
    aliquotaIpi,
    ipi: centavos(ipi),
    baseIcms: icmsNoPedido ? centavos(baseIcms) : 0,
    aliquotaIcms: icmsNoPedido ? aliquotaIcms : 0,
    icms: icmsNoPedido ? centavos(icms) : 0,
    aliquotaFcp,
    fcp: centavos(fcp),
  };
  if (!comSt) return { ...base, ...SEM_IMPOSTOS_ST };

  // MVA ajustada (Convênio ICMS 142/2018 cl. 9ª): between UFs, to a contribuinte, when the destination's
  // internal rate is above the interstate one: [(1 + MVA) × (1 − inter) / (1 − interna)] − 1.
  const ajustada = !mesmaUf && contribuinte && interna > aliquotaIcms;
  const fatorMva: Fracao = ajustada
    ? fr((CEM + BigInt(regra.mva)) * (CEM - BigInt(aliquotaIcms)), CEM * (CEM - BigInt(interna)))
    : fr(CEM + BigInt(regra.mva), CEM);
  const baseSt = percentual(vezes(somar(liquido, ipi), fatorMva), reducao);
  // The substituto deducts the ICMS of its own sale; a Simples Nacional company deducts it at the interstate
  // or internal rate although it does not pay it apart (LC 123/2006 art. 13 § 1º XIII).
  const icmsSt = subtrairOuZero(percentual(baseSt, interna), icms);
  const fcpSt = subtrairOuZero(percentual(baseSt, regra.fcpSt), fcp);
  return {
    ...base,
    mva: centavos(fr(fatorMva.n * CEM - fatorMva.d * CEM, fatorMva.d)),
    mvaAjustada: ajustada,
    baseSt: centavos(baseSt),
    aliquotaSt: interna,
    icmsSt: centavos(icmsSt),
    aliquotaFcpSt: regra.fcpSt,
    fcpSt: centavos(fcpSt),
  };
}

function conferirEntrada(e: EntradaImpostos): void {
  for (const i of e.itens) {
    if (!Number.isSafeInteger(i.valorCentavos) || i.valorCentavos < 0)
      throw new RangeError('Valor de item inválido');
    if (
      !Number.isSafeInteger(i.descontoCentavos) ||
      i.descontoCentavos < 0 ||
      i.descontoCentavos > i.valorCentavos
    ) {
      throw new RangeError('Desconto de item inválido');
    }
    conferirPercentual(i.ipi, 'IPI');
  }
  for (const r of e.regras) {
    for (const [nome, p] of [
      ['ICMS', r.aliquotaIcms ?? 0],
      ['Redução de base', r.reducaoBase],
      ['MVA', r.mva],
      ['FCP', r.fcp],
      ['FCP-ST', r.fcpSt],
      ['IPI', r.ipi ?? 0],
    ] as const) {
      conferirPercentual(p, nome);
    }
    // A rate of 100 % or more would divide by zero in the MVA ajustada; a reduction above 100 % is nonsense.
    if ((r.aliquotaIcms ?? 0) >= 10_000 || r.reducaoBase > 10_000) throw new RangeError('Alíquota inválida');
  }
  for (const p of Object.values(e.aliquotasInternas)) {
    conferirPercentual(p, 'Alíquota interna');
    if (p >= 10_000) throw new RangeError('Alíquota interna inválida');
  }
}

/** The taxes of each item and the order's totals (each total is the sum of its items'). */
export function calcularImpostos(e: EntradaImpostos): ImpostosPedido {
  conferirEntrada(e);
  const liquidos = e.itens.map((i) => i.valorCentavos - i.descontoCentavos);
  const rateio = ratearDesconto(liquidos, e.descontoPedidoCentavos ?? 0);
  const itens = e.itens.map((item, k): ImpostosItem => {
    const desconto = item.descontoCentavos + (rateio[k] ?? 0);
    const impostos = impostosDoItem(e, item, desconto);
    return {
      ...impostos,
      valor: item.valorCentavos,
      desconto,
      total: item.valorCentavos - desconto + impostos.ipi + impostos.icmsSt + impostos.fcpSt,
    };
  });
  const soma = (f: (i: ImpostosItem) => number) => itens.reduce((s, i) => s + f(i), 0);
  return {
    itens,
    totais: {
      produtos: soma((i) => i.valor),
      desconto: soma((i) => i.desconto),
      ipi: soma((i) => i.ipi),
      baseIcms: soma((i) => i.baseIcms),
      icms: soma((i) => i.icms),
      fcp: soma((i) => i.fcp),
      baseSt: soma((i) => i.baseSt),
      icmsSt: soma((i) => i.icmsSt),
      fcpSt: soma((i) => i.fcpSt),
      totalAPagar: soma((i) => i.total),
    },
  };
}
