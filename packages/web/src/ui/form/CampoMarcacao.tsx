import { Checkbox, FormControlLabel } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { type PropsCampo, useCampo } from './useCampo.ts';

// The API's 0/1 flags arrive as numbers, strings or booleans; the form holds a boolean once touched.
const marcado = (v: unknown) => v === true || v === 1 || v === '1';

/** A checkbox bound to the form, labelled by its text. */
export function CampoMarcacao<F extends FieldValues, S>({ control, name, label }: PropsCampo<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={ligacao.name}
          onBlur={ligacao.onBlur}
          slotProps={{ input: { ref: ligacao.inputRef } }}
          checked={marcado(valor)}
          onChange={(e) => mudar(e.target.checked)}
        />
      }
    />
  );
}
