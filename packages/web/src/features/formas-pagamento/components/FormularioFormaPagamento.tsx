import { zodResolver } from '@hookform/resolvers/zod';
import { type FormaPagamentoCorpo, type FormaPagamentoEntrada, formaPagamentoSchema } from '@mascate/domain';
import { Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: { descricao: string; parcelamento: boolean };
  pendente: boolean;
  enviar: (d: FormaPagamentoCorpo) => void;
};

/** The register and edit screens share this form; only the title, button and initial values differ. */
export function FormularioFormaPagamento({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<FormaPagamentoEntrada, unknown, FormaPagamentoCorpo>({
    resolver: zodResolver(formaPagamentoSchema),
    defaultValues: { descricao: '', parcelamento: false },
  });
  useEffect(() => {
    if (inicial) reset(inicial);
  }, [inicial, reset]);

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }}>
      <Paper
        component="form"
        noValidate
        variant="outlined"
        sx={{ p: 3 }}
        onSubmit={handleSubmit(enviar, (e) =>
          alertar(e.descricao?.message ?? 'Verifique os campos destacados.'),
        )}
      >
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
          {titulo}
        </Typography>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="descricao"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label="Descrição"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: 150 } }}
              />
            )}
          />
          <Controller
            control={control}
            name="parcelamento"
            render={({ field }) => (
              <FormControlLabel
                label="Permitir Parcelamento no Pedido"
                control={
                  <Checkbox
                    checked={field.value === true || field.value === 1 || field.value === '1'}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={pendente}>
            {botao}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
