import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CampoData } from '../../../ui/form/CampoData.tsx';

type Props<F extends FieldValues, S> = {
  control: Control<F, unknown, S>;
  /** The form's fields of the period's first and last day. */
  inicio: FieldPath<F>;
  fim: FieldPath<F>;
  /** The report's other filters and its buttons, on the same line. */
  children: ReactNode;
};

/**
 * The line over a report: its period (a half-typed day keeps the last whole one), then its own filters;
 * one under the other on a phone.
 */
export function FiltroRelatorio<F extends FieldValues, S>({ control, inicio, fim, children }: Props<F, S>) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { md: 'flex-start' } }}
    >
      <CampoData control={control} name={inicio} label="Data inicial" size="small" manterUltima />
      <CampoData control={control} name={fim} label="Data final" size="small" manterUltima />
      {children}
    </Stack>
  );
}
