import type { ResumoMes } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export const dashboardConsultas = {
  /** Orders per month of the current year (São Paulo), counted by the server; under the orders' key. */
  resumoMensal: () =>
    queryOptions({
      queryKey: ['pedidosvenda', 'resumo_mensal'] as const,
      queryFn: async () => (await chamarApi<ResumoMes>('pedidosvenda/resumo_mensal', {})).registros ?? [],
      staleTime: 0,
    }),
};
