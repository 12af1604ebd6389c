import {
  type ImpostosPedido,
  MSG,
  type PedidoCorpo,
  paraCentavos,
  parcelasConferem,
  quantidadeParaMilesimos,
  totaisPedido,
  totalItem,
} from '@mascate/domain';
import { entradaInvalida } from '../http/erros.ts';

export type ItemConferido = {
  idItem: string;
  produtoId: number;
  descricao: string;
  codpro: string;
  unidadeId: number;
  unidade: string;
  qtMilesimos: number;
  precoCentavos: number;
  descontoCentavos: number;
  totalCentavos: number;
};

export type PedidoConferido = {
  identOperacao: number;
  data: string;
  dataSaida: string | null;
  participanteId: number;
  vendedorId: number;
  formaPagamentoId: number;
  naturezaId: number;
  /** 0 when the order has no price table. */
  tabelaPrecoId: number;
  valorCentavos: number;
  descontoCentavos: number;
  itens: ItemConferido[];
  parcelas: { parcela: number; vencimento: string; valorCentavos: number }[];
  /** Issue 27: the order's notes ('' for none). */
  observacoes: string;
};

/** A checked order with its taxes (issue 48): what is stored. */
export type PedidoComImpostos = PedidoConferido & { impostos: ImpostosPedido };

const TOTAIS_NAO_CONFEREM = 'Os totais do pedido não conferem com os itens.';

/**
 * Recomputes every amount in integer cents with the same functions the screen uses, so an order whose
 * sent totals differ from its items (a tampered or buggy client) is refused rather than stored.
 */
export function conferirPedido(corpo: PedidoCorpo): PedidoConferido {
  const itens = corpo.produtos.map((p): ItemConferido => {
    const calculo = {
      qtMilesimos: quantidadeParaMilesimos(p.qt),
      precoCentavos: paraCentavos(p.preco),
      descontoCentavos: paraCentavos(p.desconto),
    };
    const total = totalItem(calculo);
    if (total !== paraCentavos(p.total)) throw entradaInvalida(TOTAIS_NAO_CONFEREM);
    if (total < 0) {
      throw entradaInvalida(
        `O desconto do produto ${p.descricao || p.produto_id} é maior que o valor do item.`,
      );
    }
    return {
      ...calculo,
      idItem: p.id,
      produtoId: p.produto_id,
      descricao: p.descricao,
      codpro: p.codpro,
      unidadeId: p.unidade_id,
      unidade: p.unidade,
      totalCentavos: total,
    };
  });
  const totais = totaisPedido(itens);
  if (totais.valor !== paraCentavos(corpo.valor) || totais.desconto !== paraCentavos(corpo.desconto)) {
    throw entradaInvalida(TOTAIS_NAO_CONFEREM);
  }
  if (totais.total <= 0) throw entradaInvalida(MSG.valorPedidoMaiorZero);
  const parcelas = corpo.parcelas.map((p) => ({
    parcela: p.parcela,
    vencimento: p.vencimento,
    valorCentavos: paraCentavos(p.valor),
  }));
  return {
    identOperacao: corpo.ident_operacao,
    data: corpo.data,
    dataSaida: corpo.data_saida,
    participanteId: corpo.participante_id,
    vendedorId: corpo.vendedor_id,
    formaPagamentoId: corpo.forma_pagamento_id,
    naturezaId: corpo.natureza_id,
    tabelaPrecoId: corpo.tabela_preco_id,
    valorCentavos: totais.valor,
    descontoCentavos: totais.desconto,
    itens,
    parcelas,
    observacoes: corpo.observacoes,
  };
}

// No instalments is allowed (the spec's screen saves without generating them). The instalments divide the
// total to pay (issue 48: the products less discounts, plus IPI, ICMS-ST and FCP-ST).
export function conferirParcelas(parcelas: PedidoConferido['parcelas'], totalCentavos: number): void {
  if (parcelas.length === 0) return;
  if (parcelas.some((p, i) => p.parcela !== i + 1)) {
    throw entradaInvalida(`As parcelas devem ser numeradas de 1 a ${parcelas.length}, em ordem.`);
  }
  if (!parcelasConferem(parcelas, totalCentavos)) {
    throw entradaInvalida('A soma das parcelas não confere com o total do pedido.');
  }
}
