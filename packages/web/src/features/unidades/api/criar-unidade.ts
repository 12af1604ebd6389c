import type { UnidadeCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useCriarUnidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: UnidadeCorpo) => chamarApi('unidades/create', corpo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['unidades'] }),
  });
}
