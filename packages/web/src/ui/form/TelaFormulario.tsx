import { Box, Paper, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

type Props = {
  titulo: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  largura?: number | 'none';
  children: ReactNode;
};

/** The frame of every register and edit screen: title, then the form on an outlined sheet. */
export function TelaFormulario({ titulo, onSubmit, largura = 640, children }: Props) {
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: largura }}>
      <Paper component="form" noValidate variant="outlined" sx={{ p: 3 }} onSubmit={onSubmit}>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
          {titulo}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
