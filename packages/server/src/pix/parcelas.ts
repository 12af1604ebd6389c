// The Pix of each open instalment of an order (issue 49), for the order's PDF, its public page and the
// texts sent to the customer: the static BR Code of the open amount now, as text and as a QR image.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';
import { codigoDoTitulo, qrSvg } from './codigo.ts';
import { lerConfiguracaoPix } from './configuracao.ts';

export type PixParcela = {
  parcela: number;
  vencimento: string;
  abertoCentavos: number;
  copiaECola: string;
};

/** With its QR code as an SVG image (the PDF draws its own). */
export type PixParcelaComQr = PixParcela & { qrSvg: string };

export async function comQr(parcelas: PixParcela[]): Promise<PixParcelaComQr[]> {
  return Promise.all(parcelas.map(async (p) => ({ ...p, qrSvg: await qrSvg(p.copiaECola) })));
}

/** Nothing when the company has no Pix key or the order no open receivable. */
export async function pixDasParcelas(
  tx: Executor,
  empresaId: number,
  pedidoId: number,
): Promise<PixParcela[]> {
  const config = await lerConfiguracaoPix(tx, empresaId);
  if (!config) return [];
  const titulos = await linhasDe<{ id: number; parcela: number; vencimento: string; aberto: string }>(
    tx,
    sql`select id, parcela, to_char(vencimento, 'YYYY-MM-DD') as vencimento, valor_centavos - pago_centavos as aberto
          from titulos
         where empresa_id = ${empresaId} and pedido_id = ${pedidoId} and not cancelado
           and pago_centavos < valor_centavos
         order by parcela`,
  );
  const parcelas: PixParcela[] = [];
  for (const t of titulos) {
    const codigo = codigoDoTitulo(config, empresaId, t.id, Number(t.aberto));
    if (!codigo) continue;
    parcelas.push({
      parcela: t.parcela,
      vencimento: t.vencimento,
      abertoCentavos: Number(t.aberto),
      copiaECola: codigo.copiaECola,
    });
  }
  return parcelas;
}
