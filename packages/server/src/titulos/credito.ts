// The customer's credit on order writes (issue 30): an order that would become (or grow as) a `pedido`
// passes only inside the limit and without receivables overdue past the company's rule, unless an
// administrador releases it with a reason, recorded in the order's history.
import {
  centavosParaNumero,
  disponivel,
  MSG_LIBERAR_SO_ADMIN,
  MSG_MOTIVO_CREDITO,
  type Papel,
  type PosicaoCredito,
  type PosicaoCreditoLida,
  PREFIXO_LIBERACAO,
  paraCentavos,
  type RegrasCredito,
  recusaCredito,
  type Situacao,
} from '@mascate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';
import { clientes, empresas } from '../db/schema.ts';
import { conflito, entradaInvalida, naoEncontrado, proibido } from '../http/erros.ts';
import { type Autor, registrarMudanca } from '../pedidos/historico.ts';

/** What an order write sends about credit, and who sends it. */
export type PedidoDeCredito = {
  liberar: boolean;
  motivo: string;
  papel: Papel;
};

export function liberacaoDoCorpo(
  c: { liberar_credito?: boolean | undefined; motivo_credito?: string | undefined },
  papel: Papel,
): PedidoDeCredito {
  return { liberar: c.liberar_credito === true, motivo: c.motivo_credito ?? '', papel };
}

/**
 * A release is an administrador's, with its reason; refused before anything is written (a vendedor's
 * 403 even when the order would have passed, so the rule does not depend on the customer's balance).
 */
export function conferirPedidoDeLiberacao(l: PedidoDeCredito): void {
  if (!l.liberar) return;
  if (l.papel !== 'administrador') throw proibido(MSG_LIBERAR_SO_ADMIN);
  if (l.motivo.length < 10) throw entradaInvalida(MSG_MOTIVO_CREDITO);
}

/** The company's settings and the customer's limit in one query (no rule applies: nothing more is read). */
async function regrasCredito(tx: Executor, empresaId: number, clienteId: number): Promise<RegrasCredito> {
  const [r] = await tx
    .select({
      limite: clientes.limiteCredito,
      bloquearLimite: empresas.bloquearLimite,
      vencidosDias: empresas.bloquearVencidosDias,
    })
    .from(empresas)
    .leftJoin(clientes, and(eq(clientes.empresaId, empresas.id), eq(clientes.id, clienteId)))
    .where(eq(empresas.id, empresaId));
  return {
    limiteCentavos: r?.limite === null || r?.limite === undefined ? null : paraCentavos(r.limite),
    bloquearLimite: r?.bloquearLimite === 1,
    bloquearVencidosDias: r?.vencidosDias ?? null,
  };
}

function algumaRegra(r: RegrasCredito): boolean {
  return (r.bloquearLimite && r.limiteCentavos !== null) || r.bloquearVencidosDias !== null;
}

type PosicaoComPedidos = PosicaoCredito & { titulosCentavos: number; pedidosCentavos: number };

/**
 * Open receivables and orders not yet invoiced of the customer, across every representative (a SECURITY
 * DEFINER function of migration 0040: a vendedor's role would see only its own), without `semPedido`.
 */
async function posicaoCredito(
  tx: Executor,
  clienteId: number,
  hoje: string,
  semPedido = 0,
): Promise<PosicaoComPedidos> {
  const rows = await linhasDe<{
    titulos_centavos: string;
    vencido_centavos: string;
    maior_atraso: number;
    pedidos_centavos: string;
  }>(tx, sql`select * from app_posicao_credito(${clienteId}::int, ${hoje}::date, ${semPedido}::int)`);
  const r = rows[0];
  const titulosCentavos = Number(r?.titulos_centavos ?? 0);
  const pedidosCentavos = Number(r?.pedidos_centavos ?? 0);
  return {
    titulosCentavos,
    pedidosCentavos,
    emAbertoCentavos: titulosCentavos + pedidosCentavos,
    vencidoCentavos: Number(r?.vencido_centavos ?? 0),
    maiorAtrasoDias: Number(r?.maior_atraso ?? 0),
  };
}

// Advisory-lock class of the credit check: (classe, cliente_id). Customer ids are unique across companies.
const TRAVA_CREDITO = 30;

export type ConferenciaCredito = {
  clienteId: number;
  /** The order being written (0 for a new one): its old value is not counted twice. */
  pedidoId: number;
  /** The order's total after this write. */
  esteCentavos: number;
  hoje: string;
};

/**
 * Checks the customer's credit for an order that becomes or grows as a `pedido`. When a rule applies,
 * the customer's advisory lock is taken first, held to the commit: of two orders for the same customer
 * at once, the second waits, then counts the first (one of two that only one fits gets the 409). Callers
 * take it before any product or numbering lock, so the order of locks is always the same (no deadlock).
 * Answers the reason to record when an administrador's release let a refused order through.
 */
export async function conferirCredito(
  tx: Tx,
  empresaId: number,
  c: ConferenciaCredito,
  l: PedidoDeCredito,
): Promise<string | null> {
  const regras = await regrasCredito(tx, empresaId, c.clienteId);
  if (!algumaRegra(regras)) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_CREDITO}::int, ${c.clienteId}::int)`);
  const posicao = await posicaoCredito(tx, c.clienteId, c.hoje, c.pedidoId);
  const recusa = recusaCredito(regras, posicao, c.esteCentavos);
  if (recusa === null) return null;
  if (!l.liberar) throw conflito(recusa);
  return `${PREFIXO_LIBERACAO}${l.motivo} (${recusa})`;
}

/** The history line of a release: same status on both sides, the reason and the refused numbers. */
export async function registrarLiberacao(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  situacao: Situacao,
  motivo: string,
  autor: Autor,
): Promise<void> {
  await registrarMudanca(
    tx,
    empresaId,
    pedidoId,
    // Whole: the column holds the longest reason with its prefix and the refusal (migration 0110).
    { de: situacao, para: situacao, motivo },
    autor,
  );
}

/** clientes/credito: the position the order form shows before saving. */
export async function lerPosicaoCredito(
  tx: Tx,
  empresaId: number,
  clienteId: number,
  hoje: string,
  /** The order being edited, if any: already counted among the open orders, so left out here. */
  pedidoId = 0,
): Promise<PosicaoCreditoLida & { nome: string }> {
  // 404 for a customer outside the company or the vendedor's portfolio (row-level security hides it).
  const [cliente] = await tx
    .select({ nome: clientes.nome })
    .from(clientes)
    .where(and(eq(clientes.empresaId, empresaId), eq(clientes.id, clienteId)));
  if (!cliente) throw naoEncontrado('Cliente não encontrado.');
  const regras = await regrasCredito(tx, empresaId, clienteId);
  const p = await posicaoCredito(tx, clienteId, hoje, pedidoId);
  const livre = disponivel(regras, p);
  return {
    nome: cliente.nome,
    cliente_id: clienteId,
    limite_credito: regras.limiteCentavos === null ? null : centavosParaNumero(regras.limiteCentavos),
    em_aberto: centavosParaNumero(p.emAbertoCentavos),
    titulos_em_aberto: centavosParaNumero(p.titulosCentavos),
    pedidos_em_aberto: centavosParaNumero(p.pedidosCentavos),
    vencido: centavosParaNumero(p.vencidoCentavos),
    maior_atraso_dias: p.maiorAtrasoDias,
    disponivel: livre === null ? null : centavosParaNumero(livre),
    bloquear_limite: regras.bloquearLimite,
    bloquear_vencidos_dias: regras.bloquearVencidosDias,
  };
}
