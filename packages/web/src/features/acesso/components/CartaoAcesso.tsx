import { Box, Paper, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

type Props = { titulo: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode };

/** The centred card every signed-out form uses. */
export function CartaoAcesso({ titulo, onSubmit, children }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 3, textAlign: 'center' }}>
          {titulo}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
