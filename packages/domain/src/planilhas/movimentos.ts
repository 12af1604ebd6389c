// Orders (one row per item, the order's fields repeated) and visits: export only.
import { formatarCpfCnpj } from '../formatos.ts';
import { NOMES_SITUACAO, type Situacao } from '../pedido-situacao.ts';
import { type ResultadoVisita, ROTULO_RESULTADO } from '../roteiro.ts';
import { TIPOS_OPERACAO } from '../schemas/pedidos.ts';
import type { ColunaPlanilha } from './colunas.ts';

/** Money in cents, quantities in thousandths. */
export type PedidoItemPlanilha = {
  id: number;
  numero: number;
  ident_operacao: number;
  situacao: Situacao;
  observacoes: string;
  data: string;
  cliente: string;
  cnpj_cpf: string;
  representante: string;
  forma_pagamento: string;
  valor_pedido: number;
  desconto_pedido: number;
  /** Issue 48: the taxes the order stored, on top of its products (0 without a rule), and what it pays. */
  ipi_pedido: number;
  icms_st_pedido: number;
  fcp_st_pedido: number;
  total_a_pagar: number;
  seq: number | null;
  codigo: string;
  descricao: string;
  unidade: string;
  quantidade: number | null;
  preco: number | null;
  desconto: number | null;
  total: number | null;
};

const nomeTipo = (ident: number) => TIPOS_OPERACAO[ident as keyof typeof TIPOS_OPERACAO] ?? 'Não Informado';

// Issue 27: the list's columns (ID SERVIDOR, TIPO, SITUAÇÃO, VALOR) are in the file too: without the
// status a quote and a cancelled order looked like sales, and summing the file overstated revenue.
export const COLUNAS_PEDIDOS: ColunaPlanilha<PedidoItemPlanilha>[] = [
  { titulo: 'ID servidor', tipo: 'inteiro', valor: (p) => p.id },
  { titulo: 'Número', tipo: 'inteiro', valor: (p) => p.numero },
  { titulo: 'Tipo', tipo: 'texto', valor: (p) => nomeTipo(p.ident_operacao) },
  { titulo: 'Data', tipo: 'data', valor: (p) => p.data },
  { titulo: 'Cliente', tipo: 'texto', valor: (p) => p.cliente },
  { titulo: 'CPF/CNPJ', tipo: 'texto', valor: (p) => formatarCpfCnpj(p.cnpj_cpf) },
  { titulo: 'Situação', tipo: 'texto', valor: (p) => NOMES_SITUACAO[p.situacao] ?? p.situacao },
  { titulo: 'Representante', tipo: 'texto', valor: (p) => p.representante },
  { titulo: 'Forma de pagamento', tipo: 'texto', valor: (p) => p.forma_pagamento },
  { titulo: 'Valor do pedido', tipo: 'dinheiro', valor: (p) => p.valor_pedido },
  { titulo: 'Desconto do pedido', tipo: 'dinheiro', valor: (p) => p.desconto_pedido },
  { titulo: 'Total do pedido', tipo: 'dinheiro', valor: (p) => p.valor_pedido - p.desconto_pedido },
  { titulo: 'Observações', tipo: 'texto', valor: (p) => p.observacoes },
  { titulo: 'Item', tipo: 'inteiro', valor: (p) => p.seq },
  { titulo: 'Código', tipo: 'texto', valor: (p) => p.codigo },
  { titulo: 'Descrição', tipo: 'texto', valor: (p) => p.descricao },
  { titulo: 'Unidade', tipo: 'texto', valor: (p) => p.unidade },
  { titulo: 'Quantidade', tipo: 'quantidade', valor: (p) => p.quantidade },
  { titulo: 'Preço', tipo: 'dinheiro', valor: (p) => p.preco },
  { titulo: 'Desconto do item', tipo: 'dinheiro', valor: (p) => p.desconto },
  { titulo: 'Total do item', tipo: 'dinheiro', valor: (p) => p.total },
  // Issue 48: a column per tax the order pays on top, and the total to pay (after the item columns, so a
  // sheet read by position before them reads the same).
  { titulo: 'IPI do pedido', tipo: 'dinheiro', valor: (p) => p.ipi_pedido },
  { titulo: 'ICMS-ST do pedido', tipo: 'dinheiro', valor: (p) => p.icms_st_pedido },
  { titulo: 'FCP-ST do pedido', tipo: 'dinheiro', valor: (p) => p.fcp_st_pedido },
  { titulo: 'Total a pagar', tipo: 'dinheiro', valor: (p) => p.total_a_pagar },
];

export type VisitaPlanilha = {
  data_hora: string;
  cliente: string;
  fantasia: string;
  representante: string;
  /** Issue 28's fields: null when not recorded. */
  resultado: ResultadoVisita | null;
  motivo: string;
  checkin_em: string | null;
  checkout_em: string | null;
  /** Whole metres to the customer's place, when both are known. */
  distancia_m: number | null;
  fora_do_local: boolean;
  obs: string;
};

export const COLUNAS_VISITAS: ColunaPlanilha<VisitaPlanilha>[] = [
  { titulo: 'Data e hora', tipo: 'data_hora', valor: (v) => v.data_hora },
  { titulo: 'Cliente', tipo: 'texto', valor: (v) => v.cliente },
  { titulo: 'Nome fantasia', tipo: 'texto', valor: (v) => v.fantasia },
  { titulo: 'Representante', tipo: 'texto', valor: (v) => v.representante },
  { titulo: 'Resultado', tipo: 'texto', valor: (v) => (v.resultado ? ROTULO_RESULTADO[v.resultado] : '') },
  { titulo: 'Motivo', tipo: 'texto', valor: (v) => v.motivo },
  { titulo: 'Check-in', tipo: 'data_hora', valor: (v) => v.checkin_em },
  { titulo: 'Check-out', tipo: 'data_hora', valor: (v) => v.checkout_em },
  { titulo: 'Distância (m)', tipo: 'inteiro', valor: (v) => v.distancia_m },
  { titulo: 'Fora do local', tipo: 'texto', valor: (v) => (v.fora_do_local ? 'Sim' : 'Não') },
  { titulo: 'Observação', tipo: 'texto', valor: (v) => v.obs },
];
