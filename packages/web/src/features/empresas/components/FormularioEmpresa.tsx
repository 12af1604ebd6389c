import { zodResolver } from '@hookform/resolvers/zod';
import { type Empresa, prefixoDdd } from '@mascate/domain';
import { Button, Grid, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoCep } from '../../../ui/form/CampoCep.tsx';
import { CampoDocumento } from '../../../ui/form/CampoDocumento.tsx';
import { CampoTelefone } from '../../../ui/form/CampoTelefone.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { ConfiguracoesVenda } from './ConfiguracoesVenda.tsx';
import { esquemaFormEmpresa, type FormEmpresa, type FormEmpresaValido } from './esquema-form.ts';

type Props = { empresa: Empresa; pendente: boolean; enviar: (d: FormEmpresaValido) => void };

const ORDEM = ['nome', 'cnpj', 'cep', 'email', 'uf'] as const;
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

export function FormularioEmpresa({ empresa, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { token: _token, usa_merchant: _usa, ...valores } = empresa;
  const { control, handleSubmit, setValue, getValues } = useForm<FormEmpresa, unknown, FormEmpresaValido>({
    resolver: zodResolver(esquemaFormEmpresa),
    defaultValues: valores,
  });
  const preencher = { shouldDirty: true, shouldValidate: false } as const;

  const texto = (name: NomeTexto, label: string, max: number, md = 6) => (
    <Grid size={{ xs: 12, md }}>
      <CampoTexto control={control} name={name} label={label} max={max} fullWidth />
    </Grid>
  );

  return (
    <TelaFormulario
      titulo="Alterar Empresa"
      largura="none"
      onSubmit={handleSubmit(enviar, (e) => alertar(primeiraMensagem(e, ORDEM)))}
    >
      <Grid container spacing={2}>
        {texto('nome', 'Razão social*', 150)}
        {texto('fantasia', 'Fantasia', 150)}
        <Grid size={{ xs: 12, md: 3 }}>
          <CampoCep
            control={control}
            name="cep"
            fullWidth
            onEndereco={(e) => {
              setValue('cidade', e.cidade, preencher);
              setValue('bairro', e.bairro, preencher);
              setValue('logradouro', e.logradouro, preencher);
              setValue('uf', e.uf, preencher);
              setValue('complemento', e.complemento, preencher);
              setValue('fone', prefixoDdd(e.ddd, getValues('fone') ?? ''), preencher);
            }}
          />
        </Grid>
        {texto('logradouro', 'Logradouro', 150, 7)}
        {texto('numero', 'Número', 20, 2)}
        {texto('bairro', 'Bairro', 100, 4)}
        {texto('complemento', 'Complemento', 150, 4)}
        {texto('cidade', 'Cidade', 100, 3)}
        {texto('uf', 'UF', 2, 1)}
        {texto('email', 'Email', 150, 5)}
        <Grid size={{ xs: 12, md: 3 }}>
          <CampoTelefone control={control} name="fone" label="Telefone" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CampoDocumento control={control} name="cnpj" label="CNPJ*" fullWidth />
        </Grid>
        {texto('ie', 'IE', 20, 3)}
        {texto('link_mapa_google', 'Link do mapa (Google)', 500, 5)}
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
    </TelaFormulario>
  );
}
