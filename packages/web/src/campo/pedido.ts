import {
  type ClienteCampo,
  type ConfiguracaoCampo,
  centavosParaDecimal,
  gerarParcelas,
  type PedidoCriarEntrada,
  type ProdutoCampo,
  paraCentavos,
  parcelasDoPrazo,
  precoNaTabela,
  quantidadeParaMilesimos,
  type RotaCampo,
  type TabelaCalculo,
  type TabelaCampo,
  tabelaVigente,
  totaisPedido,
  totalItem,
} from '@mascate/domain';

// An order priced on the device with the domain's own rules: the same functions the server checks with
// (price under a table, item and order totals, instalments), so what the representative sees is what
// the server accepts.

export function tabelaParaCalculo(t: TabelaCampo): TabelaCalculo {
  return {
    ativo: t.ativo,
    validadeInicio: t.validade_inicio,
    validadeFim: t.validade_fim,
    // A percentage with two decimals is, in hundredths of a percent, the same digits as cents.
    ajusteCentesimos: paraCentavos(t.ajuste_percentual),
    fixos: new Map(t.fixos.map(([id, preco]) => [id, paraCentavos(preco)])),
  };
}

/** The customer's table, else its route's; one not valid today is passed over (as the back office does). */
export function tabelaDoCliente(
  cliente: Pick<ClienteCampo, 'tabela_preco_id' | 'rota_id'>,
  rotas: ReadonlyMap<number, RotaCampo>,
  tabelas: ReadonlyMap<number, TabelaCampo>,
  hoje: string,
): TabelaCampo | undefined {
  const candidatas = [
    cliente.tabela_preco_id,
    cliente.rota_id ? rotas.get(cliente.rota_id)?.tabela_preco_id : null,
  ];
  for (const id of candidatas) {
    const t = id ? tabelas.get(id) : undefined;
    if (
      t &&
      tabelaVigente({ ativo: t.ativo, validadeInicio: t.validade_inicio, validadeFim: t.validade_fim }, hoje)
    )
      return t;
  }
  return undefined;
}

export function precoDoProduto(p: ProdutoCampo, tabela: TabelaCalculo | undefined, hoje: string): number {
  return precoNaTabela({ id: p.id, precoCentavos: paraCentavos(p.preco) }, tabela, hoje);
}

export type ItemPedido = {
  produto: Pick<ProdutoCampo, 'id' | 'descricao' | 'codigo' | 'unidade_id' | 'unidade'>;
  /** As typed (comma or point). */
  qt: string;
  precoCentavos: number;
  descontoCentavos: number;
};

const calculo = (i: ItemPedido) => ({
  qtMilesimos: quantidadeParaMilesimos(i.qt),
  precoCentavos: i.precoCentavos,
  descontoCentavos: i.descontoCentavos,
});

export const itemValido = (i: ItemPedido) => {
  const q = quantidadeParaMilesimos(i.qt);
  return Number.isFinite(q) && q > 0 && totalItem(calculo(i)) >= 0;
};

export const totaisDos = (itens: readonly ItemPedido[]) =>
  totaisPedido(itens.filter(itemValido).map(calculo));

/** Discounts per the company's setting: permite_desconto 1 means no discounts (the spec's flag). */
export const descontoPermitido = (c: ConfiguracaoCampo | undefined) => (c?.permite_desconto ?? 0) !== 1;

export type Cabecalho = {
  clienteId: number;
  vendedorId: number;
  formaId: number;
  tabelaId: number;
  parcelas: number;
  /** The method's term (diasDaForma): when set, one instalment per day of it and `parcelas` is unused. */
  prazo?: readonly number[] | null;
  situacao: 'orcamento' | 'pedido';
  hoje: string;
  /** The order's notes and its delivery date (the back office's Observações and Saída), ISO or null. */
  observacoes: string;
  dataSaida: string | null;
};

/** The body of pedidosvenda/create, exactly what the back office would send for the same order. */
export function corpoDoPedido(c: Cabecalho, itens: readonly ItemPedido[]): PedidoCriarEntrada {
  const validos = itens.filter(itemValido);
  const totais = totaisDos(validos);
  const cortadas =
    totais.total <= 0
      ? []
      : c.prazo
        ? parcelasDoPrazo(totais.total, c.prazo, c.hoje)
        : c.parcelas > 0
          ? gerarParcelas(totais.total, c.parcelas, c.hoje)
          : [];
  const parcelas = cortadas.map((p) => ({
    parcela: p.parcela,
    vencimento: p.vencimento,
    valor: centavosParaDecimal(p.valorCentavos),
  }));
  return {
    participante_id: c.clienteId,
    data: c.hoje,
    data_saida: c.dataSaida,
    ident_operacao: 1,
    vendedor_id: c.vendedorId,
    forma_pagamento_id: c.formaId,
    natureza_id: 0,
    tabela_preco_id: c.tabelaId,
    situacao: c.situacao,
    produtos: validos.map((i) => ({
      id: '',
      produto_id: i.produto.id,
      descricao: i.produto.descricao,
      codpro: i.produto.codigo,
      unidade_id: i.produto.unidade_id,
      unidade: i.produto.unidade,
      qt: i.qt.replace(',', '.'),
      preco: centavosParaDecimal(i.precoCentavos),
      desconto: centavosParaDecimal(i.descontoCentavos),
      total: centavosParaDecimal(totalItem(calculo(i))),
    })),
    valor: centavosParaDecimal(totais.valor),
    desconto: centavosParaDecimal(totais.desconto),
    parcelas,
    observacoes: c.observacoes.trim(),
  };
}

/** What is typed in a date box, as dd/mm/aaaa while it is typed (the slashes come by themselves). */
export function mascaraData(v: string): string {
  const d = v.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}
