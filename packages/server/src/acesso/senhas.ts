import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its recommended cost; ~20-50 ms per hash here.
export const hashSenha = (senha: string): Promise<string> => hash(senha);

export async function senhaConfere(hashGuardado: string, senha: string): Promise<boolean> {
  try {
    return await verify(hashGuardado, senha);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password. */
export const HASH_FICTICIO = await hashSenha('senha-ficticia-para-tempo-constante');
