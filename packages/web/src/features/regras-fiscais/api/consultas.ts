import type { AliquotasInternasEntrada, RegraFiscalEntrada } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

// Issue 48: the company's "Regras fiscais" and its table of internal ICMS rates by UF. The bodies are the
// forms' values as typed (percent, '12,5'): the server reads them with the same schema the form checked.
const regras = consultasDoRecurso('regrasfiscais', 'Regra fiscal não encontrada.');

export const regrasFiscaisConsultas = {
  ...regras,
  /** The 27 UFs with the company's internal rate or the default one. */
  aliquotas: () =>
    queryOptions({
      queryKey: [...regras.chaves.todas, 'aliquotas'] as const,
      queryFn: async () => (await api('regrasfiscais/aliquotas', {})).registros,
      staleTime: 0,
    }),
};

export const useCriarRegraFiscal = () =>
  useGravacao(regras.chaves.todas, (corpo: RegraFiscalEntrada) => api('regrasfiscais/create', corpo));

export const useAlterarRegraFiscal = () =>
  useGravacao(regras.chaves.todas, (corpo: RegraFiscalEntrada & { id: number }) =>
    api('regrasfiscais/update', corpo),
  );

export const useGravarAliquotas = () =>
  useGravacao(regras.chaves.todas, (corpo: AliquotasInternasEntrada) =>
    api('regrasfiscais/gravar_aliquotas', corpo),
  );
