import { Grid, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import type { FormEmpresa, FormEmpresaValido } from './esquema-form.ts';

type NomeTexto =
  | 'nome'
  | 'fantasia'
  | 'logradouro'
  | 'numero'
  | 'bairro'
  | 'complemento'
  | 'cidade'
  | 'uf'
  | 'email'
  | 'ie'
  | 'link_mapa_google';

type Props = {
  control: Control<FormEmpresa, unknown, FormEmpresaValido>;
  nome: NomeTexto;
  rotulo: string;
  max: number;
  md?: number;
};

/** One plain text field of the company form, with its error wired to the input. */
export function CampoTexto({ control, nome, rotulo, max, md = 6 }: Props) {
  return (
    <Grid size={{ xs: 12, md }}>
      <Controller
        control={control}
        name={nome}
        render={({ field, fieldState }) => (
          <TextField
            fullWidth
            label={rotulo}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: max } }}
          />
        )}
      />
    </Grid>
  );
}
