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

/** The edit screen's success alert: the spec goes back one page when it is dismissed. */
export function DialogoSucesso({ mensagem, fechar }: { mensagem: string | null; fechar: () => void }) {
  return (
    <Dialog
      open={mensagem !== null}
      onClose={fechar}
      aria-labelledby="produto-sucesso"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="produto-sucesso">
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
