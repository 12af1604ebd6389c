import type {
  CorpoEndpoint,
  EndpointJson,
  EndpointLista,
  envelopeRegistros,
  envelopeRetorno,
  LinhaEndpoint,
  RespostaEndpoint,
} from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './http.ts';

/** A resource with a list read (`<recurso>/read` answers rows): 'clientes', 'pedidosvenda', ... */
export type Recurso = { [K in EndpointLista]: K extends `${infer R}/read` ? R : never }[EndpointLista];

type Leitura<R extends Recurso> = `${R}/read` & EndpointLista;
/** A page of a resource's list, as its read answers it. */
type PaginaDe<R extends Recurso> = RespostaEndpoint<Leitura<R>>;
/** The row `<recurso>/read_one` answers (never, for a resource without one). */
export type UmDe<R extends Recurso> = `${R}/read_one` extends EndpointLista
  ? LinhaEndpoint<`${R}/read_one`>
  : never;
/** The body of a resource's list read. */
export type FiltroDe<R extends Recurso> = Exclude<CorpoEndpoint<Leitura<R>>, null | undefined>;

/**
 * The keys and fetchers of one API resource: `[recurso]` covers every read of it, so a change
 * invalidates with `queryClient.invalidateQueries({ queryKey: x.chaves.todas })`. Each feature names
 * its own in api/consultas.ts and adds what only it reads; the answers' types come from the contract.
 */
export function consultasDoRecurso<R extends Recurso>(recurso: R, naoEncontrado: string) {
  const todas = [recurso] as const;
  // The one place where the resource's name becomes an endpoint's key: the contract's types take over
  // from here (the casts name the key; `api` checks it against the table at run time).
  const ler = (params: FiltroDe<R>) =>
    api(`${recurso}/read` as Leitura<R>, params as CorpoEndpoint<Leitura<R>>) as Promise<PaginaDe<R>>;
  const lerUm = async (id: number): Promise<UmDe<R>> => {
    const r = await api(`${recurso}/read_one` as EndpointLista, { id } as never);
    const registro = r.registros[0] as UmDe<R> | undefined;
    if (!registro) throw new Error(naoEncontrado);
    return registro;
  };
  return {
    recurso,
    chaves: {
      todas,
      listas: [recurso, 'read'] as const,
      um: (id: number) => [recurso, 'read_one', id] as const,
    },
    /** One row read directly (another feature's fetch, e.g. the customer's phone for WhatsApp). */
    lerUm,
    /** The read itself, for a screen that builds its own query under `chaves.listas` (ListScreen). */
    lerPagina: ler,
    /** A page of the list (the envelope, with `total`), or every row without paging. */
    lista: (params?: FiltroDe<R>) =>
      queryOptions({
        queryKey: [recurso, 'read', params ?? {}] as const,
        queryFn: () => ler(params ?? ({} as FiltroDe<R>)),
      }),
    /** One row; a screen that gets none shows the message and goes back to its list itself. */
    um: (id: number) =>
      queryOptions({
        queryKey: [recurso, 'read_one', id] as const,
        queryFn: () => lerUm(id),
        meta: { aguarde: true, semAlerta: true },
        staleTime: 0,
      }),
    /** `<recurso>/delete`: the list's delete button calls it and invalidates `chaves.todas`. */
    excluir: (id: number) => api(`${recurso}/delete` as EndpointJson, { id } as never),
  };
}

/** What a delete button needs of a feature's query factory. */
export type ConsultasDaExclusao = {
  recurso: Recurso;
  chaves: { todas: readonly unknown[] };
  /** A change's answer (the domain's envelopeRetorno): its `retorno.mensagem` is the success text. */
  excluir(id: number): Promise<z.output<ReturnType<typeof envelopeRetorno<Record<never, never>>>>>;
};

/** A page of rows as a list read answers it (the domain's envelopeRegistros): `registros` always there. */
type PaginaLida<T> = Omit<z.output<ReturnType<typeof envelopeRegistros<z.ZodType<T>>>>, 'retorno'>;

/**
 * What a list screen needs of a feature's query factory (`consultasDoRecurso`): its keys, and its read,
 * whose answer (the endpoint's schema) gives the rows' type `T`.
 */
export type ConsultasDaLista<T> = ConsultasDaExclusao & {
  chaves: { listas: readonly unknown[] };
  lerPagina(params: object): Promise<PaginaLida<T>>;
};
