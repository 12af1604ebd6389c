import { TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { type PropsCampo, type PropsTextField, texto, useCampo } from './useCampo.ts';

/**
 * A decimal number as typed, '1,5' or '1.5' (an order item's quantity): only digits and separators are
 * kept; the schema reads the text (the domain's pt-BR parsing) and gives the message.
 */
export function CampoDecimal<F extends FieldValues, S>({
  control,
  name,
  ajuda,
  ...resto
}: PropsCampo<F, S> &
  PropsTextField & { /** A hint under the field while it has no error. */ ajuda?: string }) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  return (
    <TextField
      {...resto}
      {...ligacao}
      helperText={ligacao.helperText ?? ajuda}
      value={texto(valor)}
      onChange={(e) => mudar(e.target.value.replace(/[^\d.,]/g, ''))}
      slotProps={{ ...resto.slotProps, htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
