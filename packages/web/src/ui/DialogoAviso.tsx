import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

type Props = {
  /** null: no text, only the fields in `children` (a small form). */
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
  largura?: 'xs' | 'sm';
  /** What follows the message: a small form's fields, a link to copy. */
  children?: ReactNode;
  /** The buttons, instead of the single OK. */
  acoes?: ReactNode;
  /** The dialog is a small form or a question: its two buttons, and Enter sends it like the second. */
  formulario?: {
    aoEnviar: (e: FormEvent<HTMLFormElement>) => void;
    /** The button that closes without sending ('Cancelar', 'Voltar', 'Fechar'). */
    voltar: string;
    enviar: string;
    /** While the fields are not whole (the schema decides, silently, while typing). */
    desabilitado?: boolean;
    cor?: 'primary' | 'error';
  };
};

/**
 * The product's small modal with a title (and icon), one message and OK: 'Atenção', 'Sucesso', the welcome;
 * with `children` and `acoes`, the small dialogs that ask for something (another date range, a link).
 */
export function DialogoAviso(props: Props) {
  const { mensagem, fechar, id, titulo, icone, quebrarLinhas = false, aberto = mensagem !== null } = props;
  const form = props.formulario;
  // The title stays next to the content inside the form: MUI trims the content's top padding after a title.
  const corpo = (
    <>
      <DialogTitle id={id}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icone}
          <span>{titulo}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        {mensagem !== null && (
          <DialogContentText
            sx={{ whiteSpace: quebrarLinhas ? 'pre-line' : undefined, mb: props.children ? 2 : undefined }}
          >
            {mensagem}
          </DialogContentText>
        )}
        {props.children}
      </DialogContent>
      <DialogActions>
        {props.acoes ??
          (form ? (
            <>
              <Button onClick={fechar}>{form.voltar}</Button>
              {/* A question (no fields) starts on its answer; a form on its first field. */}
              <Button
                type="submit"
                variant="contained"
                color={form.cor}
                disabled={form.desabilitado}
                autoFocus={!props.children}
              >
                {form.enviar}
              </Button>
            </>
          ) : (
            <Button onClick={fechar} variant="contained" autoFocus>
              OK
            </Button>
          ))}
      </DialogActions>
    </>
  );
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby={id} maxWidth={props.largura ?? 'xs'} fullWidth>
      {form ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            // The dialog renders in a portal, but React bubbles its submit to any form around the opener.
            e.stopPropagation();
            form.aoEnviar(e);
          }}
          style={{ display: 'contents' }}
        >
          {corpo}
        </form>
      ) : (
        corpo
      )}
    </Dialog>
  );
}
