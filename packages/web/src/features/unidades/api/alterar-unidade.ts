import type { AlterarUnidadeCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useAlterarUnidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: AlterarUnidadeCorpo) => chamarApi('unidades/update', corpo, { metodo: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['unidades'] }),
  });
}
