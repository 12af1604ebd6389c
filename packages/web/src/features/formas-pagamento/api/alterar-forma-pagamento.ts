import type { AlterarFormaPagamentoCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useAlterarFormaPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: AlterarFormaPagamentoCorpo) =>
      chamarApi('formaspagamento/update', corpo, { metodo: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['formaspagamento'] }),
  });
}
