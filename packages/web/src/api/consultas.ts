import { queryOptions } from '@tanstack/react-query';
import { chamarApi } from './cliente.ts';

type Leitura = { metodo?: 'POST' | 'PUT' };

/**
 * The keys and fetchers of one API resource: `[recurso]` covers every read of it, so a change
 * invalidates with `queryClient.invalidateQueries({ queryKey: x.chaves.todas })`. Each feature names
 * its own in api/consultas.ts and adds what only it reads.
 */
/** The key under which every read of a resource is cached: invalidating it refreshes them all. */
export const chaveDoRecurso = <R extends string>(recurso: R) => [recurso] as const;

export function consultasDoRecurso<T>(recurso: string, naoEncontrado: string, leituraUm: Leitura = {}) {
  const todas = chaveDoRecurso(recurso);
  return {
    chaves: {
      todas,
      listas: [recurso, 'read'] as const,
      um: (id: number) => [recurso, 'read_one', id] as const,
    },
    /** A page of the list (the envelope, with `total`), or every row without paging. */
    lista: (params: object = {}) =>
      queryOptions({
        queryKey: [recurso, 'read', params] as const,
        queryFn: () => chamarApi<T>(`${recurso}/read`, params),
      }),
    /** One row; a screen that gets none shows the message and goes back to its list itself. */
    um: (id: number) =>
      queryOptions({
        queryKey: [recurso, 'read_one', id] as const,
        queryFn: async () => {
          const r = await chamarApi<T>(`${recurso}/read_one`, { id }, { metodo: leituraUm.metodo });
          const registro = r.registros?.[0];
          if (!registro) throw new Error(naoEncontrado);
          return registro;
        },
        meta: { aguarde: true, semAlerta: true },
        staleTime: 0,
      }),
  };
}
