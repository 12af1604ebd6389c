import { MSG, textoVazio } from '@mascate/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { itemNome: string; aberto: boolean; fechar: () => void; adicionar?: ReactNode };

/**
 * The spec's empty-list dialog, opened when a list has no records at start. `adicionar` goes inside it:
 * an open modal hides everything outside from assistive technology.
 */
export function ListaVazia({ itemNome, aberto, fechar, adicionar }: Props) {
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby="lista-vazia-titulo" maxWidth="xs" fullWidth>
      <DialogTitle id="lista-vazia-titulo">{MSG.nenhumRegistroDisponivel}</DialogTitle>
      <DialogContent>
        <DialogContentText>{textoVazio(itemNome)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Fechar</Button>
      </DialogActions>
      {adicionar}
    </Dialog>
  );
}
