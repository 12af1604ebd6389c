import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { mostrarErro } from '../ui/AlertaErro.tsx';
import { ErroApi } from './http.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** aguarde: show the full-screen overlay while fetching; semAlerta: the screen shows its own error. */
    queryMeta: { aguarde?: boolean; semAlerta?: boolean };
    mutationMeta: { semAlerta?: boolean };
  }
}

function mensagemDe(erro: Error): string {
  return erro instanceof ErroApi ? erro.message : 'Ocorreu um erro inesperado. Tente novamente.';
}

/**
 * Errors reach the 'Atenção' modal unless the screen handles them: a mutation with its own onError,
 * or a query or mutation with meta { semAlerta: true }. Nothing fails silently.
 */
export function criarQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (erro, query) => {
        if (!query.meta?.semAlerta) mostrarErro(mensagemDe(erro));
      },
    }),
    mutationCache: new MutationCache({
      onError: (erro, _v, _c, mutation) => {
        if (!mutation.meta?.semAlerta && !mutation.options.onError) mostrarErro(mensagemDe(erro));
      },
    }),
    defaultOptions: {
      // A 4xx will not change on retry, and a retry would hide the message behind a delay.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
