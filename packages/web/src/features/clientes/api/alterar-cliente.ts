import type { AlterarClienteCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useAlterarCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: AlterarClienteCorpo) =>
      chamarApi('clientes/update', { ...corpo, rota_id: corpo.rota_id ?? 0 }, { metodo: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clientes'] }),
  });
}
