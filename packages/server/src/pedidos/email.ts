import { formatarData, formatarMoeda, fraseTotalAPagar, totaisDoPedido } from '@mascate/domain';
import type { Mensagem } from '../mail/correio.ts';
import type { DocumentoPedido } from './documento.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const h = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

export const CLIENTE_SEM_EMAIL = 'O cliente deste pedido não tem e-mail cadastrado.';

/**
 * The order sent to its customer: the PDF attached and the share link in the text. The sender is the
 * product (MAIL_FROM, 'Mascate' by default) and so is the subject's start; the company is named in the
 * text as the one that sent it, so a company's name never poses as the sender (issue 23).
 */
export function mensagemPedido(
  doc: DocumentoPedido,
  pdf: Buffer,
  link: { url: string; chave: string; expiraEm: string },
): Mensagem {
  const n = doc.pedido.numero;
  const empresa = doc.empresa.nome;
  const validade = formatarData(link.expiraEm.slice(0, 10));
  // Issue 49: each open instalment's "Pix copia e cola" (and, in the HTML, its QR code).
  const pix = doc.pix.map((p) => ({
    titulo: `Pix da parcela ${p.parcela} (${formatarMoeda(p.abertoCentavos)}, vencimento ${formatarData(p.vencimento)})`,
    ...p,
  }));
  // Issue 48: the total the customer pays with IPI and ICMS-ST, the one the PDF and the link show.
  const total = fraseTotalAPagar(totaisDoPedido(doc.pedido));
  const totalTexto = total ? `\n${total}\n` : '';
  const totalHtml = total ? `<p><strong>${h(total)}</strong></p>` : '';
  const pixTexto = pix.map((p) => `\n${p.titulo}, copia e cola:\n${p.copiaECola}\n`).join('');
  const pixHtml = pix
    .map(
      (p) =>
        `<p><strong>${h(p.titulo)}</strong></p><p><img alt="QR code Pix da parcela ${p.parcela}" width="180" height="180" src="data:image/svg+xml;base64,${Buffer.from(p.qrSvg).toString('base64')}"></p><p>Pix copia e cola:<br><code>${h(p.copiaECola)}</code></p>`,
    )
    .join('');
  return {
    para: doc.cliente.email,
    assunto: `Mascate: pedido nº ${n}`,
    texto: `Olá, ${doc.cliente.nome}.\n\nA empresa ${empresa} enviou pelo Mascate o pedido nº ${n}, em PDF, em anexo.\nVocê também pode vê-lo neste link (válido até ${validade}): ${link.url}\n${totalTexto}${pixTexto}`,
    html: `<p>Olá, ${h(doc.cliente.nome)}.</p><p>A empresa ${h(empresa)} enviou pelo Mascate o pedido nº ${n}, em PDF, em anexo.</p><p>Você também pode vê-lo <a href="${h(link.url)}">neste link</a> (válido até ${validade}).</p>${totalHtml}${pixHtml}`,
    // The outbox blanks the key from its kept copy once sent: the stored mail opens nothing.
    segredo: link.chave,
    anexos: [{ nome: `pedido-${n}.pdf`, tipo: 'application/pdf', conteudo: pdf }],
  };
}
