import type { EmpresaEntrada } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useAlterarEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: EmpresaEntrada) => chamarApi('empresas/update', corpo, { metodo: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['empresas'] }),
  });
}
