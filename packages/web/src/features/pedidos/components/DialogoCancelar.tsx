import { zodResolver } from '@hookform/resolvers/zod';
import { MOTIVO_MAXIMO, type PedidoSituacaoEntrada, pedidoSituacaoSchema } from '@mascate/domain';
import { Box } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
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
    <DialogoAviso
      aberto={aberto}
      mensagem="O cancelamento não pode ser desfeito. Informe o motivo, que fica no histórico do pedido."
      fechar={fechar}
      id="titulo-cancelar"
      titulo={`Cancelar o pedido nº ${pedido.numero}`}
      largura="sm"
      formulario={{
        aoEnviar: handleSubmit((c) => confirmar(c.motivo)),
        voltar: 'Voltar',
        enviar: 'Confirmar cancelamento',
        cor: 'error',
      }}
    >
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
    </DialogoAviso>
  );
}
