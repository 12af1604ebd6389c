import type { ExtratoComissoes, LinhaComissaoLida } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

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
      queryFn: () => chamarApi<LinhaComissaoLida>('comissoes/read', p),
    }),
  extrato: (representante_id: number, mes: string) =>
    queryOptions({
      queryKey: ['comissoes', 'extrato', representante_id, mes] as const,
      queryFn: async () =>
        (await chamarApi<ExtratoComissoes>('comissoes/extrato', { representante_id, mes })).registros?.[0] ??
        null,
    }),
};
