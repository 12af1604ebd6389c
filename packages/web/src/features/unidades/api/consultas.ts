import type { AlterarUnidadeCorpo, UnidadeCorpo } from '@mascate/domain';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const unidadesConsultas = consultasDoRecurso('unidades', 'Unidade não encontrada.');

export const useCriarUnidade = () =>
  useGravacao(unidadesConsultas.chaves.todas, (corpo: UnidadeCorpo) => api('unidades/create', corpo));

export const useAlterarUnidade = () =>
  useGravacao(unidadesConsultas.chaves.todas, (corpo: AlterarUnidadeCorpo) => api('unidades/update', corpo));
