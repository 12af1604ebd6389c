import { isDataIso, MSG } from '@mascate/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

type Props = { vencimento: string; fechar: () => void; confirmar: (vencimento: string) => void };

export function DataParcela({ vencimento, fechar, confirmar }: Props) {
  const [valor, setValor] = useState(vencimento);
  return (
    <Dialog open onClose={fechar} maxWidth="xs" fullWidth aria-labelledby="data-parcela-titulo">
      <DialogTitle id="data-parcela-titulo">{MSG.alterarDataParcela}</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label="Vencimento"
          value={valor}
          onChange={(e) => setValor(e.target.value)}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
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
