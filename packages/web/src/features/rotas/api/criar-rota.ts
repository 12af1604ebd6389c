import type { RotaCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useCriarRota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: RotaCorpo) => chamarApi('rotas/create', corpo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rotas'] }),
  });
}
