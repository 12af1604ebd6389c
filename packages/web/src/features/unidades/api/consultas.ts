import type { AlterarUnidadeCorpo, Unidade, UnidadeCorpo } from '@mascate/domain';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const unidadesConsultas = consultasDoRecurso<Unidade>('unidades', 'Unidade não encontrada.');

export const useCriarUnidade = () =>
  useGravacao(unidadesConsultas.chaves.todas, (corpo: UnidadeCorpo) => chamarApi('unidades/create', corpo));

export const useAlterarUnidade = () =>
  useGravacao(unidadesConsultas.chaves.todas, (corpo: AlterarUnidadeCorpo) =>
    chamarApi('unidades/update', corpo, { metodo: 'PUT' }),
  );
