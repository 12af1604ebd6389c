import type { Cliente } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useCliente(id: number) {
  return useQuery({
    queryKey: ['clientes', 'read_one', id],
    queryFn: async () => {
      const r = await chamarApi<Cliente>('clientes/read_one', { id });
      const cliente = r.registros?.[0];
      if (!cliente) throw new Error('Cliente não encontrado.');
      return cliente;
    },
    // The screen sends the message to the success-alert page itself (spec, section 8).
    meta: { aguarde: true, semAlerta: true },
    staleTime: 0,
  });
}
