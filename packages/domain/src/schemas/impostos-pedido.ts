// Issue 48: the order screen's preview of the taxes (pedidosvenda/impostos): the items as they stand on the
// screen, computed by the server from the company's rules with the same function that stores them.
import { z } from 'zod';
import { MSG } from '../mensagens.ts';
import { MAXIMO_ID } from './comum.ts';
import { envelopeRegistros } from './envelope.ts';
import { impostosPedidoLidoSchema } from './fiscal.ts';
import { MAXIMO_ITENS_PEDIDO, pedidoItemSchema } from './pedidos.ts';

export const previaImpostosSchema = z.object({
  participante_id: z.coerce
    .number({ error: MSG.selecioneCliente })
    .int({ error: MSG.selecioneCliente })
    .positive({ error: MSG.selecioneCliente })
    .max(MAXIMO_ID, { error: MSG.selecioneCliente }),
  ident_operacao: z.coerce.number().int().min(1).max(3).default(1),
  produtos: z
    .array(pedidoItemSchema.pick({ produto_id: true, qt: true, preco: true, desconto: true }), {
      error: 'Os produtos do pedido devem ser uma lista.',
    })
    .max(MAXIMO_ITENS_PEDIDO, { error: `O pedido pode ter no máximo ${MAXIMO_ITENS_PEDIDO} produtos.` }),
});
export type PreviaImpostos = z.output<typeof previaImpostosSchema>;

export const respostaPreviaImpostos = envelopeRegistros(impostosPedidoLidoSchema);
