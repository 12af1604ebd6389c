import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { concorrenciaPorConta } from './acesso/concorrencia-conta.ts';
import { limitesRequisicoes } from './acesso/limites-requisicoes.ts';
import { opcoesLog } from './acesso/log-sem-segredos.ts';
import { cacheDeSessoes } from './auth/escuta-sessoes.ts';
import type { Dependencias } from './deps.ts';
import { trabalhosExportacao } from './exportacao/trabalhos.ts';
import { endpointsFuncionalidades } from './funcionalidades.ts';
import { coletorEndpoints } from './http/endpoints-registrados.ts';
import { falha } from './http/envelope.ts';
import { registrarJsonLimitado } from './http/json-limitado.ts';
import { opcoesRespostasFramework, semCacheNasRespostasJson } from './http/respostas-framework.ts';
import { registrarTratadorErros } from './http/tratador-erros.ts';
import { filaEmails } from './mail/fila.ts';
import { opcoesDocumento } from './openapi/documento.ts';
import endpointsPaginaPedido from './pedidos/endpoints-publicos.ts';
import { entregasWebhooks } from './webhooks/entregas.ts';

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
    ...opcoesRespostasFramework,
  });
  app.addHook('onSend', semCacheNasRespostasJson);
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registrarTratadorErros(app);
  registrarJsonLimitado(app);

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
  // Dynamic answers (JSON, reports) compressed for phones on 4G; brotli at a low quality, which costs
  // little CPU per answer. Static files come precompressed from the build (servirWeb).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are read as sent: a compressed body would grow past the size limits once inflated.
    globalDecompression: false,
  });
  await app.register(multipart, { limits: { fileSize: LIMITE_IMAGEM, files: 1, fields: 30 } });
  await app.register(swagger, opcoesDocumento);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(coletorEndpoints);
  await app.register(limitesRequisicoes);
  await app.register(concorrenciaPorConta);
  await app.register(cacheDeSessoes);
  await app.register(filaEmails);
  await app.register(trabalhosExportacao);
  await app.register(entregasWebhooks);
  await app.register(endpointsFuncionalidades, { prefix: '/api' });
  // The shared order's public page (/p/{chave}): outside /api and outside the signed-in boundary.
  await app.register(endpointsPaginaPedido);
  await servirWeb(app, deps.config.WEB_DIST);
  return app;
}

/**
 * Files under assets/ carry their content's hash in the name: a new version is a new name, so they are
 * kept for a year without asking again. Everything else (the HTML shells, the service worker, the
 * manifest, icons, robots.txt) is revalidated on every use, so a new version is seen at once.
 */
function cacheDoArquivo(raiz: string, caminho: string): string {
  return /^(campo[\\/])?assets[\\/]/.test(relative(raiz, caminho))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * The built web app, with every unknown non-API path answered by index.html (client-side routes).
 * One not-found handler for both: API paths get the envelope.
 */
async function servirWeb(app: FastifyInstance, pasta?: string): Promise<void> {
  const raiz = pasta ?? fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const temWeb = existsSync(raiz);
  if (temWeb)
    await app.register(fastifyStatic, {
      root: raiz,
      wildcard: false,
      // The build writes .br and .gz beside each text file (packages/web/scripts/comprimir.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, caminho) => reply.header('cache-control', cacheDoArquivo(raiz, caminho)),
    });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !temWeb)
      return reply.status(404).send(falha('Recurso não encontrado.'));
    // The documented address /campo is outside the service worker's scope (/campo/): a redirect, kept
    // by the browser's cache for a year, so the address opens the cached app even with the server gone.
    const caminho = req.url.split('?')[0];
    if (caminho === '/campo') {
      const consulta = req.url.slice(caminho.length);
      return reply.header('cache-control', 'public, max-age=31536000').redirect(`/campo/${consulta}`, 301);
    }
    // The field app (issue 29) is its own single-page app under /campo, with its own shell.
    if (/^\/campo(\/|\?|$)/.test(req.url)) return reply.type('text/html').sendFile('campo/index.html');
    return reply.type('text/html').sendFile('index.html');
  });
}
