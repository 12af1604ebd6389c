import { Box, LinearProgress } from '@mui/material';

/** A thin bar while a list or report reloads; its room is kept so the table below does not jump. */
export function BarraCarregando({ ativo }: { ativo: boolean }) {
  return <Box sx={{ height: 4 }}>{ativo && <LinearProgress aria-label="Carregando" />}</Box>;
}
