import { zodResolver } from '@hookform/resolvers/zod';
import { type Empresa, MSG, prefixoDdd } from '@mascate/domain';
import { Box, Button, Grid, Paper, TextField, Typography } from '@mui/material';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoCep } from '../../../ui/CampoCep.tsx';
import { CampoCpfCnpj, CampoFone } from '../../../ui/campos.tsx';
import { CampoTexto } from './CampoTexto.tsx';
import { ConfiguracoesVenda } from './ConfiguracoesVenda.tsx';
import { esquemaFormEmpresa, type FormEmpresa, type FormEmpresaValido } from './esquema-form.ts';

type Props = { empresa: Empresa; pendente: boolean; enviar: (d: FormEmpresaValido) => void };

const ORDEM: (keyof FormEmpresa)[] = ['nome', 'cnpj', 'cep', 'email', 'uf'];

export function FormularioEmpresa({ empresa, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { token: _token, usa_merchant: _usa, ...valores } = empresa;
  const { control, handleSubmit, setValue, getValues } = useForm<FormEmpresa, unknown, FormEmpresaValido>({
    resolver: zodResolver(esquemaFormEmpresa),
    defaultValues: valores,
  });
  const invalido = (e: FieldErrors<FormEmpresa>) => {
    const primeiro = ORDEM.map((k) => e[k]?.message).find((m) => typeof m === 'string');
    alertar(primeiro ?? Object.values(e)[0]?.message ?? MSG.camposObrigatorios);
  };
  const preencher = { shouldDirty: true, shouldValidate: false } as const;

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Paper
        component="form"
        noValidate
        variant="outlined"
        sx={{ p: 3 }}
        onSubmit={handleSubmit(enviar, invalido)}
      >
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
          Alterar Empresa
        </Typography>
        <Grid container spacing={2}>
          <CampoTexto control={control} nome="nome" rotulo="Razão social*" max={150} />
          <CampoTexto control={control} nome="fantasia" rotulo="Fantasia" max={150} />
          <Grid size={{ xs: 12, md: 3 }}>
            <Controller
              control={control}
              name="cep"
              render={({ field }) => (
                <CampoCep
                  fullWidth
                  value={field.value}
                  onChange={field.onChange}
                  onEndereco={(e) => {
                    setValue('cidade', e.cidade, preencher);
                    setValue('bairro', e.bairro, preencher);
                    setValue('logradouro', e.logradouro, preencher);
                    setValue('uf', e.uf, preencher);
                    setValue('complemento', e.complemento, preencher);
                    setValue('fone', prefixoDdd(e.ddd, getValues('fone') ?? ''), preencher);
                  }}
                />
              )}
            />
          </Grid>
          <CampoTexto control={control} nome="logradouro" rotulo="Logradouro" max={150} md={7} />
          <CampoTexto control={control} nome="numero" rotulo="Número" max={20} md={2} />
          <CampoTexto control={control} nome="bairro" rotulo="Bairro" max={100} md={4} />
          <CampoTexto control={control} nome="complemento" rotulo="Complemento" max={150} md={4} />
          <CampoTexto control={control} nome="cidade" rotulo="Cidade" max={100} md={3} />
          <CampoTexto control={control} nome="uf" rotulo="UF" max={2} md={1} />
          <CampoTexto control={control} nome="email" rotulo="Email" max={150} md={5} />
          <Grid size={{ xs: 12, md: 3 }}>
            <Controller
              control={control}
              name="fone"
              render={({ field }) => (
                <CampoFone fullWidth label="Telefone" value={field.value ?? ''} onChange={field.onChange} />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={control}
              name="cnpj"
              render={({ field, fieldState }) => (
                <CampoCpfCnpj
                  fullWidth
                  label="CNPJ*"
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Grid>
          <CampoTexto control={control} nome="ie" rotulo="IE" max={20} md={3} />
          <CampoTexto
            control={control}
            nome="link_mapa_google"
            rotulo="Link do mapa (Google)"
            max={500}
            md={5}
          />
          <Grid size={{ xs: 12, md: 7 }}>
            <TextField
              fullWidth
              label="Token"
              value={empresa.token}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
          <ConfiguracoesVenda control={control} />
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" disabled={pendente}>
              Alterar
            </Button>
          </Grid>
        </Grid>
      </Paper>
    </Box>
  );
}
