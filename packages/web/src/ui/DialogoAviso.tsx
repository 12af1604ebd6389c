import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  /** Open while there is a message. */
  mensagem: string | null;
  fechar: () => void;
  /** The id that names the dialog by its title (its accessible name). */
  id: string;
  titulo: string;
  icone: ReactNode;
  /** Keep the message's line breaks (several refusals in one message). */
  quebrarLinhas?: boolean;
};

/** The product's small modal with a title, an icon, one message and OK: 'Atenção' and 'Sucesso'. */
export function DialogoAviso({ mensagem, fechar, id, titulo, icone, quebrarLinhas = false }: Props) {
  return (
    <Dialog open={mensagem !== null} onClose={fechar} aria-labelledby={id} maxWidth="xs" fullWidth>
      <DialogTitle id={id}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icone}
          <span>{titulo}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={quebrarLinhas ? { whiteSpace: 'pre-line' } : undefined}>
          {mensagem}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
