// The spreadsheets of commission lines and of the goals report (issue 31), the same columns as on screen.
import { NOMES_EVENTO_COMISSAO } from '../comissao.ts';
import type { LinhaComissaoLida, ProgressoMeta } from '../schemas/comissoes.ts';
import type { ColunaPlanilha } from './colunas.ts';

const centavos = (reais: number) => Math.round(reais * 100);

export const COLUNAS_COMISSOES: ColunaPlanilha<LinhaComissaoLida>[] = [
  { titulo: 'Data', tipo: 'data_hora', valor: (l) => l.ganho_em },
  { titulo: 'Representante', tipo: 'texto', valor: (l) => l.representante.nome },
  { titulo: 'Pedido', tipo: 'inteiro', valor: (l) => l.pedido.numero },
  { titulo: 'Cliente', tipo: 'texto', valor: (l) => l.pedido.cliente },
  { titulo: 'Item', tipo: 'inteiro', valor: (l) => l.item },
  { titulo: 'Produto', tipo: 'texto', valor: (l) => l.produto },
  { titulo: 'Evento', tipo: 'texto', valor: (l) => NOMES_EVENTO_COMISSAO[l.evento] },
  { titulo: 'Base', tipo: 'dinheiro', valor: (l) => centavos(l.base) },
  { titulo: 'Comissão (%)', tipo: 'percentual', valor: (l) => Math.round(l.percentual * 100) },
  { titulo: 'Valor', tipo: 'dinheiro', valor: (l) => centavos(l.valor) },
];

export const COLUNAS_METAS: ColunaPlanilha<ProgressoMeta>[] = [
  { titulo: 'Representante', tipo: 'texto', valor: (l) => l.representante.nome },
  {
    titulo: 'Meta (R$)',
    tipo: 'dinheiro',
    valor: (l) => (l.valor.meta === null ? null : centavos(l.valor.meta)),
  },
  { titulo: 'Realizado (R$)', tipo: 'dinheiro', valor: (l) => centavos(l.valor.realizado) },
  { titulo: 'Atingido (%)', tipo: 'percentual', valor: (l) => Math.round(l.valor.percentual * 100) },
  { titulo: 'Projeção (R$)', tipo: 'dinheiro', valor: (l) => centavos(l.valor.projecao) },
  { titulo: 'Meta de positivação', tipo: 'inteiro', valor: (l) => l.positivacao.meta },
  { titulo: 'Positivação', tipo: 'inteiro', valor: (l) => l.positivacao.realizado },
  { titulo: 'Meta de clientes novos', tipo: 'inteiro', valor: (l) => l.clientes_novos.meta },
  { titulo: 'Clientes novos', tipo: 'inteiro', valor: (l) => l.clientes_novos.realizado },
  { titulo: 'Dias úteis decorridos', tipo: 'inteiro', valor: (l) => l.dias_decorridos },
  { titulo: 'Dias úteis do mês', tipo: 'inteiro', valor: (l) => l.dias_uteis },
];
