import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export type ResumoMes = { mes: number; quantidade: number; valor: number };

/** Orders per month of the current year (São Paulo), counted by the server. */
export function useResumoMensal() {
  return useQuery({
    queryKey: ['pedidosvenda', 'resumo_mensal'],
    queryFn: async () => (await chamarApi<ResumoMes>('pedidosvenda/resumo_mensal', {})).registros ?? [],
    staleTime: 0,
  });
}
