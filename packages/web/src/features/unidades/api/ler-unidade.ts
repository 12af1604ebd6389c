import type { Unidade } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useUnidade(id: number) {
  return useQuery({
    queryKey: ['unidades', 'read_one', id],
    queryFn: async () => {
      const r = await chamarApi<Unidade>('unidades/read_one', { id });
      const unidade = r.registros?.[0];
      if (!unidade) throw new Error('Unidade não encontrada.');
      return unidade;
    },
    // The screen shows the message and goes back to /listar-unidades itself (spec, section 4).
    meta: { aguarde: true, semAlerta: true },
    staleTime: 0,
  });
}
