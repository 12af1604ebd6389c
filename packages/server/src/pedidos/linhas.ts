import { centavosParaDecimal, milesimosParaDecimal } from '@mascate/domain';
import type { Tx } from '../db/banco.ts';
import { pedidoItens, pedidoParcelas } from '../db/schema.ts';
import type { PedidoConferido } from './conferencia.ts';

// A checked order as table rows: amounts go back to exact decimal text for the numeric columns.
export function colunasPedido(p: PedidoConferido) {
  return {
    identOperacao: p.identOperacao,
    naturezaId: p.naturezaId,
    tabelaPrecoId: p.tabelaPrecoId || null,
    data: p.data,
    dataSaida: p.dataSaida,
    participanteId: p.participanteId,
    vendedorId: p.vendedorId || null,
    formaPagamentoId: p.formaPagamentoId || null,
    valor: centavosParaDecimal(p.valorCentavos),
    desconto: centavosParaDecimal(p.descontoCentavos),
  };
}

export async function inserirFilhos(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  p: PedidoConferido,
): Promise<void> {
  await tx.insert(pedidoItens).values(
    p.itens.map((i, n) => ({
      empresaId,
      pedidoId,
      seq: n + 1,
      idItem: i.idItem,
      produtoId: i.produtoId,
      codpro: i.codpro,
      descricao: i.descricao,
      unidadeId: i.unidadeId || null,
      unidade: i.unidade,
      qt: milesimosParaDecimal(i.qtMilesimos),
      preco: centavosParaDecimal(i.precoCentavos),
      desconto: centavosParaDecimal(i.descontoCentavos),
      total: centavosParaDecimal(i.totalCentavos),
    })),
  );
  if (p.parcelas.length === 0) return;
  await tx.insert(pedidoParcelas).values(
    p.parcelas.map((x) => ({
      empresaId,
      pedidoId,
      parcela: x.parcela,
      vencimento: x.vencimento,
      valor: centavosParaDecimal(x.valorCentavos),
    })),
  );
}
