import type { AlterarRotaCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useAlterarRota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: AlterarRotaCorpo) => chamarApi('rotas/update', corpo, { metodo: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rotas'] }),
  });
}
