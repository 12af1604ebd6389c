import { pedidosLeituraSchema } from '@mascate/domain';
import { z } from 'zod';

/** The order list's range, checked by pedidosvenda/read's own days ('A data inicial é inválida.'). */
export const esquemaPeriodoPedidos = z.object({
  inicio: pedidosLeituraSchema.shape.data_inicial.unwrap(),
  fim: pedidosLeituraSchema.shape.data_final.unwrap(),
});

export const CHAVES_PERIODO_PEDIDOS = { inicio: 'dataInicialPedidos', fim: 'dataFinalPedidos' } as const;
