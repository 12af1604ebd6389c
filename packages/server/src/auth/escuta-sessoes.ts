import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escutarCanal } from '../db/avisos.ts';
import { CANAL_SESSOES, CacheSessoes } from './cache-sessoes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this process remembers (auth/sessao.ts reads it; a revoking route clears it). */
    sessoesEmMemoria: CacheSessoes;
  }
}

// ~1 kB per session: 10,000 signed-in devices per process stay within about 10 MB.
const MAXIMO_SESSOES = 10_000;

/**
 * The session cache and the connection that keeps it true: every process LISTENs on the sessions'
 * channel, so a logout, a password change, a deactivation or a role change made through any process
 * (or straight in the database) reaches all of them. SESSION_CACHE_SECONDS=0 turns it off.
 */
export const cacheDeSessoes = fp(async (app: FastifyInstance) => {
  const { config, banco } = app.deps;
  const cache = new CacheSessoes({
    maximo: MAXIMO_SESSOES,
    validadeMs: Math.max(1, config.SESSION_CACHE_SECONDS) * 1000,
  });
  app.decorate('sessoesEmMemoria', cache);
  if (config.SESSION_CACHE_SECONDS === 0) return;
  const escuta = await escutarCanal(
    banco.url,
    CANAL_SESSOES,
    { aviso: (t) => cache.aviso(t), ligado: () => cache.ligar(), desligado: () => cache.desligar() },
    app.log,
  );
  app.addHook('onClose', () => escuta.fechar());
});
