// What an order's documents say of its total (issue 48): the PDF, the public page, the WhatsApp message
// and the e-mail show the same amounts, the ones the order stored from the tax computation (impostos.ts).
// Nothing here computes a tax: it only names and formats what was computed.
import { paraCentavos } from './dinheiro.ts';
import { formatarMoeda } from './formatos.ts';
import type { Pedido } from './schemas/pedidos.ts';

/** An order's amounts in cents, as it stored them (products gross, discounts, the taxes it pays on top). */
export type TotaisDocumento = {
  produtos: number;
  desconto: number;
  ipi: number;
  icmsSt: number;
  fcpSt: number;
  totalAPagar: number;
};

/**
 * An order as the API reads it, in cents: its stored taxes (an order saved before the taxes, or without
 * a rule, pays its products less discounts).
 */
export function totaisDoPedido(
  p: Pick<Pedido, 'valor' | 'desconto' | 'total_a_pagar' | 'impostos'>,
): TotaisDocumento {
  const t = p.impostos?.totais;
  const produtos = paraCentavos(p.valor);
  const desconto = paraCentavos(p.desconto);
  return {
    produtos,
    desconto,
    ipi: paraCentavos(t?.ipi ?? 0),
    icmsSt: paraCentavos(t?.icms_st ?? 0),
    fcpSt: paraCentavos(t?.fcp_st ?? 0),
    totalAPagar: p.total_a_pagar === undefined ? produtos - desconto : paraCentavos(p.total_a_pagar),
  };
}

const comImpostos = (t: TotaisDocumento) => t.ipi + t.icmsSt + t.fcpSt > 0;

/**
 * The totals' lines, label and cents, the total last. Without taxes on top they are the lines every order
 * had before (products, discount, total); with them, IPI and ICMS-ST (FCP-ST when there is one) and the
 * total to pay.
 */
export function linhasTotaisDocumento(t: TotaisDocumento): [string, number][] {
  const inicio: [string, number][] = [
    ['Valor dos produtos', t.produtos],
    ['Desconto', t.desconto],
  ];
  if (!comImpostos(t)) return [...inicio, ['Total', t.totalAPagar]];
  return [
    ...inicio,
    ['IPI', t.ipi],
    ['ICMS-ST', t.icmsSt],
    ...(t.fcpSt > 0 ? ([['FCP-ST', t.fcpSt]] as [string, number][]) : []),
    ['Total a pagar', t.totalAPagar],
  ];
}

/**
 * The total to pay in one sentence for a message: 'Total a pagar: R$ 127,75 (produtos R$ 100,00 + IPI
 * R$ 10,00 + ICMS-ST R$ 17,75).' Only the parts that are not zero are named. null without taxes on top:
 * the messages stay as they were (they name no amount; the link and the PDF do).
 */
export function fraseTotalAPagar(t: TotaisDocumento): string | null {
  if (!comImpostos(t)) return null;
  const partes = [
    `produtos ${formatarMoeda(t.produtos)}`,
    ...(t.desconto > 0 ? [`− descontos ${formatarMoeda(t.desconto)}`] : []),
    ...(t.ipi > 0 ? [`+ IPI ${formatarMoeda(t.ipi)}`] : []),
    ...(t.icmsSt > 0 ? [`+ ICMS-ST ${formatarMoeda(t.icmsSt)}`] : []),
    ...(t.fcpSt > 0 ? [`+ FCP-ST ${formatarMoeda(t.fcpSt)}`] : []),
  ];
  return `Total a pagar: ${formatarMoeda(t.totalAPagar)} (${partes.join(' ')}).`;
}
