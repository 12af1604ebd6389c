import type { Produto } from '@mascate/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export const LIMITE_SELETOR = 10;

/** The picker's search: at most 10 matches, searched on the server. */
export function useBuscaProdutos(busca: string, ativo: boolean) {
  return useQuery({
    queryKey: ['produtos', 'read', { busca, limite: LIMITE_SELETOR, deslocamento: 0 }],
    queryFn: async () =>
      (await chamarApi<Produto>('produtos/read', { busca, limite: LIMITE_SELETOR, deslocamento: 0 }))
        .registros ?? [],
    enabled: ativo,
    placeholderData: keepPreviousData,
  });
}
