import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first message in the given field order, so the 'Atenção' modal says what the spec says first. */
export function primeiraMensagem<F extends FieldValues>(
  erros: FieldErrors<F>,
  ordem: readonly (keyof F & string)[] = [],
): string {
  for (const nome of ordem) {
    const m = erros[nome]?.message;
    if (typeof m === 'string' && m) return m;
  }
  const outra = Object.values(erros).find((e) => typeof e?.message === 'string' && e.message);
  return typeof outra?.message === 'string' ? outra.message : 'Verifique os campos destacados.';
}

export function vazio(v: unknown): boolean {
  return typeof v !== 'string' || v.trim() === '';
}
