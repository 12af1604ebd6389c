import { MOTIVO_CREDITO_MAXIMO, MOTIVO_CREDITO_MINIMO } from '@mascate/domain';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';

type Props = {
  /** The server's refusal, with the numbers; null: closed. */
  recusa: string | null;
  fechar: () => void;
  liberar: (motivo: string) => void;
  enviando: boolean;
};

/**
 * Issue 30: an orçamento approved past the customer's credit is refused with the numbers; an administrador
 * may approve it anyway, saying why (10–500 characters), and the server records it in the order's history.
 */
export function LiberarNaAprovacao({ recusa, fechar, liberar, enviando }: Props) {
  const [motivo, setMotivo] = useState('');
  const curto = motivo.trim().length < MOTIVO_CREDITO_MINIMO;
  return (
    <DialogoAviso
      mensagem={recusa}
      fechar={fechar}
      id="titulo-liberar-credito"
      titulo="Crédito do cliente"
      formulario={{
        aoEnviar: (e) => {
          e.preventDefault();
          if (!curto) liberar(motivo.trim());
        },
        voltar: 'Voltar',
        enviar: 'Liberar e aprovar',
        desabilitado: curto || enviando,
      }}
    >
      <TextField
        label="Motivo da liberação"
        value={motivo}
        onChange={(e) => setMotivo(e.target.value)}
        fullWidth
        multiline
        autoFocus
        helperText={`De ${MOTIVO_CREDITO_MINIMO} a ${MOTIVO_CREDITO_MAXIMO} caracteres (fica no histórico do pedido).`}
        slotProps={{ htmlInput: { maxLength: MOTIVO_CREDITO_MAXIMO } }}
      />
    </DialogoAviso>
  );
}
