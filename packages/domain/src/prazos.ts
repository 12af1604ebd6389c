// Payment terms as Brazilian companies write them (issue 46): a list of days after the order's date,
// one per instalment ('28/35/42', '30/60/90 dias'), '0' or 'à vista' for one instalment due on the
// order's own date. The order's instalments are cut from it: due dates from the order's date (a
// calendar date in São Paulo, as every order date is), cents split exactly.
import { isDataIso, somarDias } from './datas.ts';
import { dobrar } from './dobra.ts';
import type { Parcela } from './pedido.ts';

/** At most this many instalments in a term (a 24-month carnê is the longest the office writes). */
export const MAXIMO_PARCELAS_PRAZO = 24;
/** The last instalment at most this many days after the order (two years). */
export const MAXIMO_DIAS_PRAZO = 730;
/** The longest term text read; a longer one is refused before it is split. */
export const MAXIMO_CARACTERES_PRAZO = 120;

export const MSG_PRAZO_FORMATO =
  'Escreva os prazos em dias separados por barra, como 28/35/42, ou 0 para à vista.';
export const MSG_PRAZO_QUANTIDADE = `Os prazos podem ter no máximo ${MAXIMO_PARCELAS_PRAZO} parcelas.`;
export const MSG_PRAZO_DIAS = `Cada prazo deve ser de 0 a ${MAXIMO_DIAS_PRAZO} dias.`;
export const MSG_PRAZO_ORDEM =
  'Os prazos devem estar em ordem crescente, sem repetir dias (por exemplo 30/60/90).';
export const MSG_PRAZO_TAMANHO = `Os prazos devem ter no máximo ${MAXIMO_CARACTERES_PRAZO} caracteres.`;

export type LeituraPrazo = { ok: true; dias: number[] } | { ok: false; mensagem: string };

const A_VISTA = /^(a vista|avista|0)$/;

/**
 * Reads a term: 'à vista', 'a vista' or '0' is [0]; otherwise days separated by '/', ',', ';', '-' or
 * spaces, with an optional trailing 'dias' or 'dd' ('30/60/90 dias', '30 60 90', '28,35,42'). The days
 * must increase strictly (each instalment after the one before), from 0 (an entry on the order's date,
 * '0/30/60') to MAXIMO_DIAS_PRAZO, at most MAXIMO_PARCELAS_PRAZO of them. '' is no term (null days).
 */
export function lerPrazo(texto: string): LeituraPrazo | { ok: true; dias: null } {
  if (texto.length > MAXIMO_CARACTERES_PRAZO) return { ok: false, mensagem: MSG_PRAZO_TAMANHO };
  const limpo = dobrar(texto).trim().replace(/\s+/g, ' ');
  if (limpo === '') return { ok: true, dias: null };
  if (A_VISTA.test(limpo)) return { ok: true, dias: [0] };
  const semSufixo = limpo.replace(/\s*(dias|dia|dd|d)$/, '');
  const partes = semSufixo.split(/\s*[/,;-]\s*|\s+/);
  if (partes.some((p) => !/^\d{1,4}$/.test(p))) return { ok: false, mensagem: MSG_PRAZO_FORMATO };
  if (partes.length > MAXIMO_PARCELAS_PRAZO) return { ok: false, mensagem: MSG_PRAZO_QUANTIDADE };
  const dias = partes.map(Number);
  if (dias.some((d) => d > MAXIMO_DIAS_PRAZO)) return { ok: false, mensagem: MSG_PRAZO_DIAS };
  if (dias.some((d, i) => i > 0 && d <= (dias[i - 1] ?? -1))) return { ok: false, mensagem: MSG_PRAZO_ORDEM };
  return { ok: true, dias };
}

/** How a term is stored and shown: 'à vista' for [0], otherwise the days joined by '/' ('28/35/42'). */
export function textoPrazo(dias: readonly number[]): string {
  return dias.length === 1 && dias[0] === 0 ? 'à vista' : dias.join('/');
}

// Cash, Pix and debit card are paid on the spot: a method named so with no term written is 'à vista'.
const METODO_A_VISTA = /\b(pix|dinheiro|especie|a vista|avista|debito)\b/;

/**
 * The days of a payment method's term: the written one, else [0] for cash, Pix and debit card (by the
 * method's name), else null (the order chooses a count of instalments, 30 days apart, as before terms).
 */
export function diasDaForma(forma: { descricao: string; prazos: string }): number[] | null {
  const lido = lerPrazo(forma.prazos);
  if (lido.ok && lido.dias !== null) return lido.dias;
  return METODO_A_VISTA.test(dobrar(forma.descricao)) ? [0] : null;
}

/**
 * The instalments of a total on a term from the order's date: one per day of the term, due that many
 * days after `dataPedido`; equal cents with the remainder on the last one, so they sum to the total
 * exactly (1 cent in 2 is [0, 1], as gerarParcelas does).
 */
export function parcelasDoPrazo(
  totalCentavos: number,
  dias: readonly number[],
  dataPedido: string,
): Parcela[] {
  if (dias.length < 1 || dias.length > MAXIMO_PARCELAS_PRAZO) {
    throw new RangeError(`Um prazo tem de 1 a ${MAXIMO_PARCELAS_PRAZO} parcelas`);
  }
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos <= 0) {
    throw new RangeError('O total do pedido deve ser um número inteiro de centavos maior que zero');
  }
  if (!isDataIso(dataPedido)) throw new RangeError(`Data inválida: ${dataPedido}`);
  const valor = Math.floor(totalCentavos / dias.length);
  const resto = totalCentavos - valor * dias.length;
  return dias.map((d, i) => ({
    parcela: i + 1,
    vencimento: somarDias(dataPedido, d),
    valorCentavos: i === dias.length - 1 ? valor + resto : valor,
  }));
}
