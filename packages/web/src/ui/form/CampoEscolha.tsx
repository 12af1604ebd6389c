import { TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { type PropsCampo, type PropsTextField, useCampo } from './useCampo.ts';

type Props<F extends FieldValues, S> = PropsCampo<F, S> &
  PropsTextField & {
    /** What the chosen record is shown as (its name); '' before a choice. */
    texto: string;
    /** Opens the picker (a click on the field). */
    abrir: () => void;
  };

/**
 * A record chosen in a picker (the order's customer, the item's product): read-only, a click opens the
 * picker; the form keeps the record's id, whose message the field shows.
 */
export function CampoEscolha<F extends FieldValues, S>({
  control,
  name,
  texto,
  abrir,
  ...resto
}: Props<F, S>) {
  const { ligacao } = useCampo(control, name);
  return (
    <TextField
      {...resto}
      {...ligacao}
      value={texto}
      onClick={abrir}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}
