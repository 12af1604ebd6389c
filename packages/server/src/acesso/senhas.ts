import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its recommended cost; ~20-50 ms per hash here.
export const hashSenha = (senha: string): Promise<string> => hash(senha);

/** The hash a sign-in verifies against: the stored one when it is an argon2 hash, else the dummy one. */
export function hashParaVerificar(hashGuardado: string | undefined): string {
  return hashGuardado?.startsWith('$argon2') ? hashGuardado : HASH_FICTICIO;
}

/**
 * Whether `senha` matches the stored hash. Whatever is stored (no account, an invited user's '!convite',
 * anything that is not an argon2 hash), an argon2 verification runs, against the dummy hash when there is
 * no real one: the time never tells an invited user or an unknown e-mail from a wrong password (issue 23).
 */
export async function senhaConfere(hashGuardado: string | undefined, senha: string): Promise<boolean> {
  const alvo = hashParaVerificar(hashGuardado);
  try {
    const confere = await verify(alvo, senha);
    return alvo !== HASH_FICTICIO && confere;
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password. */
export const HASH_FICTICIO = await hashSenha('senha-ficticia-para-tempo-constante');
