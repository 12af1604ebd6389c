// Reasons for no sale (issue 28): the company's list, chosen on a visit without a sale.
import {
  alterarMotivoNaoVendaSchema,
  corpoId,
  motivoNaoVendaSchema,
  paginacao,
  respostasMotivosNaoVenda,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { excluirSemUsos } from '../http/exclusao.ts';
import { alterarMotivo, criarMotivo, exclusaoMotivo, listarMotivos, motivoPorId } from './repository.ts';

const NAO_ENCONTRADO = 'Motivo não encontrado.';

const endpointsMotivosNaoVenda: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/motivosnaovenda/read',
    {
      config: LEITURA,
      schema: { body: paginacao.nullish(), response: respostas(respostasMotivosNaoVenda.read) },
    },
    (req) => naEmpresa(req, async (tx, s) => pagina(await listarMotivos(tx, s.empresaId, req.body ?? {}))),
  );

  app.post(
    '/motivosnaovenda/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasMotivosNaoVenda.read_one) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const linha = await motivoPorId(tx, s.empresaId, req.body.id);
        if (!linha) throw naoEncontrado(NAO_ENCONTRADO);
        return registros([linha]);
      }),
  );

  app.post(
    '/motivosnaovenda/create',
    { schema: { body: motivoNaoVendaSchema, response: respostas(respostasMotivosNaoVenda.create) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const id = await criarMotivo(tx, s.empresaId, req.body);
        return sucesso('Motivo cadastrado com sucesso!', { id });
      }),
  );

  app.put(
    '/motivosnaovenda/update',
    { schema: { body: alterarMotivoNaoVendaSchema, response: respostas(respostasMotivosNaoVenda.update) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        if (!(await alterarMotivo(tx, s.empresaId, req.body.id, req.body)))
          throw naoEncontrado(NAO_ENCONTRADO);
        return sucesso('Motivo alterado com sucesso!');
      }),
  );

  app.post(
    '/motivosnaovenda/delete',
    { schema: { body: corpoId, response: respostas(respostasMotivosNaoVenda.delete) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await excluirSemUsos(tx, s.empresaId, req.body.id, exclusaoMotivo, {
          rotulos: { visitas: 'visita(s)' },
          emUso: (usos) => `Não é possível excluir: este motivo é usado em ${usos.join(' e ')}.`,
          emUsoAgora: 'Não é possível excluir: este motivo é usado em visitas.',
          naoEncontrado: NAO_ENCONTRADO,
        });
        return sucesso('Motivo excluído com sucesso!');
      }),
  );
};

export default endpointsMotivosNaoVenda;
