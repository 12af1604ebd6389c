import { MSG } from '@mascate/domain';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type Ouvinte = (mensagem: string) => void;
const ouvintes = new Set<Ouvinte>();

/**
 * Shows the 'Atenção' modal from outside React (the QueryClient's global error handlers);
 * inside components prefer useAlertaErro.
 */
export function mostrarErro(mensagem: string): void {
  for (const ouvir of ouvintes) ouvir(mensagem);
}

const Contexto = createContext<Ouvinte>(mostrarErro);

export function useAlertaErro(): (mensagem: string) => void {
  return useContext(Contexto);
}

export function AlertaErroProvider({ children }: { children: ReactNode }) {
  const [mensagem, setMensagem] = useState<string | null>(null);

  useEffect(() => {
    const ouvir: Ouvinte = (m) => setMensagem(m);
    ouvintes.add(ouvir);
    return () => {
      ouvintes.delete(ouvir);
    };
  }, []);

  const fechar = () => setMensagem(null);
  return (
    <Contexto.Provider value={mostrarErro}>
      {children}
      <Dialog
        open={mensagem !== null}
        onClose={fechar}
        aria-labelledby="alerta-erro-titulo"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="alerta-erro-titulo">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ErrorOutlineIcon color="error" aria-hidden />
            <span>{MSG.tituloAtencao}</span>
          </Stack>
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{mensagem}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar} variant="contained" autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Contexto.Provider>
  );
}
