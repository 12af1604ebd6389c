import { createHash, randomBytes } from 'node:crypto';

/** A random secret for the client and the hash we store in its place. */
export function novoSegredo(): { segredo: string; hash: string } {
  const segredo = randomBytes(32).toString('base64url');
  return { segredo, hash: hashSegredo(segredo) };
}

export function hashSegredo(segredo: string): string {
  return createHash('sha256').update(segredo).digest('hex');
}

/** 'Bearer abc', 'bearer abc' and a bare 'abc' are all accepted (the field app sends the bare token). */
export function tokenDoCabecalho(cabecalho: string | undefined): string | undefined {
  const valor = cabecalho?.trim();
  if (!valor) return undefined;
  const m = /^bearer\s+(.+)$/i.exec(valor);
  return (m ? m[1] : valor)?.trim() || undefined;
}
