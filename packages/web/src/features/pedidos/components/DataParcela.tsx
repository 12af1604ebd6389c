import { isDataIso, MSG } from '@mascate/domain';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { EntradaData } from '../../../ui/EntradaData.tsx';

type Props = { vencimento: string; fechar: () => void; confirmar: (vencimento: string) => void };

export function DataParcela({ vencimento, fechar, confirmar }: Props) {
  const [valor, setValor] = useState(vencimento);
  return (
    <Dialog open onClose={fechar} maxWidth="xs" fullWidth aria-labelledby="data-parcela-titulo">
      <DialogTitle id="data-parcela-titulo">{MSG.alterarDataParcela}</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1 }}>
          <EntradaData label="Vencimento" value={valor} onChange={(iso) => setValor(iso ?? '')} fullWidth />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Cancelar</Button>
        <Button variant="contained" disabled={!isDataIso(valor)} onClick={() => confirmar(valor)}>
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
