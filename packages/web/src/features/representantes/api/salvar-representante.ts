import type { AlterarRepresentanteCorpo, RepresentanteCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useCriarRepresentante() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: RepresentanteCorpo) => chamarApi('representantes/create', corpo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['representantes'] }),
  });
}

export function useAlterarRepresentante() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: AlterarRepresentanteCorpo) =>
      chamarApi('representantes/update', corpo, { metodo: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['representantes'] }),
  });
}
