import { Stack, TextField } from '@mui/material';

type Props = { inicio: string; fim: string; mudarInicio: (v: string) => void; mudarFim: (v: string) => void };

/** 'De' / 'até' as native date inputs (yyyy-mm-dd values, shown in the browser's dd/mm/yyyy). */
export function CamposPeriodo({ inicio, fim, mudarInicio, mudarFim }: Props) {
  const campo = (rotulo: string, valor: string, mudar: (v: string) => void) => (
    <TextField
      type="date"
      label={rotulo}
      size="small"
      value={valor}
      // An emptied date would ask the server for nothing; the field keeps its last valid day.
      onChange={(e) => e.target.value && mudar(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    />
  );
  return (
    <Stack direction="row" spacing={2}>
      {campo('De', inicio, mudarInicio)}
      {campo('até', fim, mudarFim)}
    </Stack>
  );
}
