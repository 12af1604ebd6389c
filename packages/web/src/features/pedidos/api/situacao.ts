import {
  type LinhaEndpoint,
  type LinkPedido,
  linkWhatsApp,
  mensagemWhatsAppPedido,
  type PedidoSituacaoEntrada,
  paraCentavos,
  totaisDoPedido,
} from '@mascate/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { baixarArquivo } from '../../../api/arquivos.ts';
import { api, ErroApi } from '../../../api/http.ts';
import { clientesConsultas } from '../../clientes/api/consultas.ts';
import { pedidosConsultas } from './consultas.ts';

// Issue 13: the order's status, history, PDF, share link, WhatsApp and e-mail.
export const historicoConsulta = (id: number) =>
  queryOptions({
    queryKey: [...pedidosConsultas.chaves.um(id), 'historico'] as const,
    queryFn: async () => (await api('pedidosvenda/historico', { id })).registros,
  });

/** Aprovar, Faturar, Cancelar: the list, this order and its history are read again afterwards. */
export function useMudarSituacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: PedidoSituacaoEntrada) => {
      const r = await api('pedidosvenda/situacao', corpo);
      return { mensagem: r.retorno.mensagem, situacao: r.retorno.situacao };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidosConsultas.chaves.todas }),
    // The status buttons show each refusal themselves (a credit refusal offers the release instead).
    meta: { semAlerta: true },
  });
}

export async function criarLink(id: number): Promise<LinkPedido> {
  const link = (await api('pedidosvenda/compartilhar', { id })).registros[0];
  if (!link) throw new ErroApi('O servidor não devolveu o link do pedido.', 200);
  return link;
}

/**
 * wa.me with the customer's mobile (when there is one) and a new share link in the message, with the
 * total to pay the order stored (issue 48) and each open instalment's Pix.
 */
export async function enderecoWhatsApp(
  pedido: Pick<
    LinhaEndpoint<'pedidosvenda/read_one'>,
    'id' | 'numero' | 'participante_id' | 'valor' | 'desconto' | 'total_a_pagar' | 'impostos'
  >,
): Promise<string> {
  const { id } = pedido;
  const [link, cliente, pix] = await Promise.all([
    criarLink(id),
    clientesConsultas.lerUm(pedido.participante_id),
    api('pix/pedido', { id }),
  ]);
  const codigos = pix.registros.map((p) => ({
    parcela: p.parcela,
    valorCentavos: paraCentavos(p.valor),
    copiaECola: p.pix_copia_e_cola,
  }));
  return linkWhatsApp(
    cliente.fone1,
    mensagemWhatsAppPedido(pedido.numero, link.link, codigos, totaisDoPedido(pedido)),
  );
}

/** Ends every link of the order at once (a link sent to the wrong person). */
export async function revogarLinks(id: number): Promise<string> {
  return (await api('pedidosvenda/revogar_link', { id })).retorno.mensagem;
}

export async function enviarPorEmail(id: number): Promise<string> {
  return (await api('pedidosvenda/enviar_email', { id })).retorno.mensagem;
}

/** The PDF with the session's token (a plain link would carry none); the server names it pedido-{numero}.pdf. */
export function baixarPdf(id: number): Promise<void> {
  return baixarArquivo('pedidosvenda/:id/pdf', {}, { id });
}
