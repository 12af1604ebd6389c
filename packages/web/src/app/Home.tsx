import { MSG } from '@mascate/domain';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useSessao } from '../sessao/sessao.ts';
import { DialogoAviso } from '../ui/DialogoAviso.tsx';

/** The signed-in home: the spec's welcome modal with the stored user name. */
export default function Home() {
  const { nome } = useSessao();
  const [boasVindas, setBoasVindas] = useState(true);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        Mascate
      </Typography>
      <Typography color="text.secondary">
        Use o menu para gerenciar sua empresa, clientes, produtos, pedidos e visitas.
      </Typography>
      <DialogoAviso
        aberto={boasVindas}
        mensagem={nome}
        fechar={() => setBoasVindas(false)}
        id="boas-vindas-titulo"
        titulo={MSG.boasVindas}
      />
    </Box>
  );
}
