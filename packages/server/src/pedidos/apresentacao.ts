import {
  formatarData,
  formatarMoeda,
  formatarPercentual,
  linhasTotaisDocumento,
  NOMES_SITUACAO,
  type Pedido,
  paraCentavos,
  type TotaisDocumento,
  totaisDoPedido,
} from '@mascate/domain';
import type { DocumentoPedido } from './documento.ts';

// The order as text, once, for both the PDF and the public page: R$ 1.234,56 and dd/mm/aaaa.
const quantidade = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const reais = (v: number) => formatarMoeda(paraCentavos(v));

export const COLUNAS_ITENS = ['Código', 'Descrição', 'Un.', 'Qtde.', 'Preço', 'Desconto', 'Total'] as const;
export const COLUNAS_PARCELAS = ['Parcela', 'Vencimento', 'Valor'] as const;
/** Issue 48: each item's taxes, as the order stored them. */
export const COLUNAS_IMPOSTOS = [
  'Código',
  'CFOP',
  'IPI',
  'Base ST',
  'MVA',
  'ICMS-ST',
  'FCP-ST',
  'Total',
] as const;

export type Apresentacao = {
  titulo: string;
  situacao: string;
  datas: [string, string][];
  /** Issue 27: payment method, representative and the customer's phone, as label and value. */
  dados: [string, string][];
  observacoes: string;
  itens: string[][];
  totais: [string, string][];
  /** Issue 48: a row per item when the order pays taxes on top of its products (none otherwise). */
  impostos: string[][];
  parcelas: string[][];
};

function impostosPorItem(p: Pedido, totais: TotaisDocumento): string[][] {
  if (!p.impostos || totais.ipi + totais.icmsSt + totais.fcpSt === 0) return [];
  return p.impostos.itens.map((x, n) => [
    p.produtos[n]?.codpro ?? '',
    x.cfop,
    x.ipi > 0 ? `${reais(x.ipi)} (${formatarPercentual(x.aliquota_ipi)})` : reais(0),
    reais(x.base_st),
    x.base_st > 0 ? `${formatarPercentual(x.mva)}${x.mva_ajustada ? ' (ajustada)' : ''}` : '-',
    reais(x.icms_st),
    reais(x.fcp_st),
    reais(x.total),
  ]);
}

export function apresentar({
  pedido: p,
  formaPagamento,
  representante,
  cliente,
}: DocumentoPedido): Apresentacao {
  const totais = totaisDoPedido(p);
  return {
    titulo: `Pedido nº ${p.numero}`,
    situacao: NOMES_SITUACAO[p.situacao],
    datas: [
      ['Data', formatarData(p.data)],
      ['Data de saída', p.data_saida ? formatarData(p.data_saida) : '-'],
    ],
    dados: [
      ['Forma de pagamento', formaPagamento || '-'],
      ['Representante', representante || '-'],
      ['Telefone do cliente', cliente.fone || '-'],
    ],
    observacoes: p.observacoes ?? '',
    itens: p.produtos.map((i) => [
      i.codpro,
      i.descricao,
      i.unidade,
      quantidade.format(i.qt),
      reais(i.preco),
      reais(i.desconto),
      reais(i.total),
    ]),
    totais: linhasTotaisDocumento(totais).map(([rotulo, c]) => [rotulo, formatarMoeda(c)]),
    impostos: impostosPorItem(p, totais),
    parcelas: p.parcelas.map((x) => [String(x.parcela), formatarData(x.vencimento), reais(x.valor)]),
  };
}
