import type { PixConfigurarEntrada } from '@mascate/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
  /** "Recebimentos a conciliar": the Pix payments that settled nothing by themselves (oldest first). */
  aConciliar: () =>
    queryOptions({
      queryKey: [...chaves.todas, 'a_conciliar'] as const,
      queryFn: async () => {
        const r = await api('pix/a_conciliar', { limite: 100 });
        return { linhas: r.registros, total: r.total ?? r.registros.length };
      },
    }),
  /** The receivables a payment may be matched to (overdue, partly paid and open, 100 of each at most). */
  titulosEmAberto: () =>
    queryOptions({
      queryKey: ['titulos', 'pix-em-aberto'] as const,
      queryFn: async () => {
        const [abertos, parciais, vencidos] = await Promise.all([
          api('titulos/read', { situacao: 'aberto', limite: 100 }),
          api('titulos/read', { situacao: 'parcial', limite: 100 }),
          api('titulos/read', { situacao: 'vencido', limite: 100 }),
        ]);
        return [...vencidos.registros, ...parciais.registros, ...abertos.registros];
      },
      staleTime: 0,
    }),
};

/** A conciliation or a discard changes the Pix lists and, for a baixa, every receivables read too. */
function useResolucao<C>(enviar: (corpo: C) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviar,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: chaves.todas });
      await queryClient.invalidateQueries({ queryKey: ['titulos'] });
    },
  });
}
export const useConciliarPix = () =>
  useResolucao((c: { id: number; titulo_id: number }) => api('pix/conciliar', c));
export const useDescartarPix = () =>
  useResolucao((c: { id: number; motivo: string }) => api('pix/descartar', c));

export const useConfigurarPix = () =>
  useGravacao(chaves.todas, (corpo: PixConfigurarEntrada) => api('pix/configurar', corpo));
export const useGerarWebhook = () => useGravacao(chaves.todas, () => api('pix/gerar_webhook'));
