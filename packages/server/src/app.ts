import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitesRequisicoes } from './acesso/limites-requisicoes.ts';
import { opcoesLog } from './acesso/log-sem-segredos.ts';
import { cacheDeSessoes } from './auth/escuta-sessoes.ts';
import type { Dependencias } from './deps.ts';
import { endpointsFuncionalidades } from './funcionalidades.ts';
import { coletorEndpoints } from './http/endpoints-registrados.ts';
import { falha } from './http/envelope.ts';
import { registrarTratadorErros } from './http/tratador-erros.ts';
import { filaEmails } from './mail/fila.ts';
import endpointsPaginaPedido from './pedidos/endpoints-publicos.ts';

z.config(z.locales.ptBR());

export const LIMITE_CORPO = 1024 * 1024;
export const LIMITE_IMAGEM = 5 * 1024 * 1024;

export async function construirApp(
  deps: Dependencias,
  opcoes: { logger?: boolean; destinoLog?: { write(linha: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opcoes.logger === false ? false : opcoesLog(deps.config.LOG_LEVEL, opcoes.destinoLog),
    bodyLimit: LIMITE_CORPO,
    trustProxy: deps.config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registrarTratadorErros(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(multipart, { limits: { fileSize: LIMITE_IMAGEM, files: 1, fields: 30 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Mascate API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(coletorEndpoints);
  await app.register(limitesRequisicoes);
  await app.register(cacheDeSessoes);
  await app.register(filaEmails);
  await app.register(endpointsFuncionalidades, { prefix: '/api' });
  // The shared order's public page (/p/{chave}): outside /api and outside the signed-in boundary.
  await app.register(endpointsPaginaPedido);
  await servirWeb(app, deps.config.WEB_DIST);
  return app;
}

/**
 * The built web app, with every unknown non-API path answered by index.html (client-side routes).
 * One not-found handler for both: API paths get the envelope.
 */
async function servirWeb(app: FastifyInstance, pasta?: string): Promise<void> {
  const raiz = pasta ?? fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const temWeb = existsSync(raiz);
  if (temWeb) await app.register(fastifyStatic, { root: raiz, wildcard: false });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !temWeb)
      return reply.status(404).send(falha('Recurso não encontrado.'));
    // The field app (issue 29) is its own single-page app under /campo, with its own shell.
    if (/^\/campo(\/|\?|$)/.test(req.url)) return reply.type('text/html').sendFile('campo/index.html');
    return reply.type('text/html').sendFile('index.html');
  });
}
