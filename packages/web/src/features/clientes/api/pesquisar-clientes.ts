import type { Cliente } from '@mascate/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

/** The pickers' search: at most 10 matches, searched on the server (spec, section 9). */
export function usePesquisaClientes(busca: string, ativo: boolean) {
  const corpo = { busca, limite: 10, deslocamento: 0 };
  return useQuery({
    queryKey: ['clientes', 'read', corpo],
    queryFn: () => chamarApi<Cliente>('clientes/read', corpo),
    enabled: ativo,
    placeholderData: keepPreviousData,
  });
}
