import {
  centavosParaNumero,
  milesimosParaNumero,
  type PedidoItemEntrada,
  pedidoItemSchema,
  quantidadeParaMilesimos,
  totalItem,
} from '@mascate/domain';
import { z } from 'zod';

const valores = z.object({
  produto_id: z.number(),
  codpro: z.string(),
  descricao: z.string(),
  unidade_id: z.number(),
  unidade: z.string(),
  /** As typed ('1,5'). */
  qt: z.string(),
  /** Money in cents (the money field's value). */
  preco: z.number(),
  desconto: z.number(),
  // The price the picker offered (under the order's price table) and the product's own (issue 12).
  preco_tabela: z.number(),
  preco_base: z.number(),
});
export type ValoresItem = z.input<typeof valores>;

export const ITEM_VAZIO: ValoresItem = {
  produto_id: 0,
  codpro: '',
  descricao: '',
  unidade_id: 0,
  unidade: '',
  qt: '',
  preco: 0,
  desconto: 0,
  preco_tabela: 0,
  preco_base: 0,
};
/** The spec checks the product first (and stops there), then the quantity, then the price. */
export const ORDEM_ITEM = ['produto_id', 'qt', 'preco', 'desconto'] as const;

/** Quantity in thousandths and money in cents, so the row's total is exact; an unreadable quantity is 0. */
export function calculoItem(v: Pick<ValoresItem, 'qt' | 'preco' | 'desconto'>) {
  const qtMilesimos = quantidadeParaMilesimos(v.qt);
  return {
    qtMilesimos: Number.isNaN(qtMilesimos) ? 0 : qtMilesimos,
    precoCentavos: v.preco,
    descontoCentavos: v.desconto,
  };
}

/** The entry row checked by the domain's order item schema (the server checks each item with it too). */
export const esquemaItem = valores
  .transform(({ preco_tabela: _, preco_base: __, ...v }): PedidoItemEntrada => {
    const calculo = calculoItem(v);
    return {
      ...v,
      qt: milesimosParaNumero(calculo.qtMilesimos),
      preco: centavosParaNumero(v.preco),
      desconto: centavosParaNumero(v.desconto),
      total: centavosParaNumero(totalItem(calculo)),
    };
  })
  .pipe(pedidoItemSchema);
