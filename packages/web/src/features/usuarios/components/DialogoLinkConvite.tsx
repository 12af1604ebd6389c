import { linkWhatsApp, mensagemWhatsAppConvite } from '@mascate/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';

export type LinkConvite = { nome: string; link: string; mensagem: string };

/**
 * Without an e-mail server nothing was sent (issue 45): the dialog says so with the API's message and
 * offers the invitation's link to copy or to send by WhatsApp (wa.me, the person chosen there).
 */
export function DialogoLinkConvite({ convite, fechar }: { convite: LinkConvite | null; fechar: () => void }) {
  const [copiado, setCopiado] = useState(false);
  const sair = () => {
    setCopiado(false);
    fechar();
  };
  const copiar = async () => {
    // The clipboard may be refused (no permission, plain http): the field still shows the link to select.
    const ok = await navigator.clipboard?.writeText(convite?.link ?? '').then(
      () => true,
      () => false,
    );
    setCopiado(ok === true);
  };
  return (
    <DialogoAviso
      aberto={convite !== null}
      fechar={sair}
      id="titulo-link-convite"
      titulo="Convite sem e-mail"
      largura="sm"
      mensagem={`${convite?.mensagem ?? ''}${copiado ? ' Link copiado.' : ''}`}
      acoes={
        <>
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copiar()}>
            Copiar link
          </Button>
          <Button
            color="success"
            startIcon={<WhatsAppIcon />}
            href={linkWhatsApp('', mensagemWhatsAppConvite(convite?.nome ?? '', convite?.link ?? ''))}
            target="_blank"
            rel="noopener noreferrer"
          >
            Enviar pelo WhatsApp
          </Button>
          <Button variant="contained" onClick={sair}>
            OK
          </Button>
        </>
      }
    >
      <TextField
        label="Link do convite"
        value={convite?.link ?? ''}
        fullWidth
        onFocus={(e) => e.target.select()}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
    </DialogoAviso>
  );
}
