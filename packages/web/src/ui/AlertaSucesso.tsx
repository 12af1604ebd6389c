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
import { useNavigate, useParams } from 'react-router';
import { lerParametroSucesso } from './sucesso.ts';

/** The success-alert route: the server's message, then on to /{pagina}. */
export default function AlertaSucesso() {
  const { param = '' } = useParams();
  const navigate = useNavigate();
  const { texto, pagina } = lerParametroSucesso(param);
  const seguir = () => navigate(`/${pagina}`, { replace: true });
  return (
    <Dialog open onClose={seguir} aria-labelledby="alerta-sucesso-titulo" maxWidth="xs" fullWidth>
      <DialogTitle id="alerta-sucesso-titulo">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleOutlineIcon color="success" aria-hidden />
          <span>Sucesso</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{texto}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={seguir} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
