import type { PedidoCriarEntrada, PedidoSituacaoEntrada } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { pedidoHistorico, pedidos } from '../src/db/schema.ts';
import type { Ambiente, EmpresaTeste } from './ambiente.ts';

// Order life cycle (issue 13) through the API, and what the database holds afterwards.
export async function criar(amb: Ambiente, e: EmpresaTeste, corpo: PedidoCriarEntrada): Promise<number> {
  const r = await amb.chamar('POST', '/api/pedidosvenda/create', corpo, e.token);
  if (r.status !== 200) throw new Error(`pedido não criado: ${JSON.stringify(r.corpo)}`);
  return Number(r.corpo.retorno.id);
}

export function mudar(amb: Ambiente, e: EmpresaTeste, corpo: PedidoSituacaoEntrada) {
  return amb.chamar('POST', '/api/pedidosvenda/situacao', corpo, e.token);
}

export async function situacaoDe(amb: Ambiente, id: number, empresaId: number): Promise<string | undefined> {
  const linhas = await amb.banco.db.select().from(pedidos).where(eq(pedidos.empresaId, empresaId));
  return linhas.find((p) => p.id === id)?.situacao;
}

export async function registrosHistorico(amb: Ambiente, empresaId: number): Promise<number> {
  const linhas = await amb.banco.db
    .select()
    .from(pedidoHistorico)
    .where(eq(pedidoHistorico.empresaId, empresaId));
  return linhas.length;
}
