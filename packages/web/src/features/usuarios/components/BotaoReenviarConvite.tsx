import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { useReenviarConvite } from '../api/consultas.ts';
import { DialogoLinkConvite, type LinkConvite } from './DialogoLinkConvite.tsx';

/**
 * 'Reenviar convite' for a user who has not created a password yet: a new link by e-mail (the old one
 * stops working), or, without an e-mail server, the new link to copy or send by WhatsApp (issue 45). A
 * refusal (too many e-mails to this address, already accepted) shows the 'Atenção' modal through the one
 * HTTP client; success stays on the list.
 */
export function BotaoReenviarConvite({ id, nome }: { id: number; nome: string }) {
  const reenviar = useReenviarConvite();
  const [mensagem, setMensagem] = useState<string | null>(null);
  const [semEmail, setSemEmail] = useState<LinkConvite | null>(null);
  return (
    <>
      <Tooltip title="Reenviar convite">
        <IconButton
          aria-label={`Reenviar convite para ${nome}`}
          disabled={reenviar.isPending}
          onClick={() =>
            reenviar.mutate(id, {
              onSuccess: ({ retorno }) => {
                if (retorno.link_convite)
                  setSemEmail({ nome, link: retorno.link_convite, mensagem: retorno.mensagem });
                else setMensagem(retorno.mensagem);
              },
            })
          }
        >
          <ForwardToInboxIcon />
        </IconButton>
      </Tooltip>
      <DialogoSucesso mensagem={mensagem} fechar={() => setMensagem(null)} />
      <DialogoLinkConvite convite={semEmail} fechar={() => setSemEmail(null)} />
    </>
  );
}
