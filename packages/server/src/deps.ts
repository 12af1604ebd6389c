import type { Config } from './config.ts';
import type { Banco } from './db/banco.ts';
import type { Correio } from './mail/correio.ts';

/** What the app is built from: real in production, real local peers in tests. */
export type Dependencias = {
  config: Config;
  banco: Banco;
  correio: Correio;
  /** 'now', replaceable so tests can move the clock (key expiry, throttling windows). */
  agora: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Dependencias;
  }
}
