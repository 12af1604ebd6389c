import type { PedidoCriarEntrada } from '@mascate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';
import type { Pedido } from '../tipos.ts';

export const chavePedido = (id: number) => ['pedidosvenda', 'read_one', id] as const;

/** The screen handles a load failure itself (message, then back to the list). */
export function usePedido(id: number) {
  return useQuery({
    queryKey: chavePedido(id),
    queryFn: async () => {
      const r = await chamarApi<Pedido>('pedidosvenda/read_one', { id }, { metodo: 'PUT' });
      const pedido = r.registros?.[0];
      if (!pedido) throw new Error('Pedido não encontrado.');
      return pedido;
    },
    meta: { aguarde: true, semAlerta: true },
    staleTime: 0,
    gcTime: 0,
  });
}

export type RetornoGravacao = { mensagem: string; id: number; numero: number };

/** create (with the client key for idempotency) or, with an id, update. */
export function useGravarPedido(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: PedidoCriarEntrada): Promise<RetornoGravacao> => {
      const r = id
        ? await chamarApi('pedidosvenda/update', { ...corpo, id }, { metodo: 'PUT' })
        : await chamarApi('pedidosvenda/create', corpo);
      return {
        mensagem: r.retorno.mensagem,
        id: Number(r.retorno.id),
        numero: Number(r.retorno.numero),
      };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pedidosvenda'] }),
  });
}
