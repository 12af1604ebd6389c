import type { PixConfigurarEntrada } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

const chaves = { todas: ['pix'] as const };

export const pixConsultas = {
  chaves,
  /** The company's Pix settings (null: never saved). */
  configuracao: () =>
    queryOptions({
      queryKey: [...chaves.todas, 'configuracao'] as const,
      queryFn: async () => (await api('pix/configuracao', {})).registros[0] ?? null,
    }),
  /** The static code of an open receivable, for its open amount now (never cached: a payment changes it). */
  titulo: (id: number) =>
    queryOptions({
      queryKey: [...chaves.todas, 'titulo', id] as const,
      queryFn: async () => (await api('pix/titulo', { id })).registros[0] ?? null,
      staleTime: 0,
    }),
};

export const useConfigurarPix = () =>
  useGravacao(chaves.todas, (corpo: PixConfigurarEntrada) => api('pix/configurar', corpo));
export const useGerarWebhook = () => useGravacao(chaves.todas, () => api('pix/gerar_webhook'));
