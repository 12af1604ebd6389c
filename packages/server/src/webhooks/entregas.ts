// The webhooks' worker (issue 47), in every server process: it claims the due deliveries (FOR UPDATE SKIP
// LOCKED in one statement on the pool, so no connection is held while a receiver is called), posts each
// body signed with its webhook's secret, bounded in time and in the answer it reads, then records the
// attempt and marks the delivery done, due again after a growing wait, or failed once the retries (about a
// day) are spent. One delivery of a record goes out only when none before it for the same webhook waits,
// so a receiver sees a record's events in commit order. A claim lapses after `reservaMs`: a delivery whose
// process died while calling is claimed again, with the same event id.
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Banco } from '../db/banco.ts';
import { esperaExponencial, trabalhoPeriodico } from '../processos/trabalho-periodico.ts';

/** Tests shorten the waits; nothing else changes them. */
export const ajustesWebhooks = {
  intervaloMs: 1000,
  /** Wait after the first failure; doubles with each further one, up to `esperaMaximaMs`. */
  esperaBaseMs: 60_000,
  esperaMaximaMs: 4 * 60 * 60_000,
  /** 1+2+4+...+128 minutes, then 4 h: the 13th attempt comes about 24 h after the first. */
  tentativasMaximas: 13,
  /** The whole call, the answer's body included. */
  esperaRespostaMs: 10_000,
  reservaMs: 60_000,
  porRodada: 20,
};

/** How much of a receiver's answer is read and kept. */
const RESPOSTA_MAXIMA = 2048;

export const esperaWebhook = (tentativas: number) =>
  esperaExponencial(tentativas, ajustesWebhooks.esperaBaseMs, ajustesWebhooks.esperaMaximaMs);

