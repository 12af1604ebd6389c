import { gerarParcelas, hojeSaoPaulo, totaisPedido } from '@mascate/domain';
import { useState } from 'react';
import {
  type Cabecalho,
  type ItemEditado,
  itensDoPedido,
  type ParcelaEditada,
  type Pedido,
  parcelasDoPedido,
} from '../tipos.ts';

function cabecalhoInicial(p?: Pedido): Cabecalho {
  const hoje = hojeSaoPaulo();
  return {
    participante: p ? { id: p.participante_id, nome: p.participante.nome } : null,
    vendedorId: p?.vendedor_id ?? 0,
    data: p?.data ?? hoje,
    dataSaida: p ? p.data_saida : hoje,
    formaPagamentoId: p?.forma_pagamento_id ?? 0,
  };
}

/** The order being edited; instalments are cleared whenever the items change (spec, section 4). */
export function useEditorPedido(inicial?: Pedido) {
  const [cabecalho, setCabecalho] = useState(() => cabecalhoInicial(inicial));
  const [itens, setItens] = useState<ItemEditado[]>(() => (inicial ? itensDoPedido(inicial) : []));
  const [parcelas, setParcelas] = useState<ParcelaEditada[]>(() =>
    inicial ? parcelasDoPedido(inicial) : [],
  );
  const totais = totaisPedido(itens);

  return {
    cabecalho,
    alterarCabecalho: (parte: Partial<Cabecalho>) => setCabecalho((c) => ({ ...c, ...parte })),
    itens,
    parcelas,
    totais,
    incluir(item: ItemEditado) {
      setItens((atuais) => [...atuais, item]);
      setParcelas([]);
    },
    remover(id: string) {
      setItens((atuais) => atuais.filter((i) => i.id !== id));
      setParcelas([]);
    },
    gerar(quantidade: number) {
      setParcelas(gerarParcelas(totais.total, quantidade, hojeSaoPaulo()));
    },
    alterarVencimento(parcela: number, vencimento: string) {
      setParcelas((atuais) => atuais.map((p) => (p.parcela === parcela ? { ...p, vencimento } : p)));
    },
  };
}

export type EditorPedido = ReturnType<typeof useEditorPedido>;
