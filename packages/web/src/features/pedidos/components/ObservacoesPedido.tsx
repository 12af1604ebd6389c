import { MAXIMO_OBSERVACOES } from '@mascate/domain';
import { Paper } from '@mui/material';
import { type Control, useWatch } from 'react-hook-form';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import type { Cabecalho } from './cabecalho.ts';

/**
 * Issue 27: the order's notes (delivery instructions, agreements), printed on the PDF and the public
 * page. Read-only on an invoiced or cancelled order.
 */
export function ObservacoesPedido({
  control,
  somenteLeitura,
}: {
  control: Control<Cabecalho>;
  somenteLeitura: boolean;
}) {
  const valor = useWatch({ control, name: 'observacoes' }) ?? '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <CampoTexto
        control={control}
        name="observacoes"
        label="Observações"
        multiline
        minRows={2}
        fullWidth
        max={MAXIMO_OBSERVACOES}
        disabled={somenteLeitura}
        ajuda={`${valor.length} de ${MAXIMO_OBSERVACOES} caracteres`}
      />
    </Paper>
  );
}
