import { MSG } from '@mascate/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';

type Props = {
  dataInicial: string;
  dataFinal: string;
  aplicar: (inicial: string, final: string) => void;
  fechar: () => void;
};

/** The order list's empty state: instead of 'register one', it asks for another date range. */
export function DatasVazio(props: Props) {
  const [inicial, setInicial] = useState(props.dataInicial);
  const [final, setFinal] = useState(props.dataFinal);
  return (
    <Dialog open onClose={props.fechar} maxWidth="xs" fullWidth aria-labelledby="datas-vazio-titulo">
      <DialogTitle id="datas-vazio-titulo">{MSG.nenhumRegistroDisponivel}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{MSG.nenhumRegistroEncontrado}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            type="date"
            label="Data inicial"
            value={inicial}
            onChange={(e) => setInicial(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label="Data final"
            value={final}
            onChange={(e) => setFinal(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.fechar}>Fechar</Button>
        <Button
          variant="contained"
          disabled={!inicial || !final}
          onClick={() => props.aplicar(inicial, final)}
        >
          Pesquisar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
