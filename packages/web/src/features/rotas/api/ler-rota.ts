import type { Rota } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

// The spec reads one route with PUT.
export function useRota(id: number) {
  return useQuery({
    queryKey: ['rotas', 'read_one', id],
    queryFn: async () => {
      const r = await chamarApi<Rota>('rotas/read_one', { id }, { metodo: 'PUT' });
      const rota = r.registros?.[0];
      if (!rota) throw new Error('Rota não encontrada.');
      return rota;
    },
    // The screen shows the message and goes back to /listar-rotas itself (spec, section 4).
    meta: { aguarde: true, semAlerta: true },
    staleTime: 0,
  });
}
