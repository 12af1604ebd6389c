import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoCpfCnpj } from '../../../ui/campos.tsx';
import { CampoRotas } from './CampoRotas.tsx';

export type DadosRepresentanteForm = {
  status: string;
  nome: string;
  email: string;
  cnpj_cpf: string;
  rotas: number[];
};

type Props<S extends z.ZodType> = {
  titulo: string;
  botao: string;
  /** Create or update schema from domain: the same rules and messages the server applies. */
  schema: S;
  /** The edit screen adds the Status select and the 'Adicionar Rota' button. */
  alteracao?: boolean;
  inicial?: DadosRepresentanteForm;
  pendente: boolean;
  enviar: (d: z.output<S>) => void;
  /** Extra fields the schema needs but the form does not show (the id on edit). */
  extras?: Record<string, unknown>;
};

const VAZIO: DadosRepresentanteForm = { status: '1', nome: '', email: '', cnpj_cpf: '', rotas: [] };

export function FormularioRepresentante<S extends z.ZodType>(p: Props<S>) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<DadosRepresentanteForm>({ defaultValues: VAZIO });
  useEffect(() => {
    if (p.inicial) reset(p.inicial);
  }, [p.inicial, reset]);
  const enviar = handleSubmit((valores) => {
    const r = p.schema.safeParse({ ...valores, ...p.extras });
    if (r.success) p.enviar(r.data);
    else alertar(r.error.issues[0]?.message ?? 'Verifique os campos.');
  });
  const texto = (nome: 'nome' | 'email', rotulo: string) => (
    <Controller
      control={control}
      name={nome}
      render={({ field }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          label={rotulo}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
      )}
    />
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }}>
      <Paper component="form" noValidate variant="outlined" sx={{ p: 3 }} onSubmit={enviar}>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
          {p.titulo}
        </Typography>
        <Stack spacing={2}>
          {texto('nome', 'Nome')}
          {texto('email', 'Email')}
          <Controller
            control={control}
            name="cnpj_cpf"
            render={({ field }) => (
              <CampoCpfCnpj
                label="CNPJ / CPF"
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {p.alteracao && (
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <TextField
                  select
                  label="Status"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <MenuItem value="0">Inativo</MenuItem>
                  <MenuItem value="1">Ativo</MenuItem>
                </TextField>
              )}
            />
          )}
          <Controller
            control={control}
            name="rotas"
            render={({ field }) => (
              <CampoRotas escolhidas={field.value} mudar={field.onChange} botaoAdicionar={p.alteracao} />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={p.pendente}>
            {p.botao}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
