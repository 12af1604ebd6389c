import { type AlterarRepresentanteCorpo, percentualParaApi, type RepresentanteCorpo } from '@mascate/domain';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const representantesConsultas = consultasDoRecurso('representantes', 'Representante não encontrado.');

export const useCriarRepresentante = () =>
  useGravacao(representantesConsultas.chaves.todas, (corpo: RepresentanteCorpo) =>
    // The form sends its checked values: the rate back from hundredths to percent (issue 31).
    api('representantes/create', {
      ...corpo,
      comissao_percentual: percentualParaApi(corpo.comissao_percentual),
    }),
  );

export const useAlterarRepresentante = () =>
  useGravacao(representantesConsultas.chaves.todas, (corpo: AlterarRepresentanteCorpo) =>
    api('representantes/update', {
      ...corpo,
      comissao_percentual: percentualParaApi(corpo.comissao_percentual),
    }),
  );
