import { zodResolver } from '@hookform/resolvers/zod';
import { MOTIVO_MAXIMO, type PedidoSituacaoEntrada, pedidoSituacaoSchema } from '@mascate/domain';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';

type Props = {
  pedido: { id: number; numero: number };
  aberto: boolean;
  fechar: () => void;
  confirmar: (motivo: string) => void;
};

/** Cancelling needs a reason (3 to 500 characters, the status change's own rule), kept in the history. */
export function DialogoCancelar({ pedido, aberto, fechar, confirmar }: Props) {
  const { control, handleSubmit } = useForm<PedidoSituacaoEntrada, unknown, { motivo: string }>({
    resolver: zodResolver(pedidoSituacaoSchema),
    defaultValues: { id: pedido.id, situacao: 'cancelado', motivo: '' },
  });
  const tamanho = String(useWatch({ control, name: 'motivo' }) ?? '').trim().length;
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby="titulo-cancelar" maxWidth="sm" fullWidth>
      <DialogTitle id="titulo-cancelar">Cancelar o pedido nº {pedido.numero}</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1 }}>
          <CampoTexto
            control={control}
            name="motivo"
            label="Motivo"
            max={MOTIVO_MAXIMO}
            ajuda={`${tamanho}/${MOTIVO_MAXIMO}`}
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Voltar</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void handleSubmit((c) => confirmar(c.motivo))()}
        >
          Confirmar cancelamento
        </Button>
      </DialogActions>
    </Dialog>
  );
}
