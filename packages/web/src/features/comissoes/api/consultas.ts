import { queryOptions } from '@tanstack/react-query';
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
  extrato: (representante_id: number, mes: string) =>
    queryOptions({
      queryKey: ['comissoes', 'extrato', representante_id, mes] as const,
      queryFn: async () => (await api('comissoes/extrato', { representante_id, mes })).registros[0] ?? null,
    }),
};
