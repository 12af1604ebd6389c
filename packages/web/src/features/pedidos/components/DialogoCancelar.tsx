import { MOTIVO_MAXIMO, MOTIVO_MINIMO, MSG_MOTIVO } from '@mascate/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

type Props = { numero: number; aberto: boolean; fechar: () => void; confirmar: (motivo: string) => void };

/** Cancelling needs a reason (3 to 500 characters), kept in the order's history. */
export function DialogoCancelar({ numero, aberto, fechar, confirmar }: Props) {
  const [motivo, setMotivo] = useState('');
  const [tentou, setTentou] = useState(false);
  const tamanho = motivo.trim().length;
  const invalido = tamanho < MOTIVO_MINIMO || tamanho > MOTIVO_MAXIMO;
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby="titulo-cancelar" maxWidth="sm" fullWidth>
      <DialogTitle id="titulo-cancelar">Cancelar o pedido nº {numero}</DialogTitle>
      <DialogContent>
        <TextField
          label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          margin="dense"
          error={tentou && invalido}
          helperText={tentou && invalido ? MSG_MOTIVO : `${tamanho}/${MOTIVO_MAXIMO}`}
          slotProps={{ htmlInput: { maxLength: MOTIVO_MAXIMO } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Voltar</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            setTentou(true);
            if (!invalido) confirmar(motivo.trim());
          }}
        >
          Confirmar cancelamento
        </Button>
      </DialogActions>
    </Dialog>
  );
}
