import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tamanhoPoolPadrao } from '../db/banco.ts';
import { ErroApi } from '../http/erros.ts';

export const MSG_CONCORRENCIA_CONTA =
  'Há requisições demais em andamento nesta conta. Aguarde as anteriores terminarem e tente novamente.';
const MSG_CONCORRENCIA_EMPRESA =
  'Há requisições demais em andamento nesta empresa. Aguarde as anteriores terminarem e tente novamente.';

/**
 * Places for one key (an account, a company): `vagas` requests at once, `espera` more waiting in order
 * (they hold no pooled connection while they wait); one more is refused at once.
 */
class Vagas {
  private emUso = 0;
  private readonly fila: (() => void)[] = [];
  constructor(
    private readonly vagas: number,
    private readonly espera: number,
  ) {}

  /** A release function, or undefined when the place and the queue are both full. */
  async tomar(prazoMs: number, desistiu: AbortSignal): Promise<(() => void) | undefined> {
    if (desistiu.aborted) return undefined;
    if (this.emUso < this.vagas) {
      this.emUso++;
      return this.liberador();
    }
    if (this.fila.length >= this.espera) return undefined;
    let entrar: () => void = () => undefined;
    const vez = new Promise<void>((ok) => {
      entrar = ok;
    });
    this.fila.push(entrar);
    let relogio: NodeJS.Timeout | undefined;
    let saiu: () => void = () => undefined;
    // Out of the queue when the time is up or the client has gone away, whichever comes first.
    const esgotado = new Promise<false>((ok) => {
      relogio = setTimeout(() => ok(false), prazoMs);
      saiu = () => ok(false);
      desistiu.addEventListener('abort', saiu, { once: true });
    });
    const entrou = await Promise.race([vez.then(() => true), esgotado]);
    clearTimeout(relogio);
    desistiu.removeEventListener('abort', saiu);
    if (entrou) return this.liberador();
    // Gave up waiting: leave the queue (if the place came at the same time, hand it on).
    const i = this.fila.indexOf(entrar);
    if (i >= 0) this.fila.splice(i, 1);
    else this.liberador()();
    return undefined;
  }

  get livre(): boolean {
    return this.emUso === 0 && this.fila.length === 0;
  }

  private liberador(): () => void {
    let feito = false;
    return () => {
      if (feito) return;
      feito = true;
      const proximo = this.fila.shift();
      // The place passes to the next in line as it is (emUso unchanged), or is freed.
      if (proximo) proximo();
      else this.emUso--;
    };
  }
}

/** The caps for this process's pool: an account at most half of it, a company all but one connection. */
function capsDoPool(
  pool: number,
  porConta: number | undefined,
  porEmpresa: number | undefined,
  fila: number,
) {
  const conta = porConta ?? Math.max(2, Math.floor(pool / 2));
  const empresa = porEmpresa ?? Math.max(conta, pool - 1);
  return { conta, empresa, esperaConta: fila, esperaEmpresa: fila * 2 };
}

declare module 'fastify' {
  interface FastifyRequest {
    liberarVagas?: () => void;
  }
}

/**
 * The per-account and per-company cap of concurrent signed-in requests, in this process, on top of the
 * pool's: a user firing many heavy requests waits behind its own, and past its queue gets 429, never the
 * whole pool; another company always finds a connection (the company cap leaves one free). Taken in
 * preParsing (the session is known, the body not read yet) and given back when the answer starts (the
 * work is done by then) or the client leaves.
 */
export const concorrenciaPorConta = fp(async (app: FastifyInstance) => {
  const c = app.deps.config;
  const pool = c.DB_POOL_MAX ?? tamanhoPoolPadrao();
  const caps = capsDoPool(pool, c.ACCOUNT_CONCURRENCY, c.COMPANY_CONCURRENCY, c.ACCOUNT_QUEUE);
  const contas = new Map<string, Vagas>();
  const empresas = new Map<string, Vagas>();
  const vagasDe = (mapa: Map<string, Vagas>, chave: string, vagas: number, espera: number) => {
    let v = mapa.get(chave);
    if (!v) {
      v = new Vagas(vagas, espera);
      mapa.set(chave, v);
    }
    return v;
  };
  const esquecer = (mapa: Map<string, Vagas>, chave: string) => {
    if (mapa.get(chave)?.livre) mapa.delete(chave);
  };

  async function tomar(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const s = req.sessao;
    if (!s) return;
    const conta = String(s.usuarioId);
    const empresa = String(s.empresaId);
    const prazo = c.DB_POOL_ACQUIRE_TIMEOUT_MS;
    // The response's 'close' comes once: listened to from before the wait, so a client that leaves while
    // its request waits in line neither keeps its place in the queue nor the place it is handed later
    // (which nothing would give back, and the account would get 429 here until the process restarts).
    const saida = new AbortController();
    let liberar: (() => void) | undefined;
    const aoFechar = () => {
      saida.abort();
      liberar?.();
    };
    if (reply.raw.destroyed) saida.abort();
    else reply.raw.once('close', aoFechar);
    const soltarConta = await vagasDe(contas, conta, caps.conta, caps.esperaConta).tomar(prazo, saida.signal);
    if (!soltarConta) {
      esquecer(contas, conta);
      reply.header('retry-after', '2');
      throw new ErroApi('muitas_tentativas', MSG_CONCORRENCIA_CONTA);
    }
    const soltarEmpresa = await vagasDe(empresas, empresa, caps.empresa, caps.esperaEmpresa).tomar(
      prazo,
      saida.signal,
    );
    if (!soltarEmpresa) {
      soltarConta();
      esquecer(contas, conta);
      esquecer(empresas, empresa);
      reply.header('retry-after', '2');
      throw new ErroApi('muitas_tentativas', MSG_CONCORRENCIA_EMPRESA);
    }
    liberar = () => {
      soltarEmpresa();
      soltarConta();
      esquecer(contas, conta);
      esquecer(empresas, empresa);
    };
    req.liberarVagas = liberar;
    // 'close' comes after the answer was sent and also when the client went away before it; if it already
    // came while this request waited, the places go back now.
    if (saida.signal.aborted) liberar();
  }

  app.addHook('preParsing', async (req, reply, corpo) => {
    await tomar(req, reply);
    return corpo;
  });
  // Given back when the answer starts (a file already read, a JSON page): a slow client taking it holds
  // no place, as it holds no pooled connection; the other two hooks cover answers that never got there.
  app.addHook('onSend', async (req, _reply, corpo) => {
    req.liberarVagas?.();
    return corpo;
  });
  app.addHook('onResponse', async (req) => req.liberarVagas?.());
});
