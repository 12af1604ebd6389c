import {
  type AlterarMetaCorpo,
  centavosParaNumero,
  type MetaCorpo,
  type MetaLida,
  type ProgressoMeta,
} from '@mascate/domain';
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
  useGravacao(metasConsultas.chaves.todas, (corpo: MetaCorpo) =>
    // The form sends its checked values: the goal back from cents to reais.
    chamarApi('metas/create', { ...corpo, valor: centavosParaNumero(corpo.valor) }),
  );

export const useAlterarMeta = () =>
  useGravacao(metasConsultas.chaves.todas, (corpo: AlterarMetaCorpo) =>
    chamarApi('metas/update', { ...corpo, valor: centavosParaNumero(corpo.valor) }, { metodo: 'PUT' }),
  );
