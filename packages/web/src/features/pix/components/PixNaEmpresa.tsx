import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { pixConsultas } from '../api/consultas.ts';
import { FormularioPix } from './FormularioPix.tsx';

/** The company's Pix key beside its sales settings (the PSP is on the "Pix e recebimentos" screen). */
export function PixNaEmpresa() {
  const config = useQuery(pixConsultas.configuracao());
  const [sucesso, setSucesso] = useState<string | null>(null);
  return (
    <Box sx={{ px: { xs: 1, sm: 3 }, pb: 3 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Pix
        </Typography>
        {config.isSuccess && (
          <FormularioPix key={config.dataUpdatedAt} atual={config.data} comPsp={false} gravado={setSucesso} />
        )}
      </Paper>
      <DialogoSucesso mensagem={sucesso} fechar={() => setSucesso(null)} />
    </Box>
  );
}
