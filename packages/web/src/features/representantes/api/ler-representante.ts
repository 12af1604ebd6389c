import type { Representante } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useRepresentante(id: number) {
  return useQuery({
    queryKey: ['representantes', 'read_one', id],
    queryFn: async () => {
      const r = await chamarApi<Representante>('representantes/read_one', { id });
      const rep = r.registros?.[0];
      if (!rep) throw new Error('Representante não encontrado.');
      return rep;
    },
    // The screen shows the message and goes back to the list itself (spec, section 4).
    meta: { aguarde: true, semAlerta: true },
    staleTime: 0,
  });
}
