import { MSG } from '@mascate/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { EntradaData } from '../../../ui/EntradaData.tsx';

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
          <EntradaData label="Data inicial" value={inicial} onChange={(iso) => setInicial(iso ?? '')} />
          <EntradaData label="Data final" value={final} onChange={(iso) => setFinal(iso ?? '')} />
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
