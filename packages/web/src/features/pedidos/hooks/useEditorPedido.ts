import { gerarParcelas, parcelasDoPrazo, totaisPedido } from '@mascate/domain';
import { useState } from 'react';
import {
  type ItemEditado,
  itensDoPedido,
  type ParcelaEditada,
  type Pedido,
  parcelasDoPedido,
} from '../tipos.ts';

/**
 * The order's items and instalments (the header is a form of its own); instalments are cleared whenever
 * the items change (spec, section 4).
 */
export function useEditorPedido(inicial?: Pedido) {
  const [itens, setItens] = useState<ItemEditado[]>(() => (inicial ? itensDoPedido(inicial) : []));
  const [parcelas, setParcelas] = useState<ParcelaEditada[]>(() =>
    inicial ? parcelasDoPedido(inicial) : [],
  );
  const totais = totaisPedido(itens);

  return {
    itens,
    parcelas,
    totais,
    incluir(item: ItemEditado) {
      setItens((atuais) => [...atuais, item]);
      setParcelas([]);
    },
    /** An item changed in place: same id, same position. */
    atualizar(item: ItemEditado) {
      setItens((atuais) => atuais.map((i) => (i.id === item.id ? item : i)));
      setParcelas([]);
    },
    remover(id: string) {
      setItens((atuais) => atuais.filter((i) => i.id !== id));
      setParcelas([]);
    },
    /** New prices (cents by product) for the items not priced by hand, after a change of price table. */
    reprecificar(precos: Map<number, number>) {
      setItens((atuais) =>
        atuais.map((i) => {
          const preco = precos.get(i.produtoId);
          return i.precoManual || preco === undefined || preco <= 0
            ? i
            : { ...i, precoCentavos: preco, precoTabelaCentavos: preco };
        }),
      );
      setParcelas([]);
    },
    /** Issue 27: every item's discount in cents, in item order (an order-wide discount spread over them). */
    definirDescontos(descontos: readonly number[]) {
      setItens((atuais) =>
        atuais.map((i, n) => ({ ...i, descontoCentavos: descontos[n] ?? i.descontoCentavos })),
      );
      setParcelas([]);
    },
    /**
     * `quantidade` instalments 30 days apart, from the order's date (a method without a term). Issue 48:
     * they divide the total to pay (the taxes included) when it is known.
     */
    gerar(quantidade: number, dataPedido: string, totalAPagar = totais.total) {
      setParcelas(gerarParcelas(totalAPagar, quantidade, dataPedido));
    },
    /** One instalment per day of the method's term ('28/35/42'; [0] is due on the order's date). */
    gerarNoPrazo(dias: readonly number[], dataPedido: string, totalAPagar = totais.total) {
      setParcelas(parcelasDoPrazo(totalAPagar, dias, dataPedido));
    },
    alterarVencimento(parcela: number, vencimento: string) {
      setParcelas((atuais) => atuais.map((p) => (p.parcela === parcela ? { ...p, vencimento } : p)));
    },
  };
}

export type EditorPedido = ReturnType<typeof useEditorPedido>;
