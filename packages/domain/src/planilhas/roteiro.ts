// The route report's spreadsheet: the same columns as its table on screen.
import type { LinhaRoteiro } from '../schemas/roteiro.ts';
import type { ColunaPlanilha } from './colunas.ts';

const centesimos = (p: number | null) => (p === null ? null : Math.round(p * 100));

/** "Preço: 2; Outro: 1", the reasons in the order the answer lists them. */
export function textoSemVenda(l: Pick<LinhaRoteiro, 'sem_venda'>): string {
  return l.sem_venda.map((m) => `${m.motivo}: ${m.visitas}`).join('; ');
}

export const COLUNAS_ROTEIRO: ColunaPlanilha<LinhaRoteiro>[] = [
  { titulo: 'Representante', tipo: 'texto', valor: (l) => l.representante },
  { titulo: 'Data', tipo: 'data', valor: (l) => l.data },
  { titulo: 'Planejados', tipo: 'inteiro', valor: (l) => l.planejados },
  { titulo: 'Visitados', tipo: 'inteiro', valor: (l) => l.visitados },
  { titulo: 'Fora do plano', tipo: 'inteiro', valor: (l) => l.fora_do_plano },
  { titulo: 'Com pedido', tipo: 'inteiro', valor: (l) => l.com_pedido },
  { titulo: 'Sem venda (motivos)', tipo: 'texto', valor: textoSemVenda },
  { titulo: 'Ausentes', tipo: 'inteiro', valor: (l) => l.ausentes },
  { titulo: 'Fora do local', tipo: 'inteiro', valor: (l) => l.fora_do_local },
  { titulo: 'Cumprimento (%)', tipo: 'percentual', valor: (l) => centesimos(l.cumprimento) },
  { titulo: 'Positivação (%)', tipo: 'percentual', valor: (l) => centesimos(l.positivacao) },
];
