import {
  centavosParaNumero,
  milesimosParaNumero,
  type Pedido,
  type PedidoCriarEntrada,
  paraCentavos,
  quantidadeParaMilesimos,
  TIPOS_OPERACAO,
  totaisPedido,
  totalItem,
} from '@mascate/domain';

import type { Cabecalho } from './components/cabecalho.ts';

/** An order as read (its schema is the domain's pedidoLidoSchema). */
export type { Pedido };

/** An item on the screen: money in cents and quantity in thousandths, so every sum is exact. */
export type ItemEditado = {
  id: string;
  produtoId: number;
  codpro: string;
  descricao: string;
  unidadeId: number;
  unidade: string;
  qtMilesimos: number;
  precoCentavos: number;
  descontoCentavos: number;
  /** The price was typed by hand: a change of price table leaves it as it is. */
  precoManual?: boolean;
  /** The price the picker offered (under the order's table) and the product's own, when picked here. */
  precoTabelaCentavos?: number;
  precoBaseCentavos?: number;
};

export type ParcelaEditada = { parcela: number; vencimento: string; valorCentavos: number };

export function nomeTipo(ident: number): string {
  return TIPOS_OPERACAO[ident as keyof typeof TIPOS_OPERACAO] ?? 'Não Informado';
}

export function itensDoPedido(p: Pedido): ItemEditado[] {
  return p.produtos.map((i) => ({
    id: i.id || novoId(),
    produtoId: i.produto_id,
    codpro: i.codpro,
    descricao: i.descricao,
    unidadeId: i.unidade_id,
    unidade: i.unidade,
    qtMilesimos: quantidadeParaMilesimos(i.qt),
    precoCentavos: paraCentavos(i.preco),
    descontoCentavos: paraCentavos(i.desconto),
  }));
}

export function parcelasDoPedido(p: Pedido): ParcelaEditada[] {
  return p.parcelas.map((x) => ({ ...x, valorCentavos: paraCentavos(x.valor) }));
}

/** The body of create/update, with the totals the server recomputes and compares. */
export function corpoPedido(
  { participante_nome: _, ...c }: Cabecalho,
  itens: ItemEditado[],
  parcelas: ParcelaEditada[],
): PedidoCriarEntrada {
  const totais = totaisPedido(itens);
  return {
    ...c,
    natureza_id: 0,
    valor: centavosParaNumero(totais.valor),
    desconto: centavosParaNumero(totais.desconto),
    produtos: itens.map((i) => ({
      id: i.id,
      descricao: i.descricao,
      codpro: i.codpro,
      produto_id: i.produtoId,
      unidade_id: i.unidadeId,
      unidade: i.unidade,
      qt: milesimosParaNumero(i.qtMilesimos),
      preco: centavosParaNumero(i.precoCentavos),
      desconto: centavosParaNumero(i.descontoCentavos),
      total: centavosParaNumero(totalItem(i)),
    })),
    parcelas: parcelas.map((x) => ({
      parcela: x.parcela,
      vencimento: x.vencimento,
      valor: centavosParaNumero(x.valorCentavos),
    })),
  };
}

/** randomUUID exists only on secure origins; a LAN address over plain http falls back to random bytes. */
export function novoId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const quantidade = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

/** '2' or '1,5' rather than '2,000': quantities are counted, not priced. */
export function formatarQuantidade(milesimos: number): string {
  return quantidade.format(milesimos / 1000);
}
