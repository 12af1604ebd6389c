import type { AlterarMetaCorpo, MetaCorpo, MetaLida, ProgressoMeta } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const metasConsultas = consultasDoRecurso<MetaLida>('metas', 'Meta não encontrada.');

/** The goals report of a month (the dashboard reads it too); under the goals' key, so a change refreshes it. */
export const progressoMetas = (mes: string) =>
  queryOptions({
    queryKey: ['metas', 'progresso', mes] as const,
    queryFn: async () => (await chamarApi<ProgressoMeta>('relatorios/metas', { mes })).registros ?? [],
    staleTime: 0,
  });

export const useCriarMeta = () =>
  useGravacao(metasConsultas.chaves.todas, (corpo: MetaCorpo) => chamarApi('metas/create', corpo));

export const useAlterarMeta = () =>
  useGravacao(metasConsultas.chaves.todas, (corpo: AlterarMetaCorpo) =>
    chamarApi('metas/update', corpo, { metodo: 'PUT' }),
  );
