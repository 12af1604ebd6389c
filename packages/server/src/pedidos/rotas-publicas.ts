import type { FastifyInstance, FastifyReply } from 'fastify';
import { comEmpresa } from '../db/tenant.ts';
import { pedidoDaChave } from './compartilhar.ts';
import { carregarDocumento, type DocumentoPedido } from './documento.ts';
import { PAGINA_MUITAS_TENTATIVAS, PAGINA_NAO_ENCONTRADA, paginaPedido } from './pagina.ts';
import { gerarPdf } from './pdf.ts';

/** One address may try this many keys a minute (page and PDF together), so keys cannot be guessed. */
export const CHAVES_POR_MINUTO = 300;

/**
 * The customer's view of a shared order, without sign-in: `GET /p/{chave}` (HTML) and `/p/{chave}/pdf`.
 * Registered at the root, outside /api and outside the signed-in boundary. A key never issued, expired or
 * revoked gets the same 404 page.
 */
export default async function rotasPaginaPedido(app: FastifyInstance): Promise<void> {
  const limitador = app.createRateLimit({
    max: CHAVES_POR_MINUTO * app.deps.config.RATE_LIMIT_MULTIPLIER,
    timeWindow: 60_000,
    keyGenerator: (req) => `pagina-pedido:${req.ip}`,
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const r = await limitador(req);
    if (!r.isAllowed && r.isExceeded) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(r.ttlInSeconds))));
      return reply.status(429).type('text/html; charset=utf-8').send(PAGINA_MUITAS_TENTATIVAS);
    }
  });

  async function documento(chave: string): Promise<DocumentoPedido | undefined> {
    const { banco } = app.deps;
    const alvo = await pedidoDaChave(banco, chave, app.deps.agora());
    if (!alvo) return undefined;
    return comEmpresa(banco.db, alvo.empresaId, (tx) =>
      carregarDocumento(banco, tx, alvo.empresaId, alvo.pedidoId),
    );
  }

  const naoEncontrada = (reply: FastifyReply) =>
    reply.status(404).type('text/html; charset=utf-8').send(PAGINA_NAO_ENCONTRADA);

  app.get<{ Params: { chave: string } }>('/p/:chave', async (req, reply) => {
    const doc = await documento(req.params.chave);
    if (!doc) return naoEncontrada(reply);
    return reply.type('text/html; charset=utf-8').send(paginaPedido(doc, `/p/${req.params.chave}/pdf`));
  });

  app.get<{ Params: { chave: string } }>('/p/:chave/pdf', async (req, reply) => {
    const doc = await documento(req.params.chave);
    if (!doc) return naoEncontrada(reply);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="pedido-${doc.pedido.numero}.pdf"`)
      .send(await gerarPdf(doc));
  });
}
