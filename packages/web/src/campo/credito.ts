import { type CreditoCampo, formatarMoeda, paraCentavos } from '@mascate/domain';
import { banco, lerMeta } from './banco.ts';
import { ULTIMA_SINCRONIZACAO } from './sincronia.ts';

/**
 * The customer's credit as the device knows it: the position at the last sync (campo/receber) less the
 * orders made on the device since, which the server had not counted yet. Only a warning: the server
 * judges each order when it arrives, as the back office's.
 */
export type CreditoNoAparelho = {
  limiteCentavos: number | null;
  emAbertoCentavos: number;
  vencidoCentavos: number;
  maiorAtrasoDias: number;
  /** null: no limit. */
  disponivelCentavos: number | null;
  /** Orders made here since the sync (already in em aberto and disponível). */
  doAparelhoCentavos: number;
  bloquearLimite: boolean;
  bloquearVencidosDias: number | null;
};

export function creditoNoAparelho(
  c: CreditoCampo | undefined,
  doAparelhoCentavos: number,
): CreditoNoAparelho | null {
  if (!c) return null;
  const limite = c.limite_credito === null ? null : paraCentavos(c.limite_credito);
  const emAberto = paraCentavos(c.em_aberto) + doAparelhoCentavos;
  return {
    limiteCentavos: limite,
    emAbertoCentavos: emAberto,
    vencidoCentavos: paraCentavos(c.vencido),
    maiorAtrasoDias: c.maior_atraso_dias,
    disponivelCentavos: limite === null ? null : limite - emAberto,
    doAparelhoCentavos,
    bloquearLimite: c.bloquear_limite,
    bloquearVencidosDias: c.bloquear_vencidos_dias,
  };
}

/** What the order screen warns about an order of `esteCentavos` (null: nothing to say). */
export function avisoDeCredito(c: CreditoNoAparelho | null, esteCentavos: number): string | null {
  if (!c) return null;
  const avisos: string[] = [];
  if (c.bloquearVencidosDias !== null && c.maiorAtrasoDias > c.bloquearVencidosDias)
    avisos.push(
      `Cliente com título vencido há ${c.maiorAtrasoDias} dias (${formatarMoeda(c.vencidoCentavos)}): a empresa bloqueia pedidos acima de ${c.bloquearVencidosDias} dias de atraso.`,
    );
  if (c.disponivelCentavos !== null && esteCentavos > c.disponivelCentavos)
    avisos.push(
      `Este pedido (${formatarMoeda(esteCentavos)}) passa do crédito disponível do cliente (${formatarMoeda(c.disponivelCentavos)}).` +
        (c.bloquearLimite ? ' A empresa bloqueia pedidos acima do limite.' : ''),
    );
  if (avisos.length === 0) return null;
  const bloqueia = c.bloquearLimite || c.bloquearVencidosDias !== null;
  return `${avisos.join(' ')}${bloqueia ? ' O servidor pode recusá-lo ao receber; salve como orçamento ou fale com o escritório.' : ''}`;
}

/** The orders (not quotes) made on this device for the customer since the last sync and not refused. */
async function pedidosDoAparelhoCentavos(clienteId: number): Promise<number> {
  const desde = (await lerMeta(ULTIMA_SINCRONIZACAO)) ?? '';
  const feitos = await banco.outbox
    .where('feito_em')
    .aboveOrEqual(desde)
    .filter(
      (e) =>
        e.tipo === 'pedido' &&
        e.situacao !== 'recusado' &&
        e.dados.participante_id === clienteId &&
        e.dados.situacao === 'pedido',
    )
    .toArray();
  return feitos.reduce((s, e) => s + e.totalCentavos, 0);
}

/** The credit of one customer on the device, for the screens. */
export async function lerCredito(clienteId: number): Promise<CreditoNoAparelho | null> {
  return creditoNoAparelho(await banco.creditos.get(clienteId), await pedidosDoAparelhoCentavos(clienteId));
}
