import { zodResolver } from '@hookform/resolvers/zod';
import { type RegraFiscalEntrada, regraFiscalSchema, UFS } from '@mascate/domain';
import { Button, Grid } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoDecimal } from '../../../ui/form/CampoDecimal.tsx';
import { CampoMarcacao } from '../../../ui/form/CampoMarcacao.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: RegraFiscalEntrada;
  pendente: boolean;
  enviar: (d: RegraFiscalEntrada) => void;
};

const REGRA_VAZIA: RegraFiscalEntrada = {
  ncm: '',
  uf: '',
  cfop: '',
  aliquota_icms: '',
  reducao_base: '',
  st: false,
  mva: '',
  st_nao_contribuinte: false,
  fcp: '',
  fcp_st: '',
  ipi: '',
};

const UF_DESTINO = [{ valor: '', rotulo: 'Todas' }, ...UFS.map((uf) => ({ valor: uf, rotulo: uf }))];

// The schema's fields in the screen's order, so the 'Atenção' modal names the first wrong one.
const ORDEM = [
  'ncm',
  'uf',
  'cfop',
  'aliquota_icms',
  'reducao_base',
  'ipi',
  'fcp',
  'mva',
  'fcp_st',
] as const satisfies readonly (keyof RegraFiscalEntrada)[];

const numerico = { inputMode: 'numeric' } as const;

/** Issue 48: a rule by NCM and destination UF; the register and edit screens share it. */
export function FormularioRegraFiscal({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  // raw: the domain schema checks the values, and the values as typed are sent (its output is in
  // hundredths of a percent, which the server would read as percent again).
  const { control, handleSubmit, reset } = useForm<RegraFiscalEntrada>({
    resolver: zodResolver(regraFiscalSchema, undefined, { raw: true }),
    defaultValues: REGRA_VAZIA,
  });
  useEffect(() => {
    if (inicial) reset(inicial);
  }, [inicial, reset]);
  const aoEnviar = handleSubmit(enviar, (e) => alertar(primeiraMensagem(e, ORDEM)));
  const celula = { xs: 12, sm: 6 };

  return (
    <TelaFormulario titulo={titulo} largura={760} onSubmit={aoEnviar}>
      <Grid container spacing={2}>
        <Grid size={celula}>
          <CampoTexto
            control={control}
            name="ncm"
            label="NCM"
            max={10}
            fullWidth
            htmlInput={numerico}
            ajuda="8 dígitos, ou o começo do NCM (2 a 7) para um grupo."
          />
        </Grid>
        <Grid size={celula}>
          <CampoSelecao control={control} name="uf" label="UF de destino" fullWidth opcoes={UF_DESTINO} />
        </Grid>
        <Grid size={celula}>
          <CampoTexto
            control={control}
            name="cfop"
            label="CFOP"
            max={4}
            fullWidth
            htmlInput={numerico}
            ajuda="Vazio: 5102/6102, 5403/6403 com ST, 6108 a não contribuinte de outra UF."
          />
        </Grid>
        <Grid size={celula}>
          <CampoDecimal
            control={control}
            name="aliquota_icms"
            label="Alíquota interna do ICMS (%)"
            fullWidth
            ajuda="Vazio: a da tabela de alíquotas internas da UF."
          />
        </Grid>
        <Grid size={celula}>
          <CampoDecimal control={control} name="reducao_base" label="Redução de base (%)" fullWidth />
        </Grid>
        <Grid size={celula}>
          <CampoDecimal
            control={control}
            name="ipi"
            label="IPI (%)"
            fullWidth
            ajuda="Vazio: o IPI do cadastro do produto."
          />
        </Grid>
        <Grid size={celula}>
          <CampoDecimal control={control} name="fcp" label="FCP (%)" fullWidth />
        </Grid>
        <Grid size={12}>
          <CampoMarcacao control={control} name="st" label="Substituição tributária (ICMS-ST)" />
        </Grid>
        <Grid size={celula}>
          <CampoDecimal control={control} name="mva" label="MVA original (%)" fullWidth />
        </Grid>
        <Grid size={celula}>
          <CampoDecimal control={control} name="fcp_st" label="FCP-ST (%)" fullWidth />
        </Grid>
        <Grid size={12}>
          <CampoMarcacao
            control={control}
            name="st_nao_contribuinte"
            label="ST também para cliente não contribuinte"
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={pendente}>
            {botao}
          </Button>
        </Grid>
      </Grid>
    </TelaFormulario>
  );
}
