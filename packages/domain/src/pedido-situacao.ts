// The life cycle of an order (issue 13): quote, order, invoiced, cancelled. Pure rules: which changes are
// allowed, what each status lets the user edit, whether it holds stock and counts on the dashboard.

export const SITUACOES = ['orcamento', 'pedido', 'faturado', 'cancelado'] as const;
export type Situacao = (typeof SITUACOES)[number];

/** A new order starts as a quote or as an order (the default, as before statuses existed). */
export const SITUACOES_NOVAS = ['orcamento', 'pedido'] as const satisfies readonly Situacao[];
export type SituacaoNova = (typeof SITUACOES_NOVAS)[number];
export const SITUACAO_PADRAO: SituacaoNova = 'pedido';

export const NOMES_SITUACAO: Record<Situacao, string> = {
  orcamento: 'Orçamento',
  pedido: 'Pedido',
  faturado: 'Faturado',
  cancelado: 'Cancelado',
};

const MUDANCAS: Record<Situacao, readonly Situacao[]> = {
  orcamento: ['pedido', 'cancelado'],
  pedido: ['faturado', 'cancelado'],
  // Issue 30: an invoiced order may be cancelled, by an administrador only, with a reason, while none of
  // its receivables has a payment (the server checks the payments; exigeAdministrador says who).
  faturado: ['cancelado'],
  cancelado: [],
};

/** The button that makes each change on the order screen. */
export const ACOES_SITUACAO: Record<Situacao, string> = {
  orcamento: '',
  pedido: 'Aprovar',
  faturado: 'Faturar',
  cancelado: 'Cancelar',
};

export const MOTIVO_MINIMO = 3;
export const MOTIVO_MAXIMO = 500;
export const MSG_MOTIVO = `Informe o motivo do cancelamento (de ${MOTIVO_MINIMO} a ${MOTIVO_MAXIMO} caracteres).`;

export function mudancasPermitidas(de: Situacao): readonly Situacao[] {
  return MUDANCAS[de];
}

export function podeMudar(de: Situacao, para: Situacao): boolean {
  return MUDANCAS[de].includes(para);
}

/** Quotes and orders can be edited and deleted; invoiced and cancelled orders are read-only. */
export function editavel(s: Situacao): boolean {
  return s === 'orcamento' || s === 'pedido';
}

/** Whether an order in this status holds the stock its items took (a quote never took any). */
export function seguraEstoque(s: Situacao): boolean {
  return s === 'pedido' || s === 'faturado';
}

/** The dashboard counts what was sold: orders and invoiced orders, not quotes nor cancelled ones. */
export function contaNoPainel(s: Situacao): boolean {
  return s === 'pedido' || s === 'faturado';
}

export const SITUACOES_DO_PAINEL = SITUACOES.filter(contaNoPainel);

/** Cancelling an invoiced order undoes receivables: only an administrador may (issue 30). */
export function exigeAdministrador(de: Situacao, para: Situacao): boolean {
  return de === 'faturado' && para === 'cancelado';
}

export const MSG_CANCELAR_FATURADO_SO_ADMIN = 'Somente um administrador pode cancelar um pedido faturado.';
export const MSG_FATURADO_COM_BAIXA =
  'Pedido faturado com pagamento registrado não pode ser cancelado: estorne as baixas dos títulos antes.';

export function exigeMotivo(para: Situacao): boolean {
  return para === 'cancelado';
}

/** What a change does to stock: take it (quote approved), give it back (order cancelled) or nothing. */
export function efeitoNoEstoque(de: Situacao, para: Situacao): 'tomar' | 'devolver' | 'nada' {
  const antes = seguraEstoque(de);
  const depois = seguraEstoque(para);
  if (antes === depois) return 'nada';
  return depois ? 'tomar' : 'devolver';
}

export function mensagemMudancaRecusada(de: Situacao, para: Situacao): string {
  return `Não é possível mudar a situação de ${NOMES_SITUACAO[de]} para ${NOMES_SITUACAO[para]}.`;
}

export function mensagemSomenteLeitura(s: Situacao, acao: 'alterado' | 'excluído'): string {
  return `Pedido ${NOMES_SITUACAO[s].toLowerCase()} não pode ser ${acao}.`;
}
