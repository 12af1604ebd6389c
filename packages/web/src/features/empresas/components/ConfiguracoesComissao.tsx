import { COMISSAO_QUANDO, NOMES_COMISSAO_QUANDO } from '@mascate/domain';
import { Grid } from '@mui/material';
import { CampoDecimal } from '../../../ui/form/CampoDecimal.tsx';
import { CelulaConfiguracao } from './CelulaConfiguracao.tsx';
import type { ControleEmpresa } from './esquema-form.ts';

/** A rate as the form shows it: '12,5', or empty when not set (issue 31). */
export const percentualNoForm = (p: number | null | undefined): string =>
  p === null || p === undefined ? '' : String(p).replace('.', ',');

/** Issue 31: the company's default commission rate and when commission is earned. */
export function ConfiguracoesComissao({ control }: { control: ControleEmpresa }) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <CampoDecimal control={control} name="comissao_padrao" label="Comissão padrão (%)" fullWidth />
      </Grid>
      <CelulaConfiguracao
        control={control}
        name="comissao_quando"
        label="Comissão paga"
        opcoes={COMISSAO_QUANDO.map((q) => ({ valor: q, rotulo: NOMES_COMISSAO_QUANDO[q] }))}
      />
    </>
  );
}
