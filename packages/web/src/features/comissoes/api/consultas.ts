import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export const comissoesConsultas = {
  /** A page of lines earned in the period (São Paulo days), of one representative or all. */
  linhas: (p: {
    data_ini: string;
    data_fin: string;
    representante_id?: number;
    limite: number;
    deslocamento: number;
  }) =>
    queryOptions({
      queryKey: ['comissoes', 'read', p] as const,
      queryFn: () => api('comissoes/read', p),
    }),
  /** A page of the month's orders (each with all its lines) and the month's totals. */
  extrato: (representante_id: number, mes: string, limite: number, deslocamento: number) =>
    queryOptions({
      queryKey: ['comissoes', 'extrato', representante_id, mes, limite, deslocamento] as const,
      queryFn: async () =>
        (await api('comissoes/extrato', { representante_id, mes, limite, deslocamento })).registros[0] ??
        null,
      placeholderData: keepPreviousData,
    }),
};
