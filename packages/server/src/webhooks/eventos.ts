// The webhooks' outbox (issue 47): a write that is an event inserts its deliveries in its own transaction,
// one per subscription of the company that wants the event, with the body already written: the record as
// the API answers it at that moment, so every retry sends the same bytes with the same event id. A write
// rolled back takes its deliveries with it; a committed one keeps them through any crash.
import { randomUUID } from 'node:crypto';
import type { EventoWebhook } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';

/**
 * Puts `tipo` for `registro` ('pedido:12') in the outbox of every subscription that wants it. `ler` reads
 * the record only when some subscription does (one indexed query otherwise); a record it cannot read sends
 * nothing.
 */
export async function publicarEvento(
  tx: Tx,
  empresaId: number,
  tipo: EventoWebhook,
  registro: string,
  ler: () => Promise<unknown>,
): Promise<void> {
  const assinaturas = await linhasDe<{ id: number }>(
    tx,
    sql`select id from webhooks
         where empresa_id = ${empresaId} and removido_em is null and ${tipo} = any (eventos)`,
  );
  if (assinaturas.length === 0) return;
  const dados = await ler();
  if (dados === undefined) return;
  const eventoId = randomUUID();
  const corpo = JSON.stringify({ id: eventoId, tipo, criado_em: new Date().toISOString(), dados });
  await tx.execute(sql`
    insert into webhook_entregas (empresa_id, webhook_id, evento_id, tipo, registro, corpo)
    select ${empresaId}, w.id, ${eventoId}::uuid, ${tipo}, ${registro}, ${corpo}
      from unnest(${`{${assinaturas.map((a) => a.id).join(',')}}`}::int[]) as w(id)`);
}
