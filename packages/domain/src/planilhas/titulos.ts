// Receivables' spreadsheets (issue 30): the list and the aging report, the same columns as on screen.
import type { LinhaVencimentos, TituloLido } from '../schemas/titulos.ts';
import { NOMES_FAIXA, NOMES_SITUACAO_TITULO } from '../titulos.ts';
import type { ColunaPlanilha } from './colunas.ts';

const centavos = (reais: number) => Math.round(reais * 100);

export const COLUNAS_TITULOS: ColunaPlanilha<TituloLido>[] = [
  { titulo: 'Título', tipo: 'texto', valor: (l) => l.numero },
  { titulo: 'Cliente', tipo: 'texto', valor: (l) => l.cliente_nome },
  { titulo: 'Vencimento', tipo: 'data', valor: (l) => l.vencimento },
  { titulo: 'Valor', tipo: 'dinheiro', valor: (l) => centavos(l.valor) },
  { titulo: 'Pago', tipo: 'dinheiro', valor: (l) => centavos(l.pago) },
  { titulo: 'Em aberto', tipo: 'dinheiro', valor: (l) => centavos(l.aberto) },
  { titulo: 'Situação', tipo: 'texto', valor: (l) => NOMES_SITUACAO_TITULO[l.situacao] },
  { titulo: 'Dias de atraso', tipo: 'inteiro', valor: (l) => l.dias_atraso },
];

export const COLUNAS_VENCIMENTOS: ColunaPlanilha<LinhaVencimentos>[] = [
  { titulo: 'Cliente', tipo: 'texto', valor: (l) => l.cliente_nome },
  { titulo: NOMES_FAIXA.a_vencer, tipo: 'dinheiro', valor: (l) => centavos(l.a_vencer) },
  { titulo: NOMES_FAIXA.d1_30, tipo: 'dinheiro', valor: (l) => centavos(l.d1_30) },
  { titulo: NOMES_FAIXA.d31_60, tipo: 'dinheiro', valor: (l) => centavos(l.d31_60) },
  { titulo: NOMES_FAIXA.d61_90, tipo: 'dinheiro', valor: (l) => centavos(l.d61_90) },
  { titulo: NOMES_FAIXA.d90_mais, tipo: 'dinheiro', valor: (l) => centavos(l.d90_mais) },
  { titulo: 'Total', tipo: 'dinheiro', valor: (l) => centavos(l.total) },
];
