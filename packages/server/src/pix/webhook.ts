// The PSP's webhook (issue 49): `POST {url}/pix` as the Banco Central's Pix API sends it, where {url} is the
// address pix/gerar_webhook answered. The secret in the address authenticates the call (its SHA-256 names the
// company); a wrong or old secret is 401 and nothing is read. Each payment is recorded in its own transaction:
// a crash midway loses nothing, since the PSP sends the notice again until it gets a 200 and a payment
// already kept (its endToEndId) is not recorded twice.
import { parametrosWebhookPix, pixWebhookSchema, respostasRecebimentosPix } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashSegredo } from '../auth/tokens.ts';
import { pixConfiguracoes } from '../db/schema.ts';
import { comEmpresa } from '../db/tenant.ts';
import { respostas, sucesso } from '../http/envelope.ts';
import { semSessao } from '../http/erros.ts';
import { registrarAviso } from './recebimentos.ts';

const MSG_WEBHOOK_INVALIDO = 'Endereço de webhook Pix inválido ou substituído.';

const endpointsWebhookPix: FastifyPluginAsyncZod = async (app) => {
  const { banco } = app.deps;
  // The company the secret named, for the handler (set by the onRequest check).
  const empresas = new WeakMap<object, number>();
  app.post(
    '/pix/webhook/:segredo/pix',
    {
      schema: {
        params: parametrosWebhookPix,
        body: pixWebhookSchema,
        response: respostas(respostasRecebimentosPix.webhook),
      },
      // The secret is checked before the body is parsed: a caller without it costs one indexed read.
      onRequest: async (req) => {
        const { segredo } = req.params as { segredo?: unknown };
        const empresaId = typeof segredo === 'string' ? await empresaDoSegredo(segredo) : undefined;
        if (empresaId === undefined) throw semSessao(MSG_WEBHOOK_INVALIDO);
        empresas.set(req, empresaId);
      },
    },
    async (req) => {
      const empresaId = empresas.get(req);
      if (empresaId === undefined) throw semSessao(MSG_WEBHOOK_INVALIDO);
      let recebidos = 0;
      for (const aviso of req.body.pix) {
        const r = await comEmpresa(banco.db, empresaId, (tx) => registrarAviso(tx, empresaId, aviso));
        if (r === 'novo') recebidos++;
      }
      return sucesso('Pix recebido.', { recebidos });
    },
  );

  async function empresaDoSegredo(segredo: string): Promise<number | undefined> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(segredo)) return undefined;
    const [c] = await banco.db
      .select({ empresaId: pixConfiguracoes.empresaId })
      .from(pixConfiguracoes)
      .where(eq(pixConfiguracoes.webhookHash, hashSegredo(segredo)));
    return c?.empresaId;
  }
};

export default endpointsWebhookPix;
