// A vendedor's portfolio (issue 14), in the routes: the explicit filters of the main queries (row-level
// security, migration 0009, is the second wall) and the rules on what a vendedor may send.
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { clientes, pedidos, visitas } from '../db/schema.ts';
import { entradaInvalida, proibido } from '../http/erros.ts';
import type { Sessao } from './sessao.ts';

export const MSG_SO_EM_SEU_NOME =
  'Como vendedor, você só pode registrar pedidos e visitas em seu próprio nome.';
export const MSG_ROTA_DA_CARTEIRA =
  'Selecione uma das suas rotas: como vendedor, você só cadastra clientes nas rotas do seu representante.';

/**
 * Customers on the representative's routes; undefined (no filter) for an administrator. The routes are
 * read once (an uncorrelated array, an InitPlan) so the list can use the index on (empresa_id, rota_id);
 * a subquery correlated with each customer row cost 2x the administrator's list (bench/carteira.ts).
 * Representative ids are unique across companies, and row-level security keeps the company's rows.
 */
export function clientesDaCarteira(representanteId: number | Placeholder | null): SQL | undefined {
  if (representanteId === null) return undefined;
  return sql`${clientes.rotaId} = any(array(select rr.rota_id from representantes_rotas rr where rr.representante_id = ${representanteId}))`;
}

export function pedidosDaCarteira(representanteId: number | null): SQL | undefined {
  return representanteId === null ? undefined : sql`${pedidos.vendedorId} = ${representanteId}`;
}

/**
 * One order within a vendedor's reach, the same rule as the reads (issue 23): the representative's own
 * order AND its customer still on one of the representative's routes (the list joins the customer, which
 * row-level security hides once it moves to another representative). Every path on one order (status
 * changes, update, delete, history, share links, e-mail) goes through this, via `travarPedido` or
 * `exigirPedido`, so a new action on an order gets it by calling either. Undefined for an administrator.
 */
export function pedidoNaCarteira(representanteId: number | null): SQL | undefined {
  if (representanteId === null) return undefined;
  return and(
    pedidosDaCarteira(representanteId),
    sql`exists (select 1 from ${clientes} where ${clientes.empresaId} = ${pedidos.empresaId} and ${clientes.id} = ${pedidos.participanteId} and ${clientesDaCarteira(representanteId)})`,
  );
}

export function visitasDaCarteira(representanteId: number | null): SQL | undefined {
  return representanteId === null ? undefined : sql`${visitas.representanteId} = ${representanteId}`;
}

/**
 * The representative an order or visit is recorded for: a vendedor's own, whatever is left empty (0);
 * another one is refused (403). An administrator's choice stands.
 */
export function representanteDoRegistro(s: Pick<Sessao, 'representanteId'>, enviado: number): number {
  if (s.representanteId === null) return enviado;
  if (enviado !== 0 && enviado !== s.representanteId) throw proibido(MSG_SO_EM_SEU_NOME);
  return s.representanteId;
}

/** A vendedor's customer goes on one of the representative's routes (row-level security hides others). */
export function exigirRotaDaCarteira(s: Sessao, rotaId: number | null): void {
  if (s.representanteId !== null && rotaId === null) throw entradaInvalida(MSG_ROTA_DA_CARTEIRA);
}
