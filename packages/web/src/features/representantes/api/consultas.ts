import {
  type AlterarRepresentanteCorpo,
  percentualParaApi,
  type Representante,
  type RepresentanteCorpo,
} from '@mascate/domain';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const representantesConsultas = consultasDoRecurso<Representante>(
  'representantes',
  'Representante não encontrado.',
);

export const useCriarRepresentante = () =>
  useGravacao(representantesConsultas.chaves.todas, (corpo: RepresentanteCorpo) =>
    // The form sends its checked values: the rate back from hundredths to percent (issue 31).
    chamarApi('representantes/create', {
      ...corpo,
      comissao_percentual: percentualParaApi(corpo.comissao_percentual),
    }),
  );

export const useAlterarRepresentante = () =>
  useGravacao(representantesConsultas.chaves.todas, (corpo: AlterarRepresentanteCorpo) =>
    chamarApi(
      'representantes/update',
      { ...corpo, comissao_percentual: percentualParaApi(corpo.comissao_percentual) },
      { metodo: 'PUT' },
    ),
  );
