import { MSG } from '@mascate/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { CamposPeriodo } from './CamposPeriodo.tsx';

type Props = {
  fechar: () => void;
  inicio: string;
  fim: string;
  mudarInicio: (v: string) => void;
  mudarFim: (v: string) => void;
};

/** With no visits in the period the spec asks for another one right in the modal. */
export function NenhumaVisita({ fechar, ...periodo }: Props) {
  return (
    <Dialog open onClose={fechar} aria-describedby="nenhuma-visita-texto">
      <DialogContent sx={{ width: 400, maxWidth: '100%' }}>
        <DialogContentText id="nenhuma-visita-texto" sx={{ mb: 3 }}>
          {MSG.nenhumRegistroEncontrado}
        </DialogContentText>
        <CamposPeriodo {...periodo} />
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
