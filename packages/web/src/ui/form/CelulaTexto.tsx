import { Grid } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { CampoTexto } from './CampoTexto.tsx';
import type { PropsCampo } from './useCampo.ts';

type Props<F extends FieldValues, S> = PropsCampo<F, S> & {
  max: number;
  /** Columns of 12 from the md breakpoint (full width below it). */
  md?: number;
};

/** A text field in a cell of a form's grid: the customer, company and address forms' plain fields. */
export function CelulaTexto<F extends FieldValues, S>({ md = 6, ...campo }: Props<F, S>) {
  return (
    <Grid size={{ xs: 12, md }}>
      <CampoTexto {...campo} fullWidth />
    </Grid>
  );
}
