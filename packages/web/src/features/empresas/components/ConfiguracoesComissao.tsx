import { COMISSAO_QUANDO, NOMES_COMISSAO_QUANDO } from '@mascate/domain';
import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { CampoDecimal } from '../../../ui/form/CampoDecimal.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import type { FormEmpresa, FormEmpresaValido } from './esquema-form.ts';

/** A rate as the form shows it: '12,5', or empty when not set (issue 31). */
export const percentualNoForm = (p: number | null | undefined): string =>
  p === null || p === undefined ? '' : String(p).replace('.', ',');

/** Issue 31: the company's default commission rate and when commission is earned. */
export function ConfiguracoesComissao({
  control,
}: {
  control: Control<FormEmpresa, unknown, FormEmpresaValido>;
}) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <CampoDecimal control={control} name="comissao_padrao" label="Comissão padrão (%)" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <CampoSelecao
          control={control}
          name="comissao_quando"
          label="Comissão paga"
          fullWidth
          opcoes={COMISSAO_QUANDO.map((q) => ({ valor: q, rotulo: NOMES_COMISSAO_QUANDO[q] }))}
        />
      </Grid>
    </>
  );
}
