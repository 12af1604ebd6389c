import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export type RotaResumo = { id: number; nome: string };

/** Every route of the company, for the 'Seleção de Rotas' modal. */
export function useRotasParaSelecao() {
  return useQuery({
    queryKey: ['rotas', 'read', {}],
    queryFn: async () => (await chamarApi<RotaResumo>('rotas/read', {})).registros ?? [],
  });
}
