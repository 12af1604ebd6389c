import { zodResolver } from '@hookform/resolvers/zod';
import { type Empresa, NOMES_REGIMES, REGIMES_TRIBUTARIOS } from '@mascate/domain';
import { Button, Grid, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CamposEndereco } from '../../../ui/form/CamposEndereco.tsx';
import { CelulaDocumento, CelulaTelefone } from '../../../ui/form/CelulasContato.tsx';
import { CelulaTexto } from '../../../ui/form/CelulaTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { CelulaConfiguracao } from './CelulaConfiguracao.tsx';
import { ConfiguracoesComissao, percentualNoForm } from './ConfiguracoesComissao.tsx';
import { ConfiguracoesVenda } from './ConfiguracoesVenda.tsx';
import { esquemaFormEmpresa, type FormEmpresa, type FormEmpresaValido } from './esquema-form.ts';

type Props = { empresa: Empresa; pendente: boolean; enviar: (d: FormEmpresaValido) => void };

const ORDEM = ['nome', 'cnpj', 'cep', 'email', 'uf'] as const;
const REGIMES = REGIMES_TRIBUTARIOS.map((valor) => ({ valor, rotulo: NOMES_REGIMES[valor] }));

export function FormularioEmpresa({ empresa, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { token: _token, usa_merchant: _usa, ...valores } = empresa;
  const { control, handleSubmit, setValue, getValues } = useForm<FormEmpresa, unknown, FormEmpresaValido>({
    resolver: zodResolver(esquemaFormEmpresa),
    // Issue 30: empty days is "off"; the text field holds it as typed.
    defaultValues: {
      ...valores,
      comissao_padrao: percentualNoForm(valores.comissao_padrao),
      comissao_quando: valores.comissao_quando as FormEmpresa['comissao_quando'],
      bloquear_limite: valores.bloquear_limite ?? 0,
      bloquear_vencidos_dias:
        valores.bloquear_vencidos_dias === null || valores.bloquear_vencidos_dias === undefined
          ? ''
          : String(valores.bloquear_vencidos_dias),
    },
  });

  return (
    <TelaFormulario
      titulo="Alterar Empresa"
      largura="none"
      onSubmit={handleSubmit(enviar, (e) => alertar(primeiraMensagem(e, ORDEM)))}
    >
      <Grid container spacing={2}>
        <CelulaTexto control={control} name="nome" label="Razão social*" max={150} />
        <CelulaTexto control={control} name="fantasia" label="Fantasia" max={150} />
        <CamposEndereco form={{ control, setValue, getValues }} telefone="fone" />
        <CelulaTexto control={control} name="email" label="Email" max={150} md={5} />
        <CelulaTelefone control={control} name="fone" label="Telefone" md={3} />
        <CelulaDocumento control={control} name="cnpj" label="CNPJ*" md={4} />
        <CelulaTexto control={control} name="ie" label="IE" max={20} md={3} />
        {/* Issue 48: the regime decides whether IPI and ICMS próprio are on the order (docs/impostos.md). */}
        <CelulaConfiguracao
          control={control}
          name="regime_tributario"
          label="Regime tributário"
          opcoes={REGIMES}
        />
        <CelulaTexto
          control={control}
          name="link_mapa_google"
          label="Link do mapa (Google)"
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
        <ConfiguracoesComissao control={control} />
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={pendente}>
            Alterar
          </Button>
        </Grid>
      </Grid>
    </TelaFormulario>
  );
}
