import { Dialog, DialogActions, DialogContent, DialogContentText, type DialogProps } from '@mui/material';
import type { ReactNode } from 'react';

type Props = Pick<DialogProps, 'fullWidth' | 'maxWidth'> & {
  aberto: boolean;
  fechar: () => void;
  mensagem: ReactNode;
  /** The buttons under the message. */
  children: ReactNode;
};

/** A modal without a title: one message and its buttons (a notice, a question before removing). */
export function DialogoMensagem({ aberto, fechar, mensagem, children, ...tamanho }: Props) {
  return (
    <Dialog open={aberto} onClose={fechar} {...tamanho}>
      <DialogContent>
        <DialogContentText>{mensagem}</DialogContentText>
      </DialogContent>
      <DialogActions>{children}</DialogActions>
    </Dialog>
  );
}
