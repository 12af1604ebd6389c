import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';

/** The success dialog: the success-alert route and screens that stay put (product edit) both use it. */
export function DialogoSucesso({ mensagem, fechar }: { mensagem: string | null; fechar: () => void }) {
  return (
    <Dialog
      open={mensagem !== null}
      onClose={fechar}
      aria-labelledby="dialogo-sucesso"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="dialogo-sucesso">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleOutlineIcon color="success" aria-hidden />
          <span>Sucesso</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{mensagem}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
