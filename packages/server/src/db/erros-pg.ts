/** The PostgreSQL error code of an error thrown by either driver (Drizzle wraps it in `cause`). */
export function codigoPg(erro: unknown): string | undefined {
  for (let e: unknown = erro, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const codigo = (e as { code?: unknown }).code;
    if (typeof codigo === 'string' && /^[0-9A-Z]{5}$/.test(codigo)) return codigo;
  }
  return undefined;
}

export const violaChaveEstrangeira = (erro: unknown) => codigoPg(erro) === '23503';
export const violaUnicidade = (erro: unknown) => codigoPg(erro) === '23505';
/** A text PostgreSQL cannot store (the NUL character, 0x00): the client's input, not a server fault. */
export const caractereInvalido = (erro: unknown) => ['22021', '22P05'].includes(codigoPg(erro) ?? '');
