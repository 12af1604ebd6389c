import { chaveLinkSchema, respostasAcesso, respostasSituacao } from '@mascate/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bancoOcupado } from '../db/banco.ts';
import { comEmpresa } from '../db/tenant.ts';
import { respostasConteudo } from '../http/envelope.ts';
import { ErroApi } from '../http/erros.ts';
import { pedidoDaChave } from './compartilhar.ts';
import { carregarDocumento, comLogo, type DocumentoPedido } from './documento.ts';
import {
  PAGINA_ERRO,
  PAGINA_MUITAS_TENTATIVAS,
  PAGINA_NAO_ENCONTRADA,
  PAGINA_OCUPADO,
  paginaPedido,
  SCRIPT_PIX,
} from './pagina.ts';
import { gerarPdf } from './pdf.ts';

const HTML = 'text/html; charset=utf-8';

/** Both routes: the key in the address; a page (HTML) or the PDF, and the HTML 404 page otherwise. */
const esquema = <S extends z.ZodType>(tipo: string, schema: S, descricao: string) => ({
  params: chaveLinkSchema,
  response: {
    200: { description: descricao, content: { [tipo]: { schema } } },
    404: {
      description: 'Link nunca emitido, vencido ou revogado',
      content: { [HTML]: { schema: respostasAcesso.pagina } },
    },
  },
});

const naoEncontrada = (reply: FastifyReply) => reply.status(404).type(HTML).send(PAGINA_NAO_ENCONTRADA);

/**
 * The customer's view of a shared order, without sign-in: `GET /p/{chave}` (HTML) and `/p/{chave}/pdf`.
 * Registered at the root, outside /api and outside the signed-in boundary. A key never issued, expired or
 * revoked gets the same 404 page. How many keys one address may try a minute is the shared request
 * limits' `linkPedidoPorEndereco` (acesso/limites-requisicoes.ts); its 429 is answered here as a page.
 */
export default async function endpointsPaginaPedido(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });
  // These routes answer pages, also when refused: a person opened the link, not an API client.
  app.setErrorHandler((erro: Error, req, reply) => {
    // A key of the wrong shape (the params schema) is a link never issued: the same 404 page.
    const status = erro instanceof ErroApi ? erro.status : 'validation' in erro ? 404 : 500;
    if (status === 429) return reply.status(429).type(HTML).send(PAGINA_MUITAS_TENTATIVAS);
    // No connection came free in time (DB_POOL_ACQUIRE_TIMEOUT_MS): the same 503 as the API's, as a page.
    if (bancoOcupado(erro)) {
      return reply.status(503).header('retry-after', '5').type(HTML).send(PAGINA_OCUPADO);
    }
    if (status === 404) return naoEncontrada(reply);
    req.log.error({ err: erro }, 'erro inesperado na página pública do pedido');
    return reply.status(500).type(HTML).send(PAGINA_ERRO);
  });

  async function documento(chave: string): Promise<DocumentoPedido | undefined> {
    const { banco } = app.deps;
    const alvo = await pedidoDaChave(banco, chave, app.deps.agora());
    if (!alvo) return undefined;
    const doc = await comEmpresa(banco.db, alvo.empresaId, (tx) =>
      carregarDocumento(tx, alvo.empresaId, alvo.pedidoId),
    );
    return comLogo(banco, alvo.empresaId, doc);
  }

  const rotas = app.withTypeProvider<ZodTypeProvider>();
  rotas.get(
    '/p/:chave',
    { schema: esquema('text/html', respostasAcesso.pagina, 'A página do pedido (HTML)') },
    async (req, reply) => {
      const doc = await documento(req.params.chave);
      if (!doc) return naoEncontrada(reply);
      return reply.type(HTML).send(paginaPedido(doc, `/p/${req.params.chave}/pdf`));
    },
  );

  // Issue 49: the copy buttons of the page's Pix codes (the CSP allows scripts from this origin only).
  rotas.get(
    '/p/pix.js',
    {
      schema: {
        response: respostasConteudo('text/javascript', respostasAcesso.pagina, 'O script da página.'),
      },
    },
    async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT_PIX),
  );

  rotas.get(
    '/p/:chave/pdf',
    { schema: esquema('application/pdf', respostasSituacao.pdf, 'O PDF do pedido') },
    async (req, reply) => {
      const doc = await documento(req.params.chave);
      if (!doc) return naoEncontrada(reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="pedido-${doc.pedido.numero}.pdf"`)
        .send(await gerarPdf(doc));
    },
  );
}
