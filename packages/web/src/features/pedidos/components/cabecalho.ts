import { hojeSaoPaulo, type Pedido, pedidoCriarSchema } from '@mascate/domain';
import { z } from 'zod';

// The header's fields of the order, in the screen's order (the customer first).
const CAMPOS = {
  participante_id: true,
  data: true,
  data_saida: true,
  vendedor_id: true,
  forma_pagamento_id: true,
  tabela_preco_id: true,
  observacoes: true,
} as const;

/** The order's header as the domain checks it (customer first), plus the customer's name to show. */
export const esquemaCabecalho = pedidoCriarSchema.pick(CAMPOS).extend({ participante_nome: z.string() });
export type Cabecalho = z.input<typeof esquemaCabecalho>;
/** Which message the 'Atenção' modal gives first: the fields' order (the price table is chosen, not typed). */
export const ORDEM_CABECALHO = (Object.keys(CAMPOS) as (keyof typeof CAMPOS)[]).filter(
  (c) => c !== 'tabela_preco_id',
);

export function cabecalhoInicial(p?: Pedido): Cabecalho {
  const hoje = hojeSaoPaulo();
  return {
    participante_id: p?.participante_id ?? 0,
    participante_nome: p?.participante.nome ?? '',
    vendedor_id: p?.vendedor_id ?? 0,
    data: p?.data ?? hoje,
    data_saida: p ? (p.data_saida ?? '') : hoje,
    forma_pagamento_id: p?.forma_pagamento_id ?? 0,
    tabela_preco_id: p?.tabela_preco_id ?? 0,
    observacoes: p?.observacoes ?? '',
  };
}
