import { type AlterarMetaCorpo, centavosParaNumero, type MetaCorpo } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const metasConsultas = consultasDoRecurso('metas', 'Meta não encontrada.');

/** The goals report of a month (the dashboard reads it too); under the goals' key, so a change refreshes it. */
export const progressoMetas = (mes: string) =>
  queryOptions({
    queryKey: [...metasConsultas.chaves.todas, 'progresso', mes] as const,
    queryFn: async () => (await api('relatorios/metas', { mes })).registros,
    staleTime: 0,
  });

export const useCriarMeta = () =>
  useGravacao(metasConsultas.chaves.todas, (corpo: MetaCorpo) =>
    // The form sends its checked values: the goal back from cents to reais.
    api('metas/create', { ...corpo, valor: centavosParaNumero(corpo.valor) }),
  );

export const useAlterarMeta = () =>
  useGravacao(metasConsultas.chaves.todas, (corpo: AlterarMetaCorpo) =>
    api('metas/update', { ...corpo, valor: centavosParaNumero(corpo.valor) }),
  );
