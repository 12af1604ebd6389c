import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { useReenviarConvite } from '../api/consultas.ts';

/**
 * 'Reenviar convite' for a user who has not created a password yet: a new link by e-mail (the old one
 * stops working). A refusal (too many e-mails to this address, already accepted) shows the 'Atenção'
 * modal through the one HTTP client; success stays on the list.
 */
export function BotaoReenviarConvite({ id, nome }: { id: number; nome: string }) {
  const reenviar = useReenviarConvite();
  const [mensagem, setMensagem] = useState<string | null>(null);
  return (
    <>
      <Tooltip title="Reenviar convite">
        <IconButton
          aria-label={`Reenviar convite para ${nome}`}
          disabled={reenviar.isPending}
          onClick={() => reenviar.mutate(id, { onSuccess: (r) => setMensagem(r.retorno.mensagem) })}
        >
          <ForwardToInboxIcon />
        </IconButton>
      </Tooltip>
      <DialogoSucesso mensagem={mensagem} fechar={() => setMensagem(null)} />
    </>
  );
}
