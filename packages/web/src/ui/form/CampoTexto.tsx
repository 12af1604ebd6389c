import { TextField, type TextFieldProps } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { type PropsCampo, texto, useCampo } from './useCampo.ts';

export type PropsTextField = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'label' | 'defaultValue' | 'error' | 'helperText'
>;

type Props<F extends FieldValues, S> = PropsCampo<F, S> & PropsTextField & { max?: number };

/** A plain text field bound to the form: label, the schema's message under it, aria wiring. */
export function CampoTexto<F extends FieldValues, S>({
  control,
  name,
  max,
  slotProps,
  ...resto
}: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  return (
    <TextField
      {...resto}
      {...ligacao}
      value={texto(valor)}
      onChange={(e) => mudar(e.target.value)}
      slotProps={{ ...slotProps, htmlInput: { maxLength: max, ...(slotProps?.htmlInput as object) } }}
    />
  );
}
