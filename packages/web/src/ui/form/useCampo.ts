import type { TextFieldProps } from '@mui/material';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** The MUI TextField props a field passes through (layout, size, autoComplete...). */
export type PropsTextField = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'label' | 'defaultValue' | 'error' | 'helperText'
>;

/** What every field of the kit takes: the form's control, the field's name and its visible label. */
export type PropsCampo<F extends FieldValues, S> = {
  control: Control<F, unknown, S>;
  name: FieldPath<F>;
  label: string;
};

/**
 * The form's value of one field and the wiring every field carries: name, ref, blur, error state and
 * message. MUI turns `error` into aria-invalid and `helperText` into the aria-describedby target.
 */
export function useCampo<F extends FieldValues, S>(control: Control<F, unknown, S>, name: FieldPath<F>) {
  const { field, fieldState } = useController({ control, name });
  return {
    valor: field.value as unknown,
    mudar: field.onChange as (valor: unknown) => void,
    ligacao: {
      name: field.name,
      inputRef: field.ref,
      onBlur: field.onBlur,
      error: Boolean(fieldState.error),
      helperText: fieldState.error?.message,
    },
  };
}

export const texto = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
