import type { LinhaEndpoint } from '@mascate/domain';
import { Button, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { envioEmailConsulta } from '../api/extras.ts';
import { baixarPdf, criarLink, enderecoWhatsApp, enviarPorEmail, revogarLinks } from '../api/situacao.ts';

// The fields it reads of the order's answer (pedidosvenda/read_one), taken from the contract: the totals
// it stored go into the WhatsApp message (issue 48).
export type PedidoDasAcoes = Pick<
  LinhaEndpoint<'pedidosvenda/read_one'>,
  'id' | 'numero' | 'participante_id' | 'valor' | 'desconto' | 'total_a_pagar' | 'impostos'
>;
type Props = { pedido: PedidoDasAcoes };

/** PDF, Compartilhar (copies a new 30-day link), WhatsApp and Enviar por e-mail. */
export function AcoesPedido({ pedido }: Props) {
  const alertar = useAlertaErro();
  const qc = useQueryClient();
  const [ocupado, setOcupado] = useState(false);
  const [link, setLink] = useState<{ url: string; copiado: boolean } | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);

  async function acao(fn: () => Promise<void>) {
    setOcupado(true);
    try {
      await fn();
    } catch (e) {
      alertar(e instanceof Error ? e.message : String(e));
    } finally {
      setOcupado(false);
    }
  }

  const compartilhar = () =>
    acao(async () => {
      const { link: url } = await criarLink(pedido.id);
      // The clipboard may be refused (no permission, plain http): the dialog still shows the link.
      const copiado = await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      );
      setLink({ url, copiado: copiado === true });
    });

  const whatsapp = () => {
    // Opened now, while the click still counts as the user's, and pointed at wa.me once the link exists.
    const janela = window.open('', '_blank');
    return acao(async () => {
      try {
        const url = await enderecoWhatsApp(pedido);
        if (janela) janela.location.href = url;
        else window.location.href = url;
      } catch (e) {
        janela?.close();
        throw e;
      }
    });
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={ocupado} onClick={() => acao(() => baixarPdf(pedido.id))}>
        PDF
      </Button>
      <Button variant="outlined" disabled={ocupado} onClick={() => void compartilhar()}>
        Compartilhar
      </Button>
      <Button variant="outlined" color="success" disabled={ocupado} onClick={() => void whatsapp()}>
        WhatsApp
      </Button>
      <Button
        variant="outlined"
        disabled={ocupado}
        onClick={() =>
          acao(async () => {
            setSucesso(await enviarPorEmail(pedido.id));
            // Issue 27: the order's line about its e-mail (queued or sent) is asked again.
            await qc.invalidateQueries({ queryKey: envioEmailConsulta(pedido.id).queryKey });
          })
        }
      >
        Enviar por e-mail
      </Button>
      <DialogoAviso
        aberto={link !== null}
        fechar={() => setLink(null)}
        id="titulo-link"
        titulo="Link do pedido"
        largura="sm"
        mensagem={`${link?.copiado ? 'Link copiado. ' : ''}Qualquer pessoa com este link vê o pedido por 30 dias.`}
        acoes={
          <>
            <Button
              color="error"
              disabled={ocupado}
              onClick={() =>
                acao(async () => {
                  const mensagem = await revogarLinks(pedido.id);
                  setLink(null);
                  setSucesso(mensagem);
                })
              }
            >
              Revogar links
            </Button>
            <Button onClick={() => setLink(null)} variant="contained">
              OK
            </Button>
          </>
        }
      >
        <TextField
          label="Link"
          value={link?.url ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      </DialogoAviso>
      <DialogoSucesso mensagem={sucesso} fechar={() => setSucesso(null)} />
    </Stack>
  );
}
