import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type FormEventHandler, type ReactNode, useId } from 'react';

type Props = {
  titulo: string;
  fechar: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text ('Registrar', 'Salvar'); off while the change is on its way. */
  enviar: string;
  enviando: boolean;
  /** The fields, one under the other. */
  children: ReactNode;
  /** What opens over the dialog (a picker), outside the form. */
  sobre?: ReactNode;
};

/** A small form in a modal, named by its title: the fields, then 'Cancelar' and the submit button. */
export function DialogoFormulario({ titulo, fechar, onSubmit, enviar, enviando, children, sobre }: Props) {
  const id = useId();
  return (
    <Dialog open onClose={fechar} aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={id}>{titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, width: { sm: 420 } }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={enviando}>
            {enviar}
          </Button>
        </DialogActions>
      </form>
      {sobre}
    </Dialog>
  );
}
