import { type ClienteEntrada, formatarFone } from '@mascate/domain';
import { TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';

type Nome = Exclude<keyof ClienteEntrada, 'rota_id'>;
type Props = {
  control: Control<ClienteEntrada>;
  nome: Nome;
  rotulo: string;
  max: number;
  obrigatorio?: boolean;
};

/** One text field of the customer form, its error wired to the label (aria-invalid, helper text). */
export function CampoTexto({ control, nome, rotulo, max, obrigatorio }: Props) {
  return (
    <Controller
      control={control}
      name={nome}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          label={obrigatorio ? `${rotulo}*` : rotulo}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      )}
    />
  );
}

// '(11) ' from the CEP lookup stays as the spec writes it until the user types the number.
export function CampoTelefone({ control }: { control: Control<ClienteEntrada> }) {
  return (
    <Controller
      control={control}
      name="fone1"
      render={({ field }) => {
        const v = field.value ?? '';
        return (
          <TextField
            label="Telefone"
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={/^\(\d{2}\) $/.test(v) ? v : formatarFone(v)}
            onChange={(e) => field.onChange(formatarFone(e.target.value))}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15 } }}
          />
        );
      }}
    />
  );
}
