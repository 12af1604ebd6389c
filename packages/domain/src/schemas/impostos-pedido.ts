// Issue 48: the order screen's preview of the taxes (pedidosvenda/impostos): the items as they stand on the
// screen, computed by the server from the company's rules with the same function that stores them.
import { z } from 'zod';
import { envelopeRegistros } from './envelope.ts';
import { impostosPedidoLidoSchema } from './fiscal.ts';
import { MAXIMO_ITENS_PEDIDO, pedidoCriarSchema, pedidoItemSchema } from './pedidos.ts';

export const previaImpostosSchema = z.object({
  // The order's own parsers (lerId, lerInteiro): the same text is taken or refused as on create.
  ...pedidoCriarSchema.pick({ participante_id: true, ident_operacao: true }).shape,
  produtos: z
    .array(pedidoItemSchema.pick({ produto_id: true, qt: true, preco: true, desconto: true }), {
      error: 'Os produtos do pedido devem ser uma lista.',
    })
    .max(MAXIMO_ITENS_PEDIDO, { error: `O pedido pode ter no máximo ${MAXIMO_ITENS_PEDIDO} produtos.` }),
});
export type PreviaImpostos = z.output<typeof previaImpostosSchema>;

export const respostaPreviaImpostos = envelopeRegistros(impostosPedidoLidoSchema);
