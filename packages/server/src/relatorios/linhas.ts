// Report rows as the API answers them: shares and ABC classes from the domain's rules.
import {
  centavosParaNumero,
  classificarAbc,
  type LinhaClienteInativo,
  type LinhaVendas,
  milesimosParaNumero,
  participacoes,
} from '@mascate/domain';
import type { ClienteInativo, GrupoVendas } from './repository.ts';

/** Highest value first, with each group's share (percent, 2 decimals, adding up to 100) and ABC class. */
export function linhasVendas(grupos: GrupoVendas[]): LinhaVendas[] {
  const ordenados = [...grupos].sort((a, b) => b.valor - a.valor || a.nome.localeCompare(b.nome, 'pt-BR'));
  const valores = ordenados.map((g) => Math.max(0, g.valor));
  const partes = participacoes(valores);
  const classes = classificarAbc(valores);
  return ordenados.map((g, i) => ({
    id: g.id,
    nome: g.nome,
    pedidos: g.pedidos,
    quantidade: g.quantidades.length > 1 ? null : milesimosParaNumero(g.quantidades[0]?.milesimos ?? 0),
    quantidades: g.quantidades.map((q) => ({
      unidade: q.unidade,
      quantidade: milesimosParaNumero(q.milesimos),
    })),
    valor: centavosParaNumero(g.valor),
    participacao: (partes[i] ?? 0) / 100,
    classe_abc: classes[i] ?? 'C',
  }));
}

export function linhasInativos(clientes: ClienteInativo[]): LinhaClienteInativo[] {
  return clientes.map((c) => ({
    id: c.id,
    nome: c.nome,
    ultimo_pedido: c.ultimo_pedido,
    valor_ultimo_pedido: centavosParaNumero(c.valor),
  }));
}
