// Webhooks (issue 47): the administrador registers the company's receivers and sees their deliveries; a
// key never reaches these routes (escopos-integracao.ts).
import {
  corpoId,
  paginacao,
  respostasWebhooks,
  webhookCriarSchema,
  webhookEntregasSchema,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import {
  criarWebhook,
  existeWebhook,
  listarEntregas,
  listarWebhooks,
  novoSegredo,
  reenviarEntrega,
  removerWebhook,
} from './repository.ts';

const MSG_WEBHOOK_NAO_ENCONTRADO = 'Webhook não encontrado.';
const MSG_ENTREGA_NAO_ENCONTRADA = 'Entrega não encontrada (ou o webhook dela foi removido).';

const endpointsWebhooks: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/webhooks/read',
    { config: LEITURA, schema: { body: paginacao.nullish(), response: respostas(respostasWebhooks.read) } },
    (req) =>
      naEmpresa(req, async (tx, s) => registros(await listarWebhooks(tx, s.empresaId, req.body ?? {}))),
  );

  app.post(
    '/webhooks/create',
    { schema: { body: webhookCriarSchema, response: respostas(respostasWebhooks.create) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const segredo = novoSegredo();
        const id = await criarWebhook(tx, {
          empresaId: s.empresaId,
          url: req.body.url,
          eventos: req.body.eventos,
          segredo,
          criadoPor: s.nomeUsuario,
        });
        return sucesso('Webhook cadastrado. Copie o segredo agora: ele não será mostrado de novo.', {
          id,
          segredo,
        });
      }),
  );

  app.post(
    '/webhooks/delete',
    { schema: { body: corpoId, response: respostas(respostasWebhooks.delete) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        if (!(await removerWebhook(tx, s.empresaId, req.body.id, app.deps.agora())))
          throw naoEncontrado(MSG_WEBHOOK_NAO_ENCONTRADO);
        return sucesso('Webhook removido: ele não recebe mais eventos.');
      }),
  );

  app.post(
    '/webhooks/entregas',
    {
      config: LEITURA,
      schema: { body: webhookEntregasSchema, response: respostas(respostasWebhooks.entregas) },
    },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        if (req.body.webhook_id !== undefined && !(await existeWebhook(tx, s.empresaId, req.body.webhook_id)))
          throw naoEncontrado(MSG_WEBHOOK_NAO_ENCONTRADO);
        return registros(await listarEntregas(tx, s.empresaId, req.body));
      }),
  );

  app.post(
    '/webhooks/reenviar',
    { schema: { body: corpoId, response: respostas(respostasWebhooks.reenviar) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        if (!(await reenviarEntrega(tx, s.empresaId, req.body.id, app.deps.agora())))
          throw naoEncontrado(MSG_ENTREGA_NAO_ENCONTRADA);
        return sucesso('Entrega posta de novo na fila: o receptor recebe o mesmo evento outra vez.');
      }),
  );
};

export default endpointsWebhooks;
