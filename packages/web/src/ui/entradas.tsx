// Inputs controlled by plain state (value + onChange); ui/form/ binds them to a form.
import { formatarCpfCnpj, formatarFone, formatarMoeda, somenteDigitos } from '@mascate/domain';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

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

type Selecao<V extends string | number> = Omit<Base, 'select' | 'children'> & {
  value: V;
  onChange: (valor: V) => void;
  opcoes: readonly { valor: V; rotulo: string }[];
};

/**
 * A choice among fixed options in a toolbar above a table (page size, a report's period or grouping),
 * small by default like the search box beside it; the value keeps its type.
 */
export function EntradaSelecao<V extends string | number>({ value, onChange, opcoes, ...resto }: Selecao<V>) {
  const escolher = (texto: string) => {
    const opcao = opcoes.find((o) => String(o.valor) === texto);
    if (opcao) onChange(opcao.valor);
  };
  return (
    <TextField
      size="small"
      sx={{ minWidth: 180 }}
      {...resto}
      select
      value={String(value)}
      onChange={(e) => escolher(e.target.value)}
    >
      {opcoes.map(({ valor, rotulo }) => (
        <MenuItem key={valor} value={String(valor)}>
          {rotulo}
        </MenuItem>
      ))}
    </TextField>
  );
}
