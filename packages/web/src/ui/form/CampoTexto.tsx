import type { FieldValues } from 'react-hook-form';
import { CaixaTexto, type PropsCaixaTexto } from './CaixaTexto.tsx';
import { type PropsCampo, texto, useCampo } from './useCampo.ts';

type Props<F extends FieldValues, S> = PropsCampo<F, S> &
  Omit<
    PropsCaixaTexto,
    'label' | 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef' | 'error' | 'helperText'
  > & {
    max?: number;
    /** A hint under the field while it has no error (a character count). */
    ajuda?: string;
  };

/** A plain text field bound to the form: label, the schema's message under it, aria wiring. */
export function CampoTexto<F extends FieldValues, S>({
  control,
  name,
  max,
  htmlInput,
  ajuda,
  ...resto
}: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  return (
    <CaixaTexto
      {...resto}
      {...ligacao}
      helperText={ligacao.helperText ?? ajuda}
      value={texto(valor)}
      onChange={mudar}
      htmlInput={{ maxLength: max, ...htmlInput }}
    />
  );
}
