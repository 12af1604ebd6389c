import type { ClientesInativosCorpo, RelatorioRoteiroCorpo, RelatorioVendasCorpo } from '@mascate/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export const relatoriosConsultas = {
  vendas: (p: RelatorioVendasCorpo) =>
    queryOptions({
      queryKey: ['relatorios', 'vendas', p] as const,
      // The lines and the total line (orders counted once each, whatever the grouping).
      queryFn: async () => {
        const r = await api('relatorios/vendas', p);
        return {
          linhas: r.registros,
          total: r.total ?? r.registros.length,
          totais: r.retorno.totais ?? null,
        };
      },
      placeholderData: keepPreviousData,
    }),
  inativos: (p: ClientesInativosCorpo) =>
    queryOptions({
      queryKey: ['relatorios', 'clientes_inativos', p] as const,
      queryFn: async () => {
        const r = await api('relatorios/clientes_inativos', p);
        return { linhas: r.registros, total: r.total ?? r.registros.length };
      },
      placeholderData: keepPreviousData,
    }),
  roteiro: (p: RelatorioRoteiroCorpo) =>
    queryOptions({
      queryKey: ['relatorios', 'roteiro', p] as const,
      // A page of lines, how many the period has, and the whole period's totals and compliance per
      // representative (the chart), whatever the page.
      queryFn: async () => {
        const r = await api('relatorios/roteiro', p);
        return {
          linhas: r.registros,
          total: r.total ?? r.registros.length,
          totais: r.totais,
          representantes: r.representantes,
        };
      },
      placeholderData: keepPreviousData,
    }),
};
