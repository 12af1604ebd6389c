// Whether a Pix payment the PSP told of settles its receivable by itself (issue 49): only an exact match
// does. Any other case (unknown txid, cancelled or already paid receivable, another amount) waits in
// "Recebimentos a conciliar" for a person, with the reason shown there.
import { formatarMoeda } from './formatos.ts';

export type TituloDoPix = { valorCentavos: number; pagoCentavos: number; cancelado: boolean };
export type DecisaoPix = { baixar: true } | { baixar: false; motivo: string };

export const MOTIVO_TXID_DESCONHECIDO = 'O txid não corresponde a nenhum título desta empresa.';
export const MOTIVO_TITULO_CANCELADO = 'O título foi cancelado.';
export const MOTIVO_TITULO_PAGO = 'O título já estava pago.';

export function decidirPix(titulo: TituloDoPix | undefined, valorCentavos: number): DecisaoPix {
  if (!titulo) return { baixar: false, motivo: MOTIVO_TXID_DESCONHECIDO };
  if (titulo.cancelado) return { baixar: false, motivo: MOTIVO_TITULO_CANCELADO };
  const aberto = titulo.valorCentavos - titulo.pagoCentavos;
  if (aberto <= 0) return { baixar: false, motivo: MOTIVO_TITULO_PAGO };
  if (aberto !== valorCentavos)
    return {
      baixar: false,
      motivo: `Valor pago (${formatarMoeda(valorCentavos)}) diferente do aberto no título (${formatarMoeda(aberto)}).`,
    };
  return { baixar: true };
}
