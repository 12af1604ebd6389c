// Inputs controlled by plain state (value + onChange); ui/form/ binds them to a form.
import { formatarCpfCnpj, formatarFone, formatarMoeda, somenteDigitos } from '@mascate/domain';
import { TextField, type TextFieldProps } from '@mui/material';

type Base = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue' | 'type'>;
type Texto = Base & { value: string; onChange: (valor: string) => void };

/** CPF or CNPJ (alphanumeric too), masked while typing; the value keeps the mask. */
export function EntradaCpfCnpj({ value, onChange, ...resto }: Texto) {
  return (
    <TextField
      {...resto}
      value={formatarCpfCnpj(value ?? '')}
      onChange={(e) => onChange(formatarCpfCnpj(e.target.value))}
      slotProps={{ ...resto.slotProps, htmlInput: { inputMode: 'text', maxLength: 18, autoComplete: 'off' } }}
    />
  );
}

/**
 * Landline or mobile with DDD, masked while typing. '(11) ' put by a CEP lookup stays as written until
 * the number is typed.
 */
export function EntradaFone({ value, onChange, ...resto }: Texto) {
  const v = value ?? '';
  return (
    <TextField
      {...resto}
      value={/^\(\d{2}\) $/.test(v) ? v : formatarFone(v)}
      onChange={(e) => onChange(formatarFone(e.target.value))}
      slotProps={{ ...resto.slotProps, htmlInput: { inputMode: 'tel', maxLength: 15 } }}
    />
  );
}

type Centavos = Base & { value: number; onChange: (centavos: number) => void };

/** Money typed from the right like a cash register: the value is integer cents, shown as 'R$ 1.234,56'. */
export function EntradaMoeda({ value, onChange, ...resto }: Centavos) {
  return (
    <TextField
      {...resto}
      value={formatarMoeda(value)}
      onChange={(e) => {
        const digitos = somenteDigitos(e.target.value).slice(0, 13);
        onChange(digitos === '' ? 0 : Number(digitos));
      }}
      slotProps={{ ...resto.slotProps, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
