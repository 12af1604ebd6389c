// Receivables (títulos) and credit (issue 30). Pure rules: a receivable's status derived from its value,
// payments and due date (never stored, so it is never stale), the aging buckets, how much a payment may
// be, and whether an order passes the customer's credit. Money in cents, dates 'aaaa-mm-dd'.
import { formatarMoeda } from './formatos.ts';
import { valoresComNomes } from './valores-com-nomes.ts';

export const { valores: SITUACOES_TITULO, nomes: NOMES_SITUACAO_TITULO } = valoresComNomes({
  aberto: 'Aberto',
  parcial: 'Pago em parte',
  vencido: 'Vencido',
  pago: 'Pago',
  cancelado: 'Cancelado',
});
export type SituacaoTitulo = (typeof SITUACOES_TITULO)[number];

export type EstadoTitulo = {
  valorCentavos: number;
  /** Sum of the payments not reversed. */
  pagoCentavos: number;
  vencimento: string;
  cancelado: boolean;
};

/** What is still owed: never negative. */
export function emAberto(t: Pick<EstadoTitulo, 'valorCentavos' | 'pagoCentavos'>): number {
  return Math.max(0, t.valorCentavos - t.pagoCentavos);
}

/**
 * The status on `hoje` (today in São Paulo): cancelled wins; paid when nothing is owed; overdue when the
 * due date is before today and something is owed (overdue is what the office must act on, so it wins over
 * a part payment); partly paid when something was paid and something is still owed; otherwise open. The
 * due day itself is still open. A partly paid receivable is still owed: it counts wherever "em aberto"
 * does (credit, aging, the statement).
 */
export function situacaoTitulo(t: EstadoTitulo, hoje: string): SituacaoTitulo {
  if (t.cancelado) return 'cancelado';
  if (emAberto(t) === 0) return 'pago';
  if (t.vencimento < hoje) return 'vencido';
  return t.pagoCentavos > 0 ? 'parcial' : 'aberto';
}

/** Whether the status still owes money (a payment may be recorded against it). */
export const situacaoDeve = (s: SituacaoTitulo): boolean =>
  s === 'aberto' || s === 'parcial' || s === 'vencido';

/** Whole days from `de` to `ate` (both 'aaaa-mm-dd'), negative when `ate` is earlier. */
export function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}

/** Days overdue on `hoje` (0 when not yet due or due today). */
export function diasAtraso(vencimento: string, hoje: string): number {
  return Math.max(0, diasEntre(vencimento, hoje));
}

export const { valores: FAIXAS_VENCIMENTO, nomes: NOMES_FAIXA } = valoresComNomes({
  a_vencer: 'A vencer',
  d1_30: 'Vencidos 1–30',
  d31_60: 'Vencidos 31–60',
  d61_90: 'Vencidos 61–90',
  d90_mais: 'Vencidos há mais de 90',
});
export type FaixaVencimento = (typeof FAIXAS_VENCIMENTO)[number];

/** The aging bucket of an open receivable: due today or later is "a vencer"; 1–30, 31–60, 61–90, over 90. */
export function faixaVencimento(vencimento: string, hoje: string): FaixaVencimento {
  const dias = diasAtraso(vencimento, hoje);
  if (dias === 0) return 'a_vencer';
  if (dias <= 30) return 'd1_30';
  if (dias <= 60) return 'd31_60';
  if (dias <= 90) return 'd61_90';
  return 'd90_mais';
}

