import { Grid } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { CampoDocumento } from './CampoDocumento.tsx';
import { CampoTelefone } from './CampoTelefone.tsx';
import type { PropsCampo } from './useCampo.ts';

/** Columns of 12 from the md breakpoint (full width below it), as CelulaTexto. */
type Props<F extends FieldValues, S> = PropsCampo<F, S> & { md?: number };

/** The phone in a cell of a form's grid (the customer's and the company's). */
export function CelulaTelefone<F extends FieldValues, S>({ md = 6, ...campo }: Props<F, S>) {
  return (
    <Grid size={{ xs: 12, md }}>
      <CampoTelefone {...campo} fullWidth />
    </Grid>
  );
}

/** The CPF/CNPJ in a cell of a form's grid (the customer's and the company's). */
export function CelulaDocumento<F extends FieldValues, S>({ md = 6, ...campo }: Props<F, S>) {
  return (
    <Grid size={{ xs: 12, md }}>
      <CampoDocumento {...campo} fullWidth />
    </Grid>
  );
}
