// The password rule of every screen that sets one (sign-up, invitation, reset), after current guidance
// (NIST SP 800-63B): a minimum length of 8 and no password from the lists attackers try first; no
// composition rules (a digit, a symbol), which only push people to predictable variations.
import { SENHAS_COMUNS_TEXTO } from './senhas-comuns-lista.ts';

export const SENHA_MINIMO = 8;
export const SENHA_MAXIMO = 200;
export const MSG_SENHA_CURTA = `A senha deve ter pelo menos ${SENHA_MINIMO} caracteres.`;
export const MSG_SENHA_LONGA = `A senha deve ter no máximo ${SENHA_MAXIMO} caracteres.`;
export const MSG_SENHA_COMUM =
  'Esta senha é muito comum e fácil de adivinhar. Escolha outra (uma frase curta é fácil de lembrar).';

// Built on first use: the list is only split when someone actually chooses a password.
let comuns: ReadonlySet<string> | undefined;
const listaComuns = () => {
  comuns ??= new Set(SENHAS_COMUNS_TEXTO.split('\n'));
  return comuns;
};

/** How many passwords the list holds (bounded: it ships in the web app too). */
export const quantasSenhasComuns = () => listaComuns().size;

/** A password from the common list (any case, spaces around ignored) or one character repeated. */
export function senhaComum(senha: string): boolean {
  const s = senha.trim().toLowerCase();
  if (s.length > 0 && [...s].every((c) => c === s[0])) return true;
  return listaComuns().has(s);
}

/** The reason a new password is refused, or undefined when it is acceptable. */
export function problemaDaSenha(senha: string): string | undefined {
  if ([...senha].length < SENHA_MINIMO) return MSG_SENHA_CURTA;
  if (senha.length > SENHA_MAXIMO) return MSG_SENHA_LONGA;
  if (senhaComum(senha)) return MSG_SENHA_COMUM;
  return undefined;
}
