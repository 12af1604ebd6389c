import { Dialog, DialogActions, DialogContent, DialogContentText, type DialogProps } from '@mui/material';
import { type ReactNode, useId } from 'react';

type Props = Pick<DialogProps, 'fullWidth' | 'maxWidth'> & {
  aberto: boolean;
  fechar: () => void;
  mensagem: ReactNode;
  /** The buttons under the message. */
  children: ReactNode;
};

/**
 * A modal without a title: one message and its buttons (a notice, a question before removing). With no
 * title, the message names the dialog (a dialog without a name is an axe 'aria-dialog-name' violation:
 * the order form's notice for a company without customers or products cost it Lighthouse points).
 */
export function DialogoMensagem({ aberto, fechar, mensagem, children, ...tamanho }: Props) {
  const id = useId();
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby={id} {...tamanho}>
      <DialogContent>
        <DialogContentText id={id}>{mensagem}</DialogContentText>
      </DialogContent>
      <DialogActions>{children}</DialogActions>
    </Dialog>
  );
}
