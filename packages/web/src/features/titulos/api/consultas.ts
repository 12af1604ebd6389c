import type { BaixarEntrada, EstornarEntrada, VencimentosCorpo } from '@mascate/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

const recurso = consultasDoRecurso('titulos', 'Título não encontrado.');

export const titulosConsultas = {
  ...recurso,
  umComBaixas: (id: number) =>
    queryOptions({
      queryKey: ['titulos', 'read_one', id] as const,
      queryFn: async () => (await api('titulos/read_one', { id })).registros[0] ?? null,
      staleTime: 0,
    }),
  extrato: (id: number) =>
    queryOptions({
      queryKey: ['titulos', 'extrato', id] as const,
      queryFn: async () => (await api('clientes/extrato', { id })).registros[0] ?? null,
    }),
  /** `pedidoId`: the order being edited, whose own value the server leaves out of what is open. */
  credito: (id: number, pedidoId?: number) =>
    queryOptions({
      queryKey: ['titulos', 'credito', id, pedidoId ?? 0] as const,
      queryFn: async () =>
        (await api('clientes/credito', pedidoId ? { id, pedido_id: pedidoId } : { id })).registros[0] ?? null,
      enabled: id > 0,
      // Only a hint beside the form: a customer the role cannot see shows nothing, not an alert.
      meta: { semAlerta: true },
    }),
  vencimentos: (p: VencimentosCorpo) =>
    queryOptions({
      queryKey: ['titulos', 'vencimentos', p] as const,
      queryFn: async () => {
        const r = await api('relatorios/vencimentos', p);
        return { linhas: r.registros, totais: r.totais, total: r.total, limitado: r.total_limitado === true };
      },
      placeholderData: keepPreviousData,
    }),
};

// Payments change the list, the statement, the aging and the credit: every read under ['titulos'].
export const useBaixar = () =>
  useGravacao(titulosConsultas.chaves.todas, (corpo: BaixarEntrada) => api('titulos/baixar', corpo));
export const useEstornar = () =>
  useGravacao(titulosConsultas.chaves.todas, (corpo: EstornarEntrada) => api('titulos/estornar', corpo));
