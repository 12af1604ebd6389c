// Builders of the answer envelope ({ retorno: { sucesso, mensagem, ... }, registros?, total? }); its type and
// schemas live in @mascate/domain (schemas/envelope.ts), next to every endpoint's answer schema.
import { envelopeFalha, type Retorno } from '@mascate/domain';
import type { z } from 'zod';
import type { Lista } from '../db/paginar.ts';

export function sucesso<E extends object = Record<never, never>>(
  mensagem: string,
  extras?: E,
): { retorno: Retorno & E } {
  return { retorno: { sucesso: true, mensagem, ...(extras as E) } };
}

export function registros<T>(
  linhas: T[],
  total?: number,
  mensagem = '',
): { retorno: Retorno; registros: T[]; total?: number } {
  return total === undefined
    ? { retorno: { sucesso: true, mensagem }, registros: linhas }
    : { retorno: { sucesso: true, mensagem }, registros: linhas, total };
}

/** A list's answer: the rows and, when a page was asked for, the total (and whether the count stopped). */
export function pagina<T>(lista: Lista<T>) {
  const r = registros(lista.linhas, lista.total);
  return lista.total_limitado ? { ...r, total_limitado: true as const } : r;
}

export function falha(mensagem: string): { retorno: Retorno } {
  return { retorno: { sucesso: false, mensagem } };
}

/** A route's answers: its own on success, the failure envelope on every error status. */
export function respostas<S extends z.ZodType>(sucessoSchema: S) {
  const descrito = sucessoSchema.description ? sucessoSchema : sucessoSchema.describe('Sucesso.');
  return { 200: descrito, '4xx': envelopeFalha, '5xx': envelopeFalha } as const;
}

/** A route whose success is not JSON (an image, an HTML page): documented by media type, sent as it is. */
export function respostasConteudo<S extends z.ZodType>(tipo: string, schema: S, descricao: string) {
  return {
    200: { description: descricao, content: { [tipo]: { schema } } },
    '4xx': envelopeFalha,
    '5xx': envelopeFalha,
  } as const;
}
