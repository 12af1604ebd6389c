import { corpoId, empresaSchema, paginacao, respostasEmpresas } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { alterarEmpresa, empresaPorId } from './repository.ts';

const NAO_ENCONTRADA = 'Empresa não encontrada.';

const endpointsEmpresas: FastifyPluginAsyncZod = async (app) => {
  // A user only ever sees their own company, so the list is that one row.
  app.post(
    '/empresas/read',
    { config: LEITURA, schema: { body: paginacao.nullish(), response: respostas(respostasEmpresas.read) } },
    (req) =>
      naEmpresa(req, async (tx, sessao) => {
        const empresa = await empresaPorId(tx, sessao.empresaId);
        const linhas = empresa ? [empresa] : [];
        return registros(linhas, linhas.length);
      }),
  );

  app.post(
    '/empresas/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasEmpresas.read_one) } },
    (req) =>
      naEmpresa(req, async (tx, sessao) => {
        const empresa =
          req.body.id === sessao.empresaId ? await empresaPorId(tx, sessao.empresaId) : undefined;
        if (!empresa) throw naoEncontrado(NAO_ENCONTRADA);
        return registros([empresa]);
      }),
  );

  app.put(
    '/empresas/update',
    { schema: { body: empresaSchema, response: respostas(respostasEmpresas.update) } },
    (req) =>
      naEmpresa(req, async (tx, sessao) => {
        if (req.body.id !== sessao.empresaId || !(await alterarEmpresa(tx, req.body))) {
          throw naoEncontrado(NAO_ENCONTRADA);
        }
        return sucesso('Empresa alterada com sucesso!');
      }),
  );
};

export default endpointsEmpresas;
