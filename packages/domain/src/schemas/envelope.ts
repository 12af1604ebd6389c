// The answer envelope of every endpoint, as zod schemas: the server serialises through them (nothing
// undeclared leaks out), OpenAPI shows them, and the web app infers its types from them.
// Plain schemas only: a `.transform()` here would fail when the server encodes the answer.
import { z } from 'zod';

export const retornoSchema = z.object({ sucesso: z.boolean(), mensagem: z.string() });
export type Retorno = z.infer<typeof retornoSchema>;

/** Every failure (400, 401, 403, 404, 409, 413, 429, 5xx): `retorno` only, `sucesso: false`. */
export const envelopeFalha = z
  .object({ retorno: retornoSchema })
  .describe('Falha: retorno.sucesso é false e retorno.mensagem diz o motivo, em português.');

/** A change or an action: `retorno` with the endpoint's own extras (the new id, the login's token...). */
export function envelopeRetorno<E extends z.ZodRawShape = Record<never, never>>(extras?: E) {
  return z.object({ retorno: retornoSchema.extend(extras ?? ({} as E)) });
}

/**
 * A read: the rows, and `total` when the client asked for a page (`limite`); with `total_limitado` the
 * count stopped there and there are more (schemas/comum.ts, contagemAte).
 */
export function envelopeRegistros<L extends z.ZodType>(linha: L) {
  return z.object({
    retorno: retornoSchema,
    registros: z.array(linha),
    total: z.number().int().optional(),
    total_limitado: z
      .literal(true)
      .optional()
      .describe('Presente quando a contagem parou no limite: há mais registros que `total`.'),
    cursor: z
      .string()
      .optional()
      .describe('Numa leitura incremental: o cursor da próxima (igual ao enviado quando nada mudou).'),
  });
}

/**
 * The envelope as any client reads it, whatever the endpoint: `T` is the row of a read, `E` the extras of
 * `retorno`. An endpoint's exact answer is `z.infer` of its schema (`respostas<Feature>.<acao>`).
 */
export type Envelope<T = unknown, E extends object = Record<string, unknown>> = {
  retorno: Retorno & Partial<E>;
  registros?: T[];
  total?: number;
  total_limitado?: true;
};

/** The exact answer of one endpoint, from its schema. */
export type RespostaDe<S extends z.ZodType> = z.infer<S>;

/** Ids the server assigns, answered by create. */
export const idCriado = { id: z.number().int() };

/**
 * The answers of a register's five endpoints: its rows (read; read_one, with `linhaUm` when one record
 * is read with more than the list shows), the new id (create), `retorno` only (update, delete).
 */
export function respostasDeCadastro<L extends z.ZodType, U extends z.ZodType = L>(linha: L, linhaUm?: U) {
  return {
    read: envelopeRegistros(linha),
    read_one: envelopeRegistros((linhaUm ?? linha) as U),
    create: envelopeRetorno(idCriado),
    update: envelopeRetorno(),
    delete: envelopeRetorno(),
  };
}
