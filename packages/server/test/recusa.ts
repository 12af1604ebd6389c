import { expect, it } from 'vitest';
import type { Resposta } from './chamadas.ts';

/**
 * Bad input: `enviar()` is answered 400 with `mensagem` in the envelope, and `medir()` (the rows the call
 * could have written) reads the same after as before.
 */
export async function recusaSemGravar(
  enviar: () => Promise<Resposta>,
  mensagem: string,
  medir: () => Promise<unknown>,
): Promise<void> {
  const antes = await medir();
  const r = await enviar();
  expect(r.status).toBe(400);
  expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem });
  expect(await medir()).toEqual(antes);
}

/** One test per bad body (`recusaSemGravar`): 400 with that body's message, nothing saved. */
export function testarRecusas(
  casos: [corpo: unknown, mensagem: string][],
  enviar: (corpo: unknown) => Promise<Resposta>,
  medir: () => Promise<unknown>,
): void {
  it.each(casos)('recusa %j com 400 e nada gravado', (corpo, mensagem) =>
    recusaSemGravar(() => enviar(corpo), mensagem, medir),
  );
}