/** `X-Mascate-Assinatura`: t (Unix seconds) and v1, the HMAC-SHA256 in hex of `${t}.${corpo}`. */
function assinar(segredo: string, t: number, corpo: string): string {
  const v1 = createHmac('sha256', segredo).update(`${t}.${corpo}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

type Reservada = {
  empresa_id: number;
  id: string;
  tentativas: number;
  corpo: string;
  tipo: string;
  evento_id: string;
  url: string;
  segredo: string;
};

type Resultado = { status: number | null; resposta: string; erro: string | null; duracaoMs: number };

async function reservar(banco: Banco, agora: Date): Promise<Reservada[]> {
  const { rows } = await banco.pool.query<Reservada>(
    `with escolhidas as (
       select e.empresa_id, e.id from webhook_entregas e
        where e.situacao = 'pendente' and e.proxima_em <= $1
          and not exists (
            select 1 from webhook_entregas a
             where a.empresa_id = e.empresa_id and a.webhook_id = e.webhook_id and a.registro = e.registro
               and a.situacao = 'pendente' and a.id < e.id)
        order by e.proxima_em, e.id
        limit $3
        for update skip locked
     )
     update webhook_entregas e set tentativas = e.tentativas + 1, proxima_em = $2
       from escolhidas, webhooks w
      where e.empresa_id = escolhidas.empresa_id and e.id = escolhidas.id
        and w.empresa_id = e.empresa_id and w.id = e.webhook_id
  returning e.empresa_id, e.id, e.tentativas, e.corpo, e.tipo, e.evento_id, w.url, w.segredo`,
    [agora, new Date(agora.getTime() + ajustesWebhooks.reservaMs), ajustesWebhooks.porRodada],
  );
  return rows;
}

/** The first RESPOSTA_MAXIMA bytes of the answer; the rest is not read. */
async function inicioDaResposta(res: Response): Promise<string> {
  if (!res.body) return '';
  const leitor = res.body.getReader();
  const partes: Uint8Array[] = [];
  let tamanho = 0;
  while (tamanho < RESPOSTA_MAXIMA) {
    const { done, value } = await leitor.read();
    if (done) break;
    partes.push(value);
    tamanho += value.length;
  }
  await leitor.cancel().catch(() => undefined);
  return Buffer.concat(partes).subarray(0, RESPOSTA_MAXIMA).toString('utf8');
}

async function chamar(r: Reservada, agora: Date): Promise<Resultado> {
  const inicio = performance.now();
  const duracao = () => Math.round(performance.now() - inicio);
  try {
    const res = await fetch(r.url, {
      method: 'POST',
      body: r.corpo,
      redirect: 'manual',
      signal: AbortSignal.timeout(ajustesWebhooks.esperaRespostaMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mascate-Webhooks/1',
        'x-mascate-evento': r.tipo,
        'x-mascate-evento-id': r.evento_id,
        'x-mascate-assinatura': assinar(r.segredo, Math.floor(agora.getTime() / 1000), r.corpo),
      },
    });
    const resposta = await inicioDaResposta(res);
    const ok = res.status >= 200 && res.status < 300;
    return { status: res.status, resposta, erro: ok ? null : `HTTP ${res.status}`, duracaoMs: duracao() };
  } catch (erro) {
    const e = erro instanceof Error ? erro : new Error(String(erro));
    const motivo =
      e.name === 'TimeoutError'
        ? `sem resposta em ${ajustesWebhooks.esperaRespostaMs / 1000} s`
        : `${e.message}${e.cause instanceof Error ? `: ${e.cause.message}` : ''}`;
    return { status: null, resposta: '', erro: motivo.slice(0, 500), duracaoMs: duracao() };
  }
}

/** The attempt into the log, and the delivery's new state, if the claim is still this one. */
async function registrar(banco: Banco, r: Reservada, x: Resultado, agora: Date): Promise<void> {
  const entregue = x.erro === null;
  const desiste = !entregue && r.tentativas >= ajustesWebhooks.tentativasMaximas;
  const situacao = entregue ? 'entregue' : desiste ? 'falhou' : 'pendente';
  const proxima = new Date(agora.getTime() + (entregue || desiste ? 0 : esperaWebhook(r.tentativas)));
  await banco.pool.query(
    `with tentativa as (
       insert into webhook_tentativas (empresa_id, entrega_id, em, status, resposta, erro, duracao_ms)
       values ($1, $2, $3, $4, $5, $6, $7)
     )
     update webhook_entregas set situacao = $8::varchar, proxima_em = $9, ultimo_status = $4, ultimo_erro = $6,
            entregue_em = case when $8::varchar = 'entregue' then $3::timestamptz else entregue_em end
      where empresa_id = $1 and id = $2 and tentativas = $10 and situacao = 'pendente'`,
    [r.empresa_id, r.id, agora, x.status, x.resposta, x.erro, x.duracaoMs, situacao, proxima, r.tentativas],
  );
}

/**
 * One pass: claims the due deliveries in batches and makes a batch's at once, each bounded in time.
 * Answers how many were delivered.
 */
export async function processarWebhooks(
  banco: Banco,
  agora: () => Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  let entregues = 0;
  for (;;) {
    const reservadas = await reservar(banco, agora());
    await Promise.all(
      reservadas.map(async (r) => {
        const x = await chamar(r, agora());
        if (x.erro === null) entregues += 1;
        else log?.warn({ entregaId: r.id, tentativas: r.tentativas, err: x.erro }, 'webhook não entregue');
        await registrar(banco, r, x, agora());
      }),
    );
    // A full batch: more may be due (or a record's next event, now that this one went).
    if (reservadas.length < ajustesWebhooks.porRodada) return entregues;
  }
}

/** The worker in every server process: a pass every `intervaloMs`, one indexed query when nothing is due. */
export const entregasWebhooks = fp(async (app: FastifyInstance) => {
  trabalhoPeriodico(app, {
    nome: 'fila de webhooks',
    intervaloMs: () => ajustesWebhooks.intervaloMs,
    rodada: () => processarWebhooks(app.deps.banco, app.deps.agora, app.log),
  });
});
