import { type ChaveApiCriarEntrada, LIMITE_MAXIMO, type WebhookCriarEntrada } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

const chaves = {
  todas: ['integracoes'] as const,
  chavesApi: ['integracoes', 'chaves'] as const,
  webhooks: ['integracoes', 'webhooks'] as const,
  entregas: (webhookId: number | null) => ['integracoes', 'webhooks', 'entregas', webhookId] as const,
};

export const integracoesConsultas = {
  chaves,
  /** The company's integration keys, newest first (never the secret). */
  chavesApi: () =>
    queryOptions({
      queryKey: chaves.chavesApi,
      queryFn: async () => (await api('chavesapi/read', { limite: LIMITE_MAXIMO })).registros,
    }),
  /** The company's webhooks, newest first (never the secret). */
  webhooks: () =>
    queryOptions({
      queryKey: chaves.webhooks,
      queryFn: async () => (await api('webhooks/read', { limite: LIMITE_MAXIMO })).registros,
    }),
  /**
   * The latest deliveries (of one webhook when given), re-read every few seconds while any waits, so a
   * delivery's answer appears without reloading.
   */
  entregas: (webhookId: number | null) =>
    queryOptions({
      queryKey: chaves.entregas(webhookId),
      queryFn: async () =>
        (await api('webhooks/entregas', { limite: 50, ...(webhookId ? { webhook_id: webhookId } : {}) }))
          .registros,
      refetchInterval: (q) => (q.state.data?.some((e) => e.situacao === 'pendente') ? 3000 : false),
    }),
};

export const useCriarChave = () =>
  useGravacao(chaves.chavesApi, (corpo: ChaveApiCriarEntrada) => api('chavesapi/create', corpo));
export const useRevogarChave = () =>
  useGravacao(chaves.chavesApi, (id: number) => api('chavesapi/revogar', { id }));

export const useCriarWebhook = () =>
  useGravacao(chaves.webhooks, (corpo: WebhookCriarEntrada) => api('webhooks/create', corpo));
export const useRemoverWebhook = () =>
  useGravacao(chaves.webhooks, (id: number) => api('webhooks/delete', { id }));
export const useReenviarEntrega = () =>
  useGravacao(chaves.webhooks, (id: number) => api('webhooks/reenviar', { id }));
