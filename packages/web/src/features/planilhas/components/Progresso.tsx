import { Box, LinearProgress, Typography } from '@mui/material';

/** Upload progress while the file goes up, then an indeterminate bar while the server checks or writes. */
export function Progresso({ fracao, etapa }: { fracao: number; etapa: string }) {
  const enviando = fracao < 1;
  return (
    <Box sx={{ my: 2 }}>
      <Typography sx={{ mb: 1 }}>
        {enviando ? `Enviando o arquivo... ${Math.round(fracao * 100)}%` : etapa}
      </Typography>
      <LinearProgress
        aria-label={enviando ? 'Enviando o arquivo' : etapa}
        variant={enviando ? 'determinate' : 'indeterminate'}
        value={fracao * 100}
      />
    </Box>
  );
}
