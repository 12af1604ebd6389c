import { alterarRotaSchema, corpoId, paginacao, respostasRotas, rotaSchema } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirSemMerchant } from '../auth/merchant.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { violaChaveEstrangeira } from '../db/erros-pg.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { conflito, naoEncontrado } from '../http/erros.ts';
import { exigirTabelaSeHouver } from '../tabelas-precos/precos.ts';
import { alterarRota, buscarRota, criarRota, exclusaoRota, listarRotas } from './repository.ts';

const NAO_ENCONTRADA = 'Rota não encontrada.';

function motivoEmUso(usos: { clientes: number; representantes: number }): string | undefined {
  const partes = [
    usos.clientes > 0 ? `${usos.clientes} cliente(s)` : '',
    usos.representantes > 0 ? `${usos.representantes} representante(s)` : '',
  ].filter(Boolean);
  if (partes.length === 0) return undefined;
  return `Não é possível excluir a rota: ela está vinculada a ${partes.join(' e ')}. Retire a rota deles antes de excluí-la.`;
}

const rotasRotas: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rotas/read',
    { schema: { body: paginacao.default({}), response: respostas(respostasRotas.read) } },
    async (req) => {
      return naEmpresa(req, async (tx, s) => pagina(await listarRotas(tx, s.empresaId, req.body)));
    },
  );

  // The spec reads one route with PUT; POST is accepted like every other read_one.
  for (const metodo of ['put', 'post'] as const) {
    app[metodo](
      '/rotas/read_one',
      { schema: { body: corpoId, response: respostas(respostasRotas.read_one) } },
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
      await naEmpresa(req, async (tx, s) => {
        const motivo = motivoEmUso(await exclusaoRota.usos(tx, s.empresaId, req.body.id));
        if (motivo) throw conflito(motivo);
        // A customer added between the check and the delete still stops it, by the foreign key.
        const excluida = await exclusaoRota.excluir(tx, s.empresaId, req.body.id).catch((erro: unknown) => {
          if (violaChaveEstrangeira(erro)) throw conflito('Não é possível excluir a rota: ela está em uso.');
          throw erro;
        });
        if (!excluida) throw naoEncontrado(NAO_ENCONTRADA);
      });
      return sucesso('Rota excluída com sucesso!');
    },
  );
};

export default rotasRotas;
