import type { AlterarRotaCorpo, RotaCorpo } from '@mascate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

// The spec reads one route with PUT.
const base = consultasDoRecurso('rotas', 'Rota não encontrada.');

export const rotasConsultas = {
  ...base,
  /** Every route of the company, for the customer's 'Rota' select and the representative's chips. */
  todasParaSelecao: () =>
    queryOptions({
      ...base.lista(),
      select: (r) => r.registros.map(({ id, nome }) => ({ id, nome })),
    }),
};

/** The one hook for picking routes elsewhere (customers, representatives). */
export function useRotasParaSelecao() {
  return useQuery(rotasConsultas.todasParaSelecao());
}

export const useCriarRota = () =>
  useGravacao(rotasConsultas.chaves.todas, (corpo: RotaCorpo) => api('rotas/create', corpo));

export const useAlterarRota = () =>
  useGravacao(rotasConsultas.chaves.todas, (corpo: AlterarRotaCorpo) => api('rotas/update', corpo));
