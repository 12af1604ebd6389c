import { zodResolver } from '@hookform/resolvers/zod';
import { FLAGS_VAZIAS, type RotaCorpo, type RotaEntrada, rotaSchema } from '@mascate/domain';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoDias } from './CampoDias.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: RotaCorpo;
  pendente: boolean;
  enviar: (d: RotaCorpo) => void;
};

/** Register and edit share this form (edit keeps the weekdays too: docs/deviations.md). */
export function FormularioRota({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<RotaEntrada, unknown, RotaCorpo>({
    resolver: zodResolver(rotaSchema),
    defaultValues: { nome: '', descricao: '', dias_semana_venda: FLAGS_VAZIAS },
  });
  useEffect(() => {
    if (inicial) reset(inicial);
  }, [inicial, reset]);
  const invalido = handleSubmit(enviar, (e) =>
    alertar(
      e.nome?.message ?? e.descricao?.message ?? e.dias_semana_venda?.message ?? 'Verifique os campos.',
    ),
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }}>
      <Paper component="form" noValidate variant="outlined" sx={{ p: 3 }} onSubmit={invalido}>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
          {titulo}
        </Typography>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="nome"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label="Nome"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
          />
          <Controller
            control={control}
            name="descricao"
            render={({ field }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                inputRef={field.ref}
                label="Descrição"
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 255 } }}
              />
            )}
          />
          <Controller
            control={control}
            name="dias_semana_venda"
            render={({ field }) => <CampoDias flags={field.value ?? FLAGS_VAZIAS} mudar={field.onChange} />}
          />
          <Button type="submit" variant="contained" size="large" disabled={pendente}>
            {botao}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
