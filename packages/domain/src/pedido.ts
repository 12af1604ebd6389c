import { isDataIso, somarDias } from './datas.ts';

export type ItemCalculo = { qtMilesimos: number; precoCentavos: number; descontoCentavos: number };

export type Parcela = { parcela: number; vencimento: string; valorCentavos: number };

export type TotaisPedido = { valor: number; desconto: number; total: number };

export const INTERVALO_PARCELAS_DIAS = 30;
export const MAXIMO_PARCELAS = 120;

// Half away from zero, so a negative amount rounds like its positive mirror.
export function arredondar(v: number): number {
  return Math.sign(v) * Math.round(Math.abs(v)) || 0;
}

/** Gross amount of an item in cents: quantity is in thousandths, so divide by 1000 once, at the end. */
export function valorBrutoItem(i: ItemCalculo): number {
  return arredondar((i.qtMilesimos * i.precoCentavos) / 1000);
}

export function totalItem(i: ItemCalculo): number {
  return valorBrutoItem(i) - i.descontoCentavos;
}

// Each item is rounded before summing, so the order total always equals the sum of the item totals shown.
export function totaisPedido(itens: readonly ItemCalculo[]): TotaisPedido {
  const valor = itens.reduce((soma, i) => soma + valorBrutoItem(i), 0);
  const desconto = itens.reduce((soma, i) => soma + i.descontoCentavos, 0);
  return { valor, desconto, total: valor - desconto };
}

/**
 * Equal instalments of floor(total / quantidade); the remainder goes to the last one so the sum is
 * exactly the total. A total smaller than the count yields zero-cent instalments (1 cent in 2 is [0, 1]).
 */
export function gerarParcelas(totalCentavos: number, quantidade: number, hoje: string): Parcela[] {
  if (!Number.isInteger(quantidade) || quantidade < 1 || quantidade > MAXIMO_PARCELAS) {
    throw new RangeError(`Quantidade de parcelas deve ser um inteiro de 1 a ${MAXIMO_PARCELAS}`);
  }
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos <= 0) {
    throw new RangeError('O total do pedido deve ser um número inteiro de centavos maior que zero');
  }
  if (!isDataIso(hoje)) throw new RangeError(`Data inválida: ${hoje}`);
  const valor = Math.floor(totalCentavos / quantidade);
  const resto = totalCentavos - valor * quantidade;
  return Array.from({ length: quantidade }, (_, i) => ({
    parcela: i + 1,
    vencimento: somarDias(hoje, INTERVALO_PARCELAS_DIAS * (i + 1)),
    valorCentavos: i === quantidade - 1 ? valor + resto : valor,
  }));
}

export function parcelasConferem(
  parcelas: readonly Pick<Parcela, 'valorCentavos'>[],
  totalCentavos: number,
): boolean {
  return parcelas.reduce((soma, p) => soma + p.valorCentavos, 0) === totalCentavos;
}
