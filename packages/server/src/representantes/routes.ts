import {
  alterarRepresentanteSchema,
  corpoId,
  paginacao,
  representanteSchema,
  respostasRepresentantes,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { exigirSemMerchant } from '../auth/merchant.ts';
import { naEmpresa } from '../auth/sessao.ts';
import type { Executor } from '../db/banco.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { excluirSemUsos } from '../http/exclusao.ts';
import {
  alterarRepresentante,
  buscarRepresentante,
  criarRepresentante,
  exclusaoRepresentante,
  gravarRotas,
  listarRepresentantes,
  rotasAusentes,
} from './repository.ts';

const NAO_ENCONTRADO = 'Representante não encontrado.';

async function exigirRotas(tx: Executor, empresaId: number, ids: number[]): Promise<void> {
  const ausentes = await rotasAusentes(tx, empresaId, ids);
  if (ausentes.length > 0) {
    throw entradaInvalida(`Rota não encontrada (${ausentes.join(', ')}): verifique as rotas selecionadas.`);
  }
}

const endpointsRepresentantes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/representantes/read',
    {
      config: LEITURA,
      schema: { body: paginacao.default({}), response: respostas(respostasRepresentantes.read) },
    },
    async (req) => {
      return naEmpresa(req, async (tx, s) => pagina(await listarRepresentantes(tx, s.empresaId, req.body)));
    },
  );

  app.post(
    '/representantes/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasRepresentantes.read_one) } },
    async (req) => {
      const rep = await naEmpresa(req, (tx, s) => buscarRepresentante(tx, s.empresaId, req.body.id));
      if (!rep) throw naoEncontrado(NAO_ENCONTRADO);
      return registros([rep]);
    },
  );

  app.post(
    '/representantes/create',
    { schema: { body: representanteSchema, response: respostas(respostasRepresentantes.create) } },
    async (req) => {
      const { rotas = [], ...dados } = req.body;
      const id = await naEmpresa(req, async (tx, s) => {
        await exigirSemMerchant(tx, s.empresaId, 'cadastrar representantes');
        await exigirRotas(tx, s.empresaId, rotas);
        const novo = await criarRepresentante(tx, s.empresaId, dados);
        await gravarRotas(tx, s.empresaId, novo, rotas);
        return novo;
      });
      return sucesso('Representante cadastrado com sucesso!', { id });
    },
  );

  app.put(
    '/representantes/update',
    { schema: { body: alterarRepresentanteSchema, response: respostas(respostasRepresentantes.update) } },
    async (req) => {
      const { id, rotas, ...dados } = req.body;
      await naEmpresa(req, async (tx, s) => {
        if (rotas) await exigirRotas(tx, s.empresaId, rotas);
        if (!(await alterarRepresentante(tx, s.empresaId, id, dados))) throw naoEncontrado(NAO_ENCONTRADO);
        if (rotas) await gravarRotas(tx, s.empresaId, id, rotas);
      });
      return sucesso('Representante alterado com sucesso!');
    },
  );

  app.post(
    '/representantes/delete',
    { schema: { body: corpoId, response: respostas(respostasRepresentantes.delete) } },
    async (req) => {
      await naEmpresa(req, (tx, s) =>
        excluirSemUsos(tx, s.empresaId, req.body.id, exclusaoRepresentante, {
          rotulos: { visitas: 'visita(s)', pedidos: 'pedido(s)' },
          emUso: (usos) =>
            `Não é possível excluir o representante: ele tem ${usos.join(' e ')} registrados. Marque-o como Inativo.`,
          emUsoAgora: 'Não é possível excluir o representante: ele está em uso.',
          naoEncontrado: NAO_ENCONTRADO,
        }),
      );
      return sucesso('Representante excluído com sucesso!');
    },
  );
};

export default endpointsRepresentantes;
