import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';

const MAXIMO_PAGINA = 100;
const TENTATIVAS_MOSTRADAS = 10;

type Pagina = { limite?: number | undefined; deslocamento?: number | undefined };

/** A new secret: 'whsec_' and 43 base64url characters (256 random bits). */
export const novoSegredo = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The company's webhooks (not removed), newest first, with how many deliveries wait and failed. */
export async function listarWebhooks(tx: Tx, empresaId: number, p: Pagina) {
  const linhas = await linhasDe<{
    id: number;
    url: string;
    eventos: string[];
    segredo: string;
    criado_em: Date;
    criado_por: string;
    pendentes: string;
    falhas: string;
  }>(
    tx,
    sql`select w.id, w.url, w.eventos, w.segredo, w.criado_em, w.criado_por,
               (select count(*) from webhook_entregas e
                 where e.empresa_id = w.empresa_id and e.webhook_id = w.id and e.situacao = 'pendente') as pendentes,
               (select count(*) from webhook_entregas e
                 where e.empresa_id = w.empresa_id and e.webhook_id = w.id and e.situacao = 'falhou') as falhas
          from webhooks w
         where w.empresa_id = ${empresaId} and w.removido_em is null
         order by w.id desc
         limit ${Math.min(p.limite ?? MAXIMO_PAGINA, MAXIMO_PAGINA)} offset ${p.deslocamento ?? 0}`,
  );
  return linhas.map(({ segredo, pendentes, falhas, criado_em, ...w }) => ({
    ...w,
    prefixo_segredo: segredo.slice(0, 12),
    criado_em: new Date(criado_em).toISOString(),
    pendentes: Number(pendentes),
    falhas: Number(falhas),
  }));
}

export async function criarWebhook(
  tx: Tx,
  w: { empresaId: number; url: string; eventos: string[]; segredo: string; criadoPor: string },
): Promise<number> {
  const [linha] = await linhasDe<{ id: number }>(
    tx,
    sql`insert into webhooks (empresa_id, url, eventos, segredo, criado_por)
        values (${w.empresaId}, ${w.url}, ${`{${w.eventos.join(',')}}`}::text[], ${w.segredo}, ${w.criadoPor})
        returning id`,
  );
  if (!linha) throw new Error('webhook não gravado');
  return linha.id;
}

/** Removes the webhook: it gets nothing more, and what still waited for it is cancelled. False: not here. */
export async function removerWebhook(tx: Tx, empresaId: number, id: number, agora: Date): Promise<boolean> {
  const feitos = await linhasDe<{ id: number }>(
    tx,
    sql`update webhooks set removido_em = ${agora}
         where empresa_id = ${empresaId} and id = ${id} and removido_em is null returning id`,
  );
  if (feitos.length === 0) return false;
  await tx.execute(sql`update webhook_entregas set situacao = 'cancelada'
                        where empresa_id = ${empresaId} and webhook_id = ${id} and situacao = 'pendente'`);
  return true;
}

/** Whether the company has this webhook (removed or not). */
export async function existeWebhook(tx: Tx, empresaId: number, id: number): Promise<boolean> {
  const r = await linhasDe<{ id: number }>(
    tx,
    sql`select id from webhooks where empresa_id = ${empresaId} and id = ${id}`,
  );
  return r.length > 0;
}

/** The company's deliveries (of one webhook when asked), newest first, each with its last attempts. */
export async function listarEntregas(
  tx: Tx,
  empresaId: number,
  p: Pagina & { webhook_id?: number | undefined },
) {
  const limite = Math.min(p.limite ?? 50, MAXIMO_PAGINA);
  const doWebhook = p.webhook_id === undefined ? sql`` : sql`and e.webhook_id = ${p.webhook_id}`;
  const linhas = await linhasDe<{
    id: string;
    webhook_id: number;
    url: string;
    evento_id: string;
    tipo: string;
    registro: string;
    criada_em: Date;
    situacao: 'pendente' | 'entregue' | 'falhou' | 'cancelada';
    tentativas: number;
    proxima_em: Date;
    ultimo_status: number | null;
    ultimo_erro: string | null;
    entregue_em: Date | null;
    corpo: string;
    webhook_removido: boolean;
    historico: {
      em: string;
      status: number | null;
      resposta: string;
      erro: string | null;
      duracao_ms: number;
    }[];
  }>(
    tx,
    sql`select e.id, e.webhook_id, w.url, e.evento_id, e.tipo, e.registro, e.criada_em, e.situacao,
               e.tentativas, e.proxima_em, e.ultimo_status, e.ultimo_erro, e.entregue_em, e.corpo,
               w.removido_em is not null as webhook_removido,
               coalesce((select json_agg(json_build_object('em', t.em, 'status', t.status, 'resposta', t.resposta,
                                                           'erro', t.erro, 'duracao_ms', t.duracao_ms)
                                         order by t.id desc)
                           from (select * from webhook_tentativas t
                                  where t.empresa_id = e.empresa_id and t.entrega_id = e.id
                                  order by t.id desc limit ${TENTATIVAS_MOSTRADAS}) t), '[]') as historico
          from webhook_entregas e
          join webhooks w on w.empresa_id = e.empresa_id and w.id = e.webhook_id
         where e.empresa_id = ${empresaId} ${doWebhook}
         order by e.id desc
         limit ${limite} offset ${p.deslocamento ?? 0}`,
  );
  const iso = (d: Date | string) => new Date(d).toISOString();
  return linhas.map((e) => ({
    ...e,
    id: Number(e.id),
    criada_em: iso(e.criada_em),
    proxima_em: e.situacao === 'pendente' ? iso(e.proxima_em) : null,
    entregue_em: e.entregue_em ? iso(e.entregue_em) : null,
    historico: e.historico.map((t) => ({ ...t, em: iso(t.em) })),
  }));
}

/**
 * Puts a delivery back in the queue, due now, with the same event id and body and a fresh round of
 * retries. False: not this company's, or its webhook was removed.
 */
export async function reenviarEntrega(tx: Tx, empresaId: number, id: number, agora: Date): Promise<boolean> {
  const feitos = await linhasDe<{ id: string }>(
    tx,
    sql`update webhook_entregas e set situacao = 'pendente', tentativas = 0, proxima_em = ${agora},
               ultimo_status = null, ultimo_erro = null
          from webhooks w
         where e.empresa_id = ${empresaId} and e.id = ${id}
           and w.empresa_id = e.empresa_id and w.id = e.webhook_id and w.removido_em is null
        returning e.id`,
  );
  return feitos.length > 0;
}
