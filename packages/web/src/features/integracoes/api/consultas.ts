import { type ChaveApiCriarEntrada, LIMITE_MAXIMO } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

const chaves = { todas: ['integracoes'] as const, chavesApi: ['integracoes', 'chaves'] as const };

export const integracoesConsultas = {
  chaves,
  /** The company's integration keys, newest first (never the secret). */
  chavesApi: () =>
    queryOptions({
      queryKey: chaves.chavesApi,
      queryFn: async () => (await api('chavesapi/read', { limite: LIMITE_MAXIMO })).registros,
    }),
};

export const useCriarChave = () =>
  useGravacao(chaves.chavesApi, (corpo: ChaveApiCriarEntrada) => api('chavesapi/create', corpo));
export const useRevogarChave = () =>
  useGravacao(chaves.chavesApi, (id: number) => api('chavesapi/revogar', { id }));
