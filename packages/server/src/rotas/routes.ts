import { alterarRotaSchema, corpoId, paginacao, respostasRotas, rotaSchema } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { exigirSemMerchant } from '../auth/merchant.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { excluirSemUsos } from '../http/exclusao.ts';
import { exigirTabelaSeHouver } from '../tabelas-precos/precos.ts';
import { alterarRota, buscarRota, criarRota, exclusaoRota, listarRotas } from './repository.ts';

const NAO_ENCONTRADA = 'Rota não encontrada.';

const endpointsRotas: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rotas/read',
    { config: LEITURA, schema: { body: paginacao.default({}), response: respostas(respostasRotas.read) } },
    async (req) => {
      return naEmpresa(req, async (tx, s) => pagina(await listarRotas(tx, s.empresaId, req.body)));
    },
  );

  // The spec reads one route with PUT; POST is accepted like every other read_one.
  for (const metodo of ['put', 'post'] as const) {
    app[metodo](
      '/rotas/read_one',
      { config: LEITURA, schema: { body: corpoId, response: respostas(respostasRotas.read_one) } },
      async (req) => {
        const rota = await naEmpresa(req, (tx, s) => buscarRota(tx, s.empresaId, req.body.id));
        if (!rota) throw naoEncontrado(NAO_ENCONTRADA);
        return registros([rota]);
      },
    );
  }

  app.post(
    '/rotas/create',
    { schema: { body: rotaSchema, response: respostas(respostasRotas.create) } },
    async (req) => {
      const id = await naEmpresa(req, async (tx, s) => {
        await exigirSemMerchant(tx, s.empresaId, 'cadastrar rotas');
        await exigirTabelaSeHouver(tx, s.empresaId, req.body.tabela_preco_id);
        return criarRota(tx, s.empresaId, req.body);
      });
      return sucesso('Rota cadastrada com sucesso!', { id });
    },
  );

  app.put(
    '/rotas/update',
    { schema: { body: alterarRotaSchema, response: respostas(respostasRotas.update) } },
    async (req) => {
      await naEmpresa(req, async (tx, s) => {
        await exigirSemMerchant(tx, s.empresaId, 'alterar rotas');
        await exigirTabelaSeHouver(tx, s.empresaId, req.body.tabela_preco_id);
        if (!(await alterarRota(tx, s.empresaId, req.body))) throw naoEncontrado(NAO_ENCONTRADA);
      });
      return sucesso('Rota alterada com sucesso!');
    },
  );

  app.post(
    '/rotas/delete',
    { schema: { body: corpoId, response: respostas(respostasRotas.delete) } },
    async (req) => {
      await naEmpresa(req, (tx, s) =>
        excluirSemUsos(tx, s.empresaId, req.body.id, exclusaoRota, {
          rotulos: { clientes: 'cliente(s)', representantes: 'representante(s)' },
          emUso: (usos) =>
            `Não é possível excluir a rota: ela está vinculada a ${usos.join(' e ')}. Retire a rota deles antes de excluí-la.`,
          emUsoAgora: 'Não é possível excluir a rota: ela está em uso.',
          naoEncontrado: NAO_ENCONTRADA,
        }),
      );
      return sucesso('Rota excluída com sucesso!');
    },
  );
};

export default endpointsRotas;
