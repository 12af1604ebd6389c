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

/**
 * The errors only a value the client sent can cause (issue 43: a year 0000 reached a date column, an
 * integer past 2^31 an offset), each with the pt-BR words the client reads. The schemas refuse such
 * values first; this is the net below them, so a gap is a 400 that says what is wrong, never a 500.
 */
const ENTRADA_IMPOSSIVEL: Record<string, string> = {
  '22007': 'Uma data enviada é inválida (use aaaa-mm-dd, entre 01/01/1900 e 31/12/2100).',
  '22008': 'Uma data enviada está fora do intervalo aceito (entre 01/01/1900 e 31/12/2100).',
  '22003': 'Um número enviado está fora do intervalo aceito.',
  '22P02': 'Um valor enviado não tem o formato esperado (número, data ou identificador).',
  '22001': 'Um texto enviado é longo demais.',
  '23514': 'Um valor enviado não é aceito por uma regra do cadastro.',
  '2201W': 'O limite de linhas enviado é inválido.',
  '2201X': 'O deslocamento enviado é inválido.',
};

/** The pt-BR message of a database error a bad value caused, or undefined for any other error. */
export function mensagemEntradaImpossivel(erro: unknown): string | undefined {
  const codigo = codigoPg(erro);
  return codigo === undefined ? undefined : ENTRADA_IMPOSSIVEL[codigo];
}

/** A deadlock or a serialization failure: the transaction may simply run again. */
export const repetivel = (erro: unknown) => ['40P01', '40001'].includes(codigoPg(erro) ?? '');
