import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose schema (and zod with it) loads on the first check, at the first submit: the
 * login screen renders without zod's ~20 kB gzipped, yet is checked by the domain schema like any form.
 */
export function resolverSobDemanda<F extends FieldValues, S = F>(
  carregar: () => Promise<Resolver<F, unknown, S>>,
): Resolver<F, unknown, S> {
  let pronto: Promise<Resolver<F, unknown, S>> | null = null;
  return async (valores, contexto, opcoes) => {
    // A failed download is forgotten, so the next submit tries again.
    pronto ??= carregar().catch((erro: unknown) => {
      pronto = null;
      throw erro;
    });
    return (await pronto)(valores, contexto, opcoes);
  };
}
