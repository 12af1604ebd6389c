import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { pedidosConsultas } from '../../pedidos/api/consultas.ts';

export const dashboardConsultas = {
  /** Orders per month of the current year (São Paulo), counted by the server; under the orders' key. */
  resumoMensal: () =>
    queryOptions({
      queryKey: [...pedidosConsultas.chaves.todas, 'resumo_mensal'] as const,
      queryFn: async () => (await api('pedidosvenda/resumo_mensal', {})).registros,
      staleTime: 0,
    }),
};
