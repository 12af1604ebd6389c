import type { Empresa } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useEmpresas() {
  return useQuery({
    queryKey: ['empresas', 'read'],
    queryFn: async () => (await chamarApi<Empresa>('empresas/read', {})).registros ?? [],
  });
}
