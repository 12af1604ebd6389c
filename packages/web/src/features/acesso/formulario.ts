import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** Wires a registered field into a MUI TextField: ref on the input, error state and its message. */
export function propsCampo<F extends FieldValues>(
  register: UseFormRegister<F>,
  erros: FieldErrors<F>,
  nome: Path<F>,
) {
  const { ref, ...resto } = register(nome);
  const erro = erros[nome];
  return {
    ...resto,
    inputRef: ref,
    error: Boolean(erro),
    helperText: typeof erro?.message === 'string' ? erro.message : undefined,
  };
}

/** The first message in the given field order, so the modal says what the spec says first. */
export function primeiraMensagem<F extends FieldValues>(erros: FieldErrors<F>, ordem: Path<F>[]): string {
  for (const nome of ordem) {
    const m = erros[nome]?.message;
    if (typeof m === 'string' && m) return m;
  }
  return 'Verifique os campos destacados.';
}

export function vazio(v: unknown): boolean {
  return typeof v !== 'string' || v.trim() === '';
}
