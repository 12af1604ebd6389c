// What invoicing and cancelling an invoiced order do to receivables (issue 30).
import { MSG_FATURADO_COM_BAIXA } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';
import { conflito } from '../http/erros.ts';

/**
 * An invoiced sale's instalments become receivables: customer, representative, due date and value as the
 * order has them. An order saved without instalments owes its total on its own date (one receivable).
 * Exchanges and purchases (ident_operacao 2, 3) owe nothing. One statement.
 */
export async function gerarTitulos(tx: Tx, empresaId: number, pedidoId: number): Promise<void> {
  await tx.execute(sql`
    insert into titulos (empresa_id, pedido_id, parcela, cliente_id, vendedor_id, vencimento, valor_centavos)
    select p.empresa_id, p.id, x.parcela, p.participante_id, p.vendedor_id, x.vencimento, x.centavos
      from pedidos p
      cross join lateral (
        select pp.parcela, pp.vencimento, round(pp.valor * 100)::bigint as centavos
          from pedido_parcelas pp
         where pp.empresa_id = p.empresa_id and pp.pedido_id = p.id and pp.valor > 0
        union all
        select 1, p.data, round(coalesce(p.total_a_pagar, p.valor - p.desconto) * 100)::bigint
         where not exists (
           select 1 from pedido_parcelas pp where pp.empresa_id = p.empresa_id and pp.pedido_id = p.id)
      ) x
     where p.empresa_id = ${empresaId} and p.id = ${pedidoId} and p.ident_operacao = 1 and x.centavos > 0`);
}

/**
 * faturado -> cancelado (issue 30): the one place that undoes an invoice, called by the status change
 * after the order row is locked and before its status is written (the stock goes back there, as for any
 * cancellation). Refused (409) while any receivable has a payment not reversed; otherwise its receivables
 * are cancelled. Later effects of cancelling an invoice (commission reversals...) belong here too.
 */
export async function cancelarFaturado(tx: Tx, empresaId: number, pedidoId: number): Promise<void> {
  // The receivables' rows are locked, so a payment recorded at this moment waits and then sees them cancelled.
  const rows = await linhasDe<{ pago: string }>(
    tx,
    sql`
    select coalesce(sum(pago_centavos), 0) as pago from (
      select pago_centavos from titulos
       where empresa_id = ${empresaId} and pedido_id = ${pedidoId} order by id for update) t`,
  );
  if (Number(rows[0]?.pago ?? 0) > 0) throw conflito(MSG_FATURADO_COM_BAIXA);
  await tx.execute(
    sql`update titulos set cancelado = true where empresa_id = ${empresaId} and pedido_id = ${pedidoId}`,
  );
}
