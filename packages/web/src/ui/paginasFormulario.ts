import { type Envelope, lerId } from '@mascate/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from './sucesso.ts';

type Gravacao<C> = Pick<UseMutationResult<Envelope<unknown>, Error, C>, 'mutate' | 'isPending'>;

/** What a register's form takes from its page: whether a save is under way, and how to send. */
export type EnvioFormulario<C> = { pendente: boolean; enviar: (corpo: C) => void };

/** An id written in a URL, read by the API's own parser (0 when absent or not an id: '1e3', '0x10'). */
export function idDoTexto(v: string | null | undefined): number {
  const l = lerId(v);
  return l.ok ? l.valor : 0;
}

/** The `:id` parameter of the page's URL (0 when absent or not an id, which the API answers 404). */
export function useIdDaUrl(): number {
  return idDoTexto(useParams().id);
}

/**
 * A register's create page: the form sends through the feature's mutation and, once saved, the spec's
 * success alert shows the API's message and returns to `retorno`.
 */
export function useEnvioComSucesso<C>(gravacao: Gravacao<C>, retorno: string): EnvioFormulario<C> {
  const navigate = useNavigate();
  return {
    pendente: gravacao.isPending,
    enviar: (corpo) =>
      gravacao.mutate(corpo, { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, retorno)) }),
  };
}

/**
 * A register's edit page: the form starts from the row read (`inicialDe`, a module-level function so
 * the values are rebuilt only when the row changes), waits for it, and sends with the route's id.
 */
export function useEnvioAlteracao<R, V, A extends { id: number }>(
  registro: R | undefined,
  inicialDe: (registro: R) => V,
  gravacao: Gravacao<A>,
  retorno: string,
  id: number,
): EnvioFormulario<Omit<A, 'id'>> & { inicial: V | undefined } {
  const envio = useEnvioComSucesso(gravacao, retorno);
  const inicial = useMemo(
    () => (registro === undefined ? undefined : inicialDe(registro)),
    [registro, inicialDe],
  );
  return {
    inicial,
    pendente: envio.pendente || registro === undefined,
    // The form's values are the body without the id, which is the route's.
    enviar: (corpo) => envio.enviar({ ...corpo, id } as A),
  };
}
