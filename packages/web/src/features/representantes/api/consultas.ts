import type { AlterarRepresentanteCorpo, Representante, RepresentanteCorpo } from '@mascate/domain';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const representantesConsultas = consultasDoRecurso<Representante>(
  'representantes',
  'Representante não encontrado.',
);

export const useCriarRepresentante = () =>
  useGravacao(representantesConsultas.chaves.todas, (corpo: RepresentanteCorpo) =>
    chamarApi('representantes/create', corpo),
  );

export const useAlterarRepresentante = () =>
  useGravacao(representantesConsultas.chaves.todas, (corpo: AlterarRepresentanteCorpo) =>
    chamarApi('representantes/update', corpo, { metodo: 'PUT' }),
  );
