// The static Pix code of a receivable (issue 49): its open amount now, the company's key, the txid naming it,
// as "Pix copia e cola" text and as a QR image. The BR Code itself is the domain's (montarBrCode).
import { montarBrCode, txidDoTitulo } from '@mascate/domain';
import QRCode from 'qrcode';
import type { ConfiguracaoPix } from './configuracao.ts';

export type CodigoPix = { txid: string; copiaECola: string };

/** The code for `abertoCentavos` of the receivable, or undefined when nothing is open. */
export function codigoDoTitulo(
  config: Pick<ConfiguracaoPix, 'chave' | 'nome' | 'cidade'>,
  empresaId: number,
  tituloId: number,
  abertoCentavos: number,
): CodigoPix | undefined {
  if (abertoCentavos <= 0) return undefined;
  const txid = txidDoTitulo(empresaId, tituloId);
  const copiaECola = montarBrCode({
    chave: config.chave,
    nome: config.nome,
    cidade: config.cidade,
    valorCentavos: abertoCentavos,
    txid,
  });
  return { txid, copiaECola };
}

/** The QR code as an SVG image (error correction M, as payment apps read it from paper and screens). */
export function qrSvg(texto: string): Promise<string> {
  return QRCode.toString(texto, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
