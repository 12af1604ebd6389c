// The reports' spreadsheets: the same columns as their tables on screen.
import { formatarQuantidades } from '../formatos.ts';
import type { LinhaClienteInativo, LinhaVendas } from '../schemas/relatorios.ts';
import type { ColunaPlanilha } from './colunas.ts';

const centavos = (reais: number) => Math.round(reais * 100);

export function colunasVendas(titulo: string): ColunaPlanilha<LinhaVendas>[] {
  return [
    { titulo, tipo: 'texto', valor: (l) => l.nome },
    { titulo: 'Pedidos', tipo: 'inteiro', valor: (l) => l.pedidos },
    { titulo: 'Quantidade', tipo: 'texto', valor: (l) => formatarQuantidades(l.quantidades) },
    { titulo: 'Valor', tipo: 'dinheiro', valor: (l) => centavos(l.valor) },
    { titulo: 'Participação (%)', tipo: 'percentual', valor: (l) => Math.round(l.participacao * 100) },
    { titulo: 'Classe ABC', tipo: 'texto', valor: (l) => l.classe_abc },
  ];
}

export const TITULO_AGRUPAMENTO = {
  representante: 'Representante',
  produto: 'Produto',
  cliente: 'Cliente',
} as const;

export const COLUNAS_CLIENTES_INATIVOS: ColunaPlanilha<LinhaClienteInativo>[] = [
  { titulo: 'Cliente', tipo: 'texto', valor: (l) => l.nome },
  { titulo: 'Último pedido', tipo: 'data', valor: (l) => l.ultimo_pedido },
  { titulo: 'Valor do último pedido', tipo: 'dinheiro', valor: (l) => centavos(l.valor_ultimo_pedido) },
];
