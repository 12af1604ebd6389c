import type {
  ClientesInativosCorpo,
  LinhaClienteInativo,
  LinhaRoteiro,
  LinhaVendas,
  RelatorioRoteiroCorpo,
  RelatorioVendasCorpo,
} from '@mascate/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export const relatoriosConsultas = {
  vendas: (p: RelatorioVendasCorpo) =>
    queryOptions({
      queryKey: ['relatorios', 'vendas', p] as const,
      queryFn: async () => (await chamarApi<LinhaVendas>('relatorios/vendas', p)).registros ?? [],
      placeholderData: keepPreviousData,
    }),
  inativos: (p: ClientesInativosCorpo) =>
    queryOptions({
      queryKey: ['relatorios', 'clientes_inativos', p] as const,
      queryFn: async () =>
        (await chamarApi<LinhaClienteInativo>('relatorios/clientes_inativos', p)).registros ?? [],
      placeholderData: keepPreviousData,
    }),
  roteiro: (p: RelatorioRoteiroCorpo) =>
    queryOptions({
      queryKey: ['relatorios', 'roteiro', p] as const,
      queryFn: async () => (await chamarApi<LinhaRoteiro>('relatorios/roteiro', p)).registros ?? [],
      placeholderData: keepPreviousData,
    }),
};
