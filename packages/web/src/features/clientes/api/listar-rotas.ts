import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

/** Every route of the company, for the form's 'Rota' select. */
export function useRotasParaSelecao() {
  return useQuery({
    queryKey: ['rotas', 'read', {}],
    queryFn: async () => (await chamarApi<{ id: number; nome: string }>('rotas/read', {})).registros ?? [],
  });
}
