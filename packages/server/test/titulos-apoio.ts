import { and, eq } from 'drizzle-orm';
import { clientes, empresas, tituloBaixas, titulos } from '../src/db/schema.ts';
import type { Ambiente, EmpresaTeste } from './ambiente.ts';
import type { Cadastros } from './pedidos-dados.ts';
import { pedido } from './pedidos-dados.ts';
import { criar, mudar } from './pedidos-situacao-apoio.ts';

// Receivables and credit (issue 30): set-ups through the API and reads straight from the database.

/** An order of 2 × R$ 10,00 per `qt` … invoiced: answers the order's id. */
export async function pedidoFaturado(
  amb: Ambiente,
  e: EmpresaTeste,
  c: Cadastros,
  opcoes: { qt?: number; preco?: number; nParcelas?: number; clienteId?: number } = {},
): Promise<number> {
  const itens = [{ produto_id: c.produtoId, qt: opcoes.qt ?? 2, preco: opcoes.preco ?? 10 }];
  const corpo = pedido(c, itens, {
    nParcelas: opcoes.nParcelas ?? 0,
    participante_id: opcoes.clienteId ?? c.clienteId,
  });
  const id = await criar(amb, e, corpo);
  const r = await mudar(amb, e, { id, situacao: 'faturado' });
  if (r.status !== 200) throw new Error(`não faturou: ${JSON.stringify(r.corpo)}`);
  return id;
}

export async function titulosDoPedido(amb: Ambiente, empresaId: number, pedidoId: number) {
  return amb.banco.db
    .select()
    .from(titulos)
    .where(and(eq(titulos.empresaId, empresaId), eq(titulos.pedidoId, pedidoId)))
    .orderBy(titulos.parcela);
}

export async function baixasDe(amb: Ambiente, empresaId: number, tituloId: number) {
  return amb.banco.db
    .select()
    .from(tituloBaixas)
    .where(and(eq(tituloBaixas.empresaId, empresaId), eq(tituloBaixas.tituloId, tituloId)));
}

export async function limite(amb: Ambiente, clienteId: number, reais: string | null): Promise<void> {
  await amb.banco.db.update(clientes).set({ limiteCredito: reais }).where(eq(clientes.id, clienteId));
}

export async function regrasEmpresa(
  amb: Ambiente,
  empresaId: number,
  r: { bloquearLimite?: number; bloquearVencidosDias?: number | null },
): Promise<void> {
  await amb.banco.db.update(empresas).set(r).where(eq(empresas.id, empresaId));
}

/** Moves a receivable's due date (the overdue cases) without waiting for days to pass. */
export async function vencerEm(amb: Ambiente, tituloId: number, vencimento: string): Promise<void> {
  await amb.banco.db.update(titulos).set({ vencimento }).where(eq(titulos.id, tituloId));
}
