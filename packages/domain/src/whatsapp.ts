import { somenteDigitos } from './documentos.ts';
import { formatarMoeda } from './formatos.ts';
import { fraseTotalAPagar, type TotaisDocumento } from './total-a-pagar.ts';

/**
 * A Brazilian mobile number in international form (55 + DDD + 9 digits), or '' when the phone is not a
 * mobile (a landline has 8 digits after the DDD, starting 2-5) or is empty. Accepts the number with or
 * without punctuation, a trunk 0 before the DDD, and an existing 55 prefix.
 */
export function celularInternacional(fone: string): string {
  let d = somenteDigitos(fone);
  if (d.length === 13 && d.startsWith('55')) d = d.slice(2);
  if (d.length === 12 && d.startsWith('0')) d = d.slice(1);
  return /^[1-9][1-9]9\d{8}$/.test(d) ? `55${d}` : '';
}

/** wa.me's address: with the number when the customer has a mobile, else WhatsApp asks whom to send to. */
export function linkWhatsApp(fone: string, texto: string): string {
  return `https://wa.me/${celularInternacional(fone)}?text=${encodeURIComponent(texto)}`;
}

/**
 * Issue 48: the total the customer pays (with IPI and ICMS-ST, as the order stored them) follows the link;
 * issue 49: then each open instalment's "Pix copia e cola", when the company has a Pix key.
 */
export function mensagemWhatsAppPedido(
  numero: number,
  link: string,
  pix: readonly { parcela: number; valorCentavos: number; copiaECola: string }[] = [],
  total?: TotaisDocumento,
): string {
  const linhas = pix.map(
    (p) =>
      `\n\nPix da parcela ${p.parcela} (${formatarMoeda(p.valorCentavos)}), copia e cola:\n${p.copiaECola}`,
  );
  const frase = total ? fraseTotalAPagar(total) : null;
  const valor = frase ? `\n${frase}` : '';
  return `Olá! Segue o pedido nº ${numero}: ${link}${valor}${linhas.join('')}`;
}

/** The invitation's message when there is no e-mail server (issue 45): the person's name and the link. */
export function mensagemWhatsAppConvite(nome: string, link: string): string {
  return `Olá, ${nome}! Você foi convidado para acessar o Mascate. Crie sua senha neste link (válido por 7 dias e por um único uso): ${link}`;
}
