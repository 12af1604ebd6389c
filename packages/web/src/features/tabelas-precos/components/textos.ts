const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '-10%', '+5,5%' or 'Sem ajuste', as the list and the order's select show a table's percentage. */
export function textoAjuste(v: number): string {
  if (v === 0) return 'Sem ajuste';
  return `${v > 0 ? '+' : ''}${percentual.format(v)}%`;
}