/** The due dates that bound each bucket on `hoje` (the SQL of the report uses the same limits). */
export function limitesFaixas(hoje: string): { d30: string; d60: string; d90: string } {
  const menos = (n: number) => {
    const d = new Date(`${hoje}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return d.toISOString().slice(0, 10);
  };
  // vencimento >= hoje: a vencer; >= d30: 1–30; >= d60: 31–60; >= d90: 61–90; older: over 90.
  return { d30: menos(30), d60: menos(60), d90: menos(90) };
}

/** A receivable's label: the order's number and the instalment ("123/2"). */
export function numeroTitulo(numeroPedido: number, parcela: number): string {
  return `${numeroPedido}/${parcela}`;
}

export const MSG_BAIXA_VALOR = 'Informe o valor da baixa (maior que zero).';

export function mensagemBaixaExcede(abertoCentavos: number): string {
  return `O valor da baixa é maior que o valor em aberto do título (${formatarMoeda(abertoCentavos)}).`;
}

export const MSG_TITULO_CANCELADO = 'Título cancelado não aceita baixa.';
export const MSG_TITULO_PAGO = 'Título já está pago.';

/** Why a payment of `valor` cannot be recorded, or null: more than zero and never more than what is open. */
export function recusaBaixa(t: EstadoTitulo, valorCentavos: number): string | null {
  if (t.cancelado) return MSG_TITULO_CANCELADO;
  const aberto = emAberto(t);
  if (aberto === 0) return MSG_TITULO_PAGO;
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos <= 0) return MSG_BAIXA_VALOR;
  if (valorCentavos > aberto) return mensagemBaixaExcede(aberto);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Credit

export const MOTIVO_CREDITO_MINIMO = 10;
export const MOTIVO_CREDITO_MAXIMO = 500;
export const MSG_MOTIVO_CREDITO = `Informe o motivo da liberação de crédito (de ${MOTIVO_CREDITO_MINIMO} a ${MOTIVO_CREDITO_MAXIMO} caracteres).`;
export const MSG_LIBERAR_SO_ADMIN = 'Somente um administrador pode liberar crédito.';
const INICIO_RECUSA_VENCIDO = 'Cliente com título vencido há ';
const INICIO_RECUSA_LIMITE = 'Limite de crédito de R$ ';

/** Whether a refusal is the credit rule's (so an administrador may release the order with a reason). */
export function ehRecusaCredito(mensagem: string): boolean {
  return mensagem.startsWith(INICIO_RECUSA_VENCIDO) || mensagem.startsWith(INICIO_RECUSA_LIMITE);
}

/** The history line of a release starts with this; the reason follows. */
export const PREFIXO_LIBERACAO = 'Crédito liberado: ';

export type RegrasCredito = {
  /** null: no limit. */
  limiteCentavos: number | null;
  bloquearLimite: boolean;
  /** null: off; N: block when a receivable is overdue more than N days. */
  bloquearVencidosDias: number | null;
};

export type PosicaoCredito = {
  /** Open receivables (overdue included) + orders in status pedido, without the order being checked. */
  emAbertoCentavos: number;
  /** Open amount of the overdue receivables. */
  vencidoCentavos: number;
  /** The largest number of days any open receivable is overdue (0: none). */
  maiorAtrasoDias: number;
};

/** What the customer may still buy under the limit (null: no limit); may be negative. */
export function disponivel(r: Pick<RegrasCredito, 'limiteCentavos'>, p: PosicaoCredito): number | null {
  return r.limiteCentavos === null ? null : r.limiteCentavos - p.emAbertoCentavos;
}

/**
 * Why an order of `esteCentavos` is refused for this customer, or null when it passes. Exposure is the
 * position plus this order; it exceeds the limit when strictly greater. The overdue rule applies when any
 * open receivable is overdue more than N days. An order that does not grow (an edit down) is never asked.
 */
export function recusaCredito(r: RegrasCredito, p: PosicaoCredito, esteCentavos: number): string | null {
  if (r.bloquearVencidosDias !== null && p.maiorAtrasoDias > r.bloquearVencidosDias) {
    return (
      `${INICIO_RECUSA_VENCIDO}${p.maiorAtrasoDias} dias (bloqueio acima de ${r.bloquearVencidosDias} dias): ` +
      `vencido R$ ${valor(p.vencidoCentavos)}.`
    );
  }
  if (r.bloquearLimite && r.limiteCentavos !== null && p.emAbertoCentavos + esteCentavos > r.limiteCentavos) {
    return (
      `${INICIO_RECUSA_LIMITE}${valor(r.limiteCentavos)} excedido: ` +
      `em aberto R$ ${valor(p.emAbertoCentavos)} + este pedido R$ ${valor(esteCentavos)}.`
    );
  }
  return null;
}

// "R$ 1.234,56" without the currency sign (the message writes it), so the text is the same everywhere.
function valor(centavos: number): string {
  return formatarMoeda(centavos).replace(/^-?R\$\s*/, centavos < 0 ? '-' : '');
}
