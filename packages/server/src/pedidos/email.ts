import { formatarData } from '@mascate/domain';
import type { Mensagem } from '../mail/correio.ts';
import type { DocumentoPedido } from './documento.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const h = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

export const CLIENTE_SEM_EMAIL = 'O cliente deste pedido não tem e-mail cadastrado.';

/** The order sent to its customer: the PDF attached and the share link in the text. */
export function mensagemPedido(
  doc: DocumentoPedido,
  pdf: Buffer,
  link: { url: string; chave: string; expiraEm: string },
): Mensagem {
  const n = doc.pedido.numero;
  const empresa = doc.empresa.nome;
  const validade = formatarData(link.expiraEm.slice(0, 10));
  return {
    para: doc.cliente.email,
    assunto: `Pedido nº ${n} - ${empresa}`,
    texto: `Olá, ${doc.cliente.nome}.\n\nSegue em anexo o pedido nº ${n} de ${empresa}, em PDF.\nVocê também pode vê-lo neste link (válido até ${validade}): ${link.url}\n`,
    html: `<p>Olá, ${h(doc.cliente.nome)}.</p><p>Segue em anexo o pedido nº ${n} de ${h(empresa)}, em PDF.</p><p>Você também pode vê-lo <a href="${h(link.url)}">neste link</a> (válido até ${validade}).</p>`,
    // The outbox blanks the key from its kept copy once sent: the stored mail opens nothing.
    segredo: link.chave,
    anexos: [{ nome: `pedido-${n}.pdf`, tipo: 'application/pdf', conteudo: pdf }],
  };
}
