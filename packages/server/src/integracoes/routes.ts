// Integrations (issue 47): the company's integration keys (chavesapi/*), the administrador's only; a key
// itself never reaches these routes (escopos-integracao.ts).
import { chaveApiCriarSchema, corpoRevogarChave, paginacao, respostasChavesApi } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { novaChaveApi } from '../auth/chave-api.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { criarChave, listarChaves, revogarChave } from './chaves.ts';

const MSG_CHAVE_NAO_ENCONTRADA = 'Chave de integração não encontrada.';

const endpointsIntegracoes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chavesapi/read',
    { config: LEITURA, schema: { body: paginacao.nullish(), response: respostas(respostasChavesApi.read) } },
    (req) => naEmpresa(req, async (tx, s) => registros(await listarChaves(tx, s.empresaId, req.body ?? {}))),
  );

  app.post(
    '/chavesapi/create',
    { schema: { body: chaveApiCriarSchema, response: respostas(respostasChavesApi.create) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const { chave, hash, prefixo } = novaChaveApi();
        const id = await criarChave(tx, {
          empresaId: s.empresaId,
          nome: req.body.nome,
          escopos: req.body.escopos,
          tokenHash: hash,
          prefixo,
          criadaPor: s.nomeUsuario,
        });
        return sucesso('Chave criada. Copie-a agora: ela não será mostrada de novo.', { id, chave });
      }),
  );

  app.post(
    '/chavesapi/revogar',
    { schema: { body: corpoRevogarChave, response: respostas(respostasChavesApi.revogar) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        if (!(await revogarChave(tx, s.empresaId, req.body.id, app.deps.agora())))
          throw naoEncontrado(MSG_CHAVE_NAO_ENCONTRADA);
        return sucesso('Chave revogada: ela deixa de funcionar imediatamente.');
      }),
  );
};

export default endpointsIntegracoes;
