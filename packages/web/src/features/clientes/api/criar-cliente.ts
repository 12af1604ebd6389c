import type { ClienteCorpo } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

// The API reads 'no route' as rota_id 0 (spec); the schema's output holds it as null.
export function useCriarCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: ClienteCorpo) =>
      chamarApi('clientes/create', { ...corpo, rota_id: corpo.rota_id ?? 0 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clientes'] }),
  });
}
