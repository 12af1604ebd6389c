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
  mensagem: string | null;
  /** Open while there is a message, unless told otherwise. */
  aberto?: boolean;
  fechar: () => void;
  /** The id that names the dialog by its title (its accessible name). */
  id: string;
  titulo: string;
  icone?: ReactNode;
  /** Keep the message's line breaks (several refusals in one message). */
  quebrarLinhas?: boolean;
};

/** The product's small modal with a title (and icon), one message and OK: 'Atenção', 'Sucesso', the welcome. */
export function DialogoAviso(props: Props) {
  const { mensagem, fechar, id, titulo, icone, quebrarLinhas = false, aberto = mensagem !== null } = props;
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby={id} maxWidth="xs" fullWidth>
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
