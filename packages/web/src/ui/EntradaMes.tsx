import { TextField } from '@mui/material';

/** The 'Mês' filter of the commission statement and the goals list: the browser's month input (aaaa-mm). */
export function EntradaMes({ valor, mudar }: { valor: string; mudar: (mes: string) => void }) {
  return (
    <TextField
      size="small"
      type="month"
      label="Mês"
      value={valor}
      onChange={(e) => mudar(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
