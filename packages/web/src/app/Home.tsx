import { MSG } from '@mascate/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSessao } from '../sessao/sessao.ts';

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
      <Dialog
        open={boasVindas}
        onClose={() => setBoasVindas(false)}
        aria-labelledby="boas-vindas-titulo"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="boas-vindas-titulo">{MSG.boasVindas}</DialogTitle>
        <DialogContent>
          <DialogContentText>{nome}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBoasVindas(false)} variant="contained" autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
