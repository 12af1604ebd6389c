import { formatarData, formatarMoeda, NOMES_SITUACAO, paraCentavos } from '@mascate/domain';
import type { DocumentoPedido } from './documento.ts';

// The order as text, once, for both the PDF and the public page: R$ 1.234,56 and dd/mm/aaaa.
const quantidade = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const reais = (v: number) => formatarMoeda(paraCentavos(v));

export const COLUNAS_ITENS = ['Código', 'Descrição', 'Un.', 'Qtde.', 'Preço', 'Desconto', 'Total'] as const;
export const COLUNAS_PARCELAS = ['Parcela', 'Vencimento', 'Valor'] as const;

export type Apresentacao = {
  titulo: string;
  situacao: string;
  datas: [string, string][];
  /** Issue 27: payment method, representative and the customer's phone, as label and value. */
  dados: [string, string][];
  observacoes: string;
  itens: string[][];
  totais: [string, string][];
  parcelas: string[][];
};

export function apresentar({
  pedido: p,
  formaPagamento,
  representante,
  cliente,
}: DocumentoPedido): Apresentacao {
  const total = paraCentavos(p.valor) - paraCentavos(p.desconto);
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
    totais: [
      ['Valor dos produtos', reais(p.valor)],
      ['Desconto', reais(p.desconto)],
      ['Total', formatarMoeda(total)],
    ],
    parcelas: p.parcelas.map((x) => [String(x.parcela), formatarData(x.vencimento), reais(x.valor)]),
  };
}
