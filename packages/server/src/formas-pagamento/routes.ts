import {
  alterarFormaPagamentoSchema,
  corpoId,
  formaPagamentoSchema,
  paginacao,
  respostasFormasPagamento,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { exigirSemMerchant } from '../auth/merchant.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { excluirOuConflito } from '../http/exclusao.ts';
import {
  alterarFormaPagamento,
  criarFormaPagamento,
  excluirFormaPagamento,
  formaPagamentoPorId,
  listarFormasPagamento,
} from './repository.ts';

const NAO_ENCONTRADA = 'Forma de pagamento não encontrada.';

const endpointsFormasPagamento: FastifyPluginAsyncZod = async (app) => {
  // The field app posts an empty body or none at all; both mean every row.
  app.post(
    '/formaspagamento/read',
    {
      config: LEITURA,
      schema: { body: paginacao.nullish(), response: respostas(respostasFormasPagamento.read) },
    },
    (req) =>
      naEmpresa(req, async (tx, s) => pagina(await listarFormasPagamento(tx, s.empresaId, req.body ?? {}))),
  );

  app.post(
    '/formaspagamento/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasFormasPagamento.read_one) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const linha = await formaPagamentoPorId(tx, s.empresaId, req.body.id);
        if (!linha) throw naoEncontrado(NAO_ENCONTRADA);
        return registros([linha]);
      }),
  );

  app.post(
    '/formaspagamento/create',
    { schema: { body: formaPagamentoSchema, response: respostas(respostasFormasPagamento.create) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await exigirSemMerchant(tx, s.empresaId, 'cadastrar formas de pagamento');
        const id = await criarFormaPagamento(tx, s.empresaId, req.body);
        return sucesso('Forma de pagamento cadastrada com sucesso!', { id });
      }),
  );

  app.put(
    '/formaspagamento/update',
    { schema: { body: alterarFormaPagamentoSchema, response: respostas(respostasFormasPagamento.update) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await exigirSemMerchant(tx, s.empresaId, 'alterar formas de pagamento');
        if (!(await alterarFormaPagamento(tx, s.empresaId, req.body.id, req.body))) {
          throw naoEncontrado(NAO_ENCONTRADA);
        }
        return sucesso('Forma de pagamento alterada com sucesso!');
      }),
  );

  app.post(
    '/formaspagamento/delete',
    { schema: { body: corpoId, response: respostas(respostasFormasPagamento.delete) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await excluirOuConflito(tx, s.empresaId, req.body.id, excluirFormaPagamento, {
          emUso: 'Não é possível excluir: esta forma de pagamento é usada em pedidos.',
          naoEncontrado: NAO_ENCONTRADA,
        });
        return sucesso('Forma de pagamento excluída com sucesso!');
      }),
  );
};

export default endpointsFormasPagamento;
