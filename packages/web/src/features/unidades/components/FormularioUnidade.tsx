import { zodResolver } from '@hookform/resolvers/zod';
import { type UnidadeCorpo, type UnidadeEntrada, unidadeSchema } from '@mascate/domain';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: UnidadeCorpo;
  pendente: boolean;
  enviar: (d: UnidadeCorpo) => void;
};

function Campo(p: {
  control: Control<UnidadeEntrada>;
  nome: keyof UnidadeEntrada;
  rotulo: string;
  max: number;
}) {
  return (
    <Controller
      control={p.control}
      name={p.nome}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          label={p.rotulo}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: p.max } }}
        />
      )}
    />
  );
}

/** The register and edit screens share this form; only the title, button and initial values differ. */
export function FormularioUnidade({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<UnidadeEntrada, unknown, UnidadeCorpo>({
    resolver: zodResolver(unidadeSchema),
    defaultValues: { sigla: '', descricao: '' },
  });
  useEffect(() => {
    if (inicial) reset(inicial);
  }, [inicial, reset]);
  const invalido = handleSubmit(enviar, (e) =>
    alertar(e.sigla?.message ?? e.descricao?.message ?? 'Verifique os campos destacados.'),
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }}>
      <Paper component="form" noValidate variant="outlined" sx={{ p: 3 }} onSubmit={invalido}>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
          {titulo}
        </Typography>
        <Stack spacing={2}>
          <Campo control={control} nome="sigla" rotulo="Sigla" max={10} />
          <Campo control={control} nome="descricao" rotulo="Descrição" max={100} />
          <Button type="submit" variant="contained" size="large" disabled={pendente}>
            {botao}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
