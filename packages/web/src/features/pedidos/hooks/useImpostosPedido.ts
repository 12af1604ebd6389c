import { centavosParaNumero, milesimosParaNumero, paraCentavos } from '@mascate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import type { ItemEditado } from '../tipos.ts';

/**
 * Issue 48: the taxes of the items as they stand on the screen, computed by the server from the company's
 * rules (pedidosvenda/impostos, the function that stores them). `totalAPagar` is in cents: the products
 * less discounts until the answer for these very items arrives.
 */
export function useImpostosPedido(clienteId: number, identOperacao: number, itens: readonly ItemEditado[]) {
  const produtos = itens.map((i) => ({
    produto_id: i.produtoId,
    qt: milesimosParaNumero(i.qtMilesimos),
    preco: centavosParaNumero(i.precoCentavos),
    desconto: centavosParaNumero(i.descontoCentavos),
  }));
  const consulta = useQuery({
    ...queryOptions({
      queryKey: ['pedidosvenda', 'impostos', clienteId, identOperacao, produtos] as const,
      queryFn: async () =>
        (
          await api('pedidosvenda/impostos', {
            participante_id: clienteId,
            ident_operacao: identOperacao,
            produtos,
          })
        ).registros[0],
    }),
    enabled: clienteId > 0 && itens.length > 0,
    placeholderData: keepPreviousData,
  });
  const atual = consulta.isPlaceholderData ? undefined : consulta.data;
  return {
    impostos: clienteId > 0 && itens.length > 0 ? consulta.data : undefined,
    totalAPagar: atual ? paraCentavos(atual.totais.total_a_pagar) : undefined,
    calculando: consulta.isFetching,
  };
}
