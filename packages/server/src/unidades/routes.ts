import { alterarUnidadeSchema, corpoId, paginacao, respostasUnidades, unidadeSchema } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { exigirSemMerchant } from '../auth/merchant.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { excluirOuConflito } from '../http/exclusao.ts';
import { alterarUnidade, criarUnidade, excluirUnidade, listarUnidades, unidadePorId } from './repository.ts';

const NAO_ENCONTRADA = 'Unidade não encontrada.';

const endpointsUnidades: FastifyPluginAsyncZod = async (app) => {
  // The field app posts an empty body or none at all; both mean every row.
  app.post(
    '/unidades/read',
    { config: LEITURA, schema: { body: paginacao.nullish(), response: respostas(respostasUnidades.read) } },
    (req) => naEmpresa(req, async (tx, s) => pagina(await listarUnidades(tx, s.empresaId, req.body ?? {}))),
  );

  app.post(
    '/unidades/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasUnidades.read_one) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const linha = await unidadePorId(tx, s.empresaId, req.body.id);
        if (!linha) throw naoEncontrado(NAO_ENCONTRADA);
        return registros([linha]);
      }),
  );

  app.post(
    '/unidades/create',
    { schema: { body: unidadeSchema, response: respostas(respostasUnidades.create) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await exigirSemMerchant(tx, s.empresaId, 'cadastrar unidades');
        const id = await criarUnidade(tx, s.empresaId, req.body);
        return sucesso('Unidade cadastrada com sucesso!', { id });
      }),
  );

  app.put(
    '/unidades/update',
    { schema: { body: alterarUnidadeSchema, response: respostas(respostasUnidades.update) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await exigirSemMerchant(tx, s.empresaId, 'alterar unidades');
        if (!(await alterarUnidade(tx, s.empresaId, req.body.id, req.body))) {
          throw naoEncontrado(NAO_ENCONTRADA);
        }
        return sucesso('Unidade alterada com sucesso!');
      }),
  );

  app.post(
    '/unidades/delete',
    { schema: { body: corpoId, response: respostas(respostasUnidades.delete) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await excluirOuConflito(tx, s.empresaId, req.body.id, excluirUnidade, {
          emUso: 'Não é possível excluir: esta unidade é usada por produtos.',
          naoEncontrado: NAO_ENCONTRADA,
        });
        return sucesso('Unidade excluída com sucesso!');
      }),
  );
};

export default endpointsUnidades;
