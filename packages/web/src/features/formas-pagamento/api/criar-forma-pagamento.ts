import type { FormaPagamentoCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useCriarFormaPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: FormaPagamentoCorpo) => chamarApi('formaspagamento/create', corpo),
    onSuccess: async (r) => {
      // The spec keeps the create message in local storage as 'mensagem'.
      window.localStorage.setItem('mensagem', r.retorno.mensagem);
      await queryClient.invalidateQueries({ queryKey: ['formaspagamento'] });
    },
  });
}
