import { Stack } from '@mui/material';
import { EntradaData } from '../../../ui/EntradaData.tsx';

type Props = { inicio: string; fim: string; mudarInicio: (v: string) => void; mudarFim: (v: string) => void };

/** 'De' / 'até' as dd/mm/aaaa date fields (yyyy-mm-dd values). */
export function CamposPeriodo({ inicio, fim, mudarInicio, mudarFim }: Props) {
  const campo = (rotulo: string, valor: string, mudar: (v: string) => void) => (
    <EntradaData
      label={rotulo}
      size="small"
      value={valor}
      // A half-typed or emptied date would ask the server for nothing; the field keeps its last valid day.
      onChange={(iso) => iso && mudar(iso)}
      sx={{ width: 170 }}
    />
  );
  return (
    <Stack direction="row" spacing={2}>
      {campo('De', inicio, mudarInicio)}
      {campo('até', fim, mudarFim)}
    </Stack>
  );
}
