import { zodResolver } from '@hookform/resolvers/zod';
import { type ClienteCorpo, type ClienteEntrada, clienteSchema, prefixoDdd } from '@mascate/domain';
import { Box, Button, Grid, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoCep } from '../../../ui/CampoCep.tsx';
import { CampoCpfCnpj } from '../../../ui/campos.tsx';
import { useRotasParaSelecao } from '../api/listar-rotas.ts';
import { CampoTelefone, CampoTexto } from './CampoTexto.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: ClienteEntrada;
  pendente: boolean;
  enviar: (d: ClienteCorpo) => void;
};

const VAZIO: ClienteEntrada = {
  rota_id: 0,
  nome: '',
  apelido: '',
  logradouro: '',
  numero: '',
  cep: '',
  bairro: '',
  complemento: '',
  cidade: '',
  uf: '',
  email: '',
  fone1: '',
  cnpj_cpf: '',
  ie_rg: '',
};

// The spec's order: required fields first, then the document check.
function primeiraMensagem(e: FieldErrors<ClienteEntrada>): string {
  const m = e.nome?.message ?? e.cnpj_cpf?.message;
  return m ?? Object.values(e).find((x) => x?.message)?.message ?? 'Verifique os campos destacados.';
}

/** Register and edit share this form; only the title, button and initial values differ. */
export function FormularioCliente({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const rotas = useRotasParaSelecao();
  const { control, handleSubmit, reset, setValue, getValues } = useForm<
    ClienteEntrada,
    unknown,
    ClienteCorpo
  >({
    resolver: zodResolver(clienteSchema),
    defaultValues: VAZIO,
  });
  useEffect(() => {
    if (inicial) reset({ ...VAZIO, ...inicial });
  }, [inicial, reset]);
  const invalido = handleSubmit(enviar, (e) => alertar(primeiraMensagem(e)));
  const campo = (nome: Parameters<typeof CampoTexto>[0]['nome'], rotulo: string, max: number, md = 6) => (
    <Grid size={{ xs: 12, md }}>
      <CampoTexto control={control} nome={nome} rotulo={rotulo} max={max} />
    </Grid>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 960 }}>
      <Paper component="form" noValidate variant="outlined" sx={{ p: 3 }} onSubmit={invalido}>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
          {titulo}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <CampoTexto control={control} nome="nome" rotulo="Razão social" max={150} obrigatorio />
          </Grid>
          {campo('apelido', 'Nome fantasia', 150)}
          <Grid size={{ xs: 12, md: 3 }}>
            <Controller
              control={control}
              name="cep"
              render={({ field }) => (
                <CampoCep
                  label="CEP"
                  fullWidth
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onEndereco={(e) => {
                    const opcoes = { shouldDirty: true };
                    setValue('cidade', e.cidade, opcoes);
                    setValue('bairro', e.bairro, opcoes);
                    setValue('logradouro', e.logradouro, opcoes);
                    setValue('uf', e.uf, opcoes);
                    setValue('complemento', e.complemento, opcoes);
                    setValue('fone1', prefixoDdd(e.ddd, getValues('fone1') ?? ''), opcoes);
                  }}
                />
              )}
            />
          </Grid>
          {campo('logradouro', 'Logradouro', 150, 7)}
          {campo('numero', 'Número', 20, 2)}
          {campo('bairro', 'Bairro', 100, 4)}
          {campo('complemento', 'Complemento', 150, 4)}
          {campo('cidade', 'Cidade', 100, 3)}
          {campo('uf', 'UF', 2, 1)}
          {campo('email', 'Email', 150)}
          <Grid size={{ xs: 12, md: 6 }}>
            <CampoTelefone control={control} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="cnpj_cpf"
              render={({ field, fieldState }) => (
                <CampoCpfCnpj
                  label="CPF/CNPJ*"
                  fullWidth
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Grid>
          {campo('ie_rg', 'IE/RG', 20)}
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="rota_id"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label="Rota"
                  name={field.name}
                  value={Number(field.value) || 0}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                >
                  <MenuItem value={0}>Nenhuma</MenuItem>
                  {(rotas.data ?? []).map((r) => (
                    <MenuItem key={r.id} value={r.id}>
                      {r.nome}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" disabled={pendente}>
              {botao}
            </Button>
          </Grid>
        </Grid>
      </Paper>
    </Box>
  );
}
