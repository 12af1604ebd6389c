// Inputs controlled by plain state (value + onChange); ui/form/ binds them to a form.
import { formatarCpfCnpj, formatarFone } from '@mascate/domain';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { centavosDoTexto, MSG_MOEDA_ILEGIVEL, textoDosCentavos, useSelecionarTudo } from './moeda.ts';

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

/**
 * The one money input (issue 46): typed as written ('12' is R$ 12,00, '12,5' is R$ 12,50) with the caret
 * where the person types, pasted as 'R$ 1.234,56', '1.234,56' or '1234.56', all read by the API's parser
 * (ui/moeda.ts); the whole text is selected on focus, so typing replaces it, and it shows 'R$ 1.234,56'
 * once the field is left. The value is integer cents: 0 when empty, NaN while the text is unreadable
 * (the field says so, and the form's schema refuses it).
 */
export function EntradaMoeda({ value, onChange, onFocus, onBlur, error, helperText, ...resto }: Centavos) {
  const campo = useTextoMoeda(value, (c) => onChange(c ?? 0));
  return (
    <TextField
      {...resto}
      {...campo.props}
      onFocus={(e) => {
        campo.props.onFocus(e);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        campo.props.onBlur();
        onBlur?.(e);
      }}
      error={Boolean(error) || campo.ilegivel}
      helperText={campo.ilegivel ? MSG_MOEDA_ILEGIVEL : helperText}
      slotProps={{ ...resto.slotProps, htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
    />
  );
}

/**
 * The text of a money field: what the person typed while it has the focus, the formatted value after.
 * `mudar` gets the cents on every keystroke (null when empty, NaN when unreadable).
 */
function useTextoMoeda(centavos: number | null, mudar: (centavos: number | null) => void) {
  const [digitado, setDigitado] = useState<string | null>(null);
  // A zero starts empty, so what is typed is the whole value.
  const selecionar = useSelecionarTudo(() => setDigitado(centavos === 0 ? '' : textoDosCentavos(centavos)));
  const texto = digitado ?? textoDosCentavos(centavos);
  const ilegivel = Number.isNaN(centavosDoTexto(texto)) || (digitado === null && Number.isNaN(centavos));
  return {
    ilegivel,
    props: {
      value: texto,
      ...selecionar,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setDigitado(e.target.value);
        mudar(centavosDoTexto(e.target.value));
      },
      // An unreadable text stays as typed, with its message; a readable one shows formatted.
      onBlur: () => setDigitado((d) => (d !== null && Number.isNaN(centavosDoTexto(d)) ? d : null)),
    },
  };
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
