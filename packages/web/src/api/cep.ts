import { queryOptions } from '@tanstack/react-query';
import { api } from './http.ts';

/** The address of a CEP (the forms' CEP field): the same CEP typed again is not asked twice. */
export const cepConsultas = {
  chaves: { todas: ['cep'] as const },
  endereco: (cep: string) =>
    queryOptions({
      queryKey: ['cep', cep] as const,
      queryFn: () => api('cep/:cep', undefined, { params: { cep } }),
      // The field shows its own message and leaves the address editable.
      meta: { semAlerta: true },
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
