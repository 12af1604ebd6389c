import type { Empresa } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

/** The signed-in company (the server answers only that one). */
export function useEmpresa(id: number) {
  return useQuery({
    queryKey: ['empresas', 'read_one', id],
    queryFn: async () => {
      const empresa = (await chamarApi<Empresa>('empresas/read_one', { id })).registros?.[0];
      if (!empresa) throw new Error('Empresa não encontrada.');
      return empresa;
    },
    meta: { aguarde: true },
    staleTime: 0,
  });
}
