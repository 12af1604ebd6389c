import { formatarCpfCnpj, formatarFone, formatarMoeda, somenteDigitos } from '@mascate/domain';
import { TextField, type TextFieldProps } from '@mui/material';

type Base = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue' | 'type'>;
type CampoTexto = Base & { value: string; onChange: (valor: string) => void };

/** CPF or CNPJ (alphanumeric too), masked while typing; the value keeps the mask. */
export function CampoCpfCnpj({ value, onChange, ...resto }: CampoTexto) {
  return (
    <TextField
      {...resto}
      value={formatarCpfCnpj(value ?? '')}
      onChange={(e) => onChange(formatarCpfCnpj(e.target.value))}
      slotProps={{ ...resto.slotProps, htmlInput: { inputMode: 'text', maxLength: 18, autoComplete: 'off' } }}
    />
  );
}

/** Landline or mobile with DDD, masked while typing. */
export function CampoFone({ value, onChange, ...resto }: CampoTexto) {
  return (
    <TextField
      {...resto}
      value={formatarFone(value ?? '')}
      onChange={(e) => onChange(formatarFone(e.target.value))}
      slotProps={{ ...resto.slotProps, htmlInput: { inputMode: 'tel', maxLength: 15 } }}
    />
  );
}

type CampoCentavos = Base & { value: number; onChange: (centavos: number) => void };

/** Money typed from the right like a cash register: the value is integer cents, shown as 'R$ 1.234,56'. */
export function CampoMoeda({ value, onChange, ...resto }: CampoCentavos) {
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
