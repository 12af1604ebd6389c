import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MSG, textoVazio } from '@mascate/domain';

/** The spec's empty-list dialog, opened when a list has no records at start. */
export function ListaVazia({ itemNome, aberto, fechar }: { itemNome: string; aberto: boolean; fechar: () => void }) {
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby="lista-vazia-titulo" maxWidth="xs" fullWidth>
      <DialogTitle id="lista-vazia-titulo">{MSG.nenhumRegistroDisponivel}</DialogTitle>
      <DialogContent>
        <DialogContentText>{textoVazio(itemNome)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
