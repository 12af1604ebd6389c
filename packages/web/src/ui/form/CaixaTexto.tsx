import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';

export type PropsCaixaTexto = {
  label: string;
  value: string;
  onChange: (valor: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Extra attributes of the <input> (maxLength, inputMode, step). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * MUI's outlined TextField without the select and the other variants it always bundles (~10 kB
 * gzipped less on the login screen). The same wiring: the label names the input, the message is its
 * aria-describedby target and `error` sets aria-invalid.
 */
export function CaixaTexto(p: PropsCaixaTexto) {
  const id = useId();
  const idAjuda = `${id}-ajuda`;
  return (
    <FormControl
      variant="outlined"
      fullWidth={p.fullWidth}
      size={p.size}
      error={p.error}
      disabled={p.disabled}
      sx={p.sx}
    >
      <InputLabel htmlFor={id}>{p.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={p.label}
        name={p.name}
        type={p.type}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
        inputRef={p.inputRef}
        autoComplete={p.autoComplete}
        autoFocus={p.autoFocus}
        placeholder={p.placeholder}
        multiline={p.multiline}
        minRows={p.minRows}
        endAdornment={p.endAdornment}
        inputProps={p.htmlInput}
        aria-describedby={p.helperText ? idAjuda : undefined}
      />
      {p.helperText && <FormHelperText id={idAjuda}>{p.helperText}</FormHelperText>}
    </FormControl>
  );
}
