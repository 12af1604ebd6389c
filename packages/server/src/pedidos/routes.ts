import {
  corpoId,
  hojeSaoPaulo,
  pedidoAlterarSchema,
  pedidoCriarSchema,
  pedidosLeituraSchema,
  respostasPedidos,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { representanteDoRegistro } from '../auth/carteira.ts';
import { naEmpresa, sessaoDe } from '../auth/sessao.ts';
import { violaUnicidade } from '../db/erros-pg.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { responderEmFluxo } from '../http/fluxo-json.ts';
import { gravarPedidoNovo } from './criar.ts';
import { alterarPedido, excluirPedido, PEDIDO_NAO_ENCONTRADO, pedidoPorChave } from './gravacao.ts';
import { autorDe } from './historico.ts';
import { lerPedidos, lotesPedidos } from './leitura.ts';
import rotasSituacao from './rotas-situacao.ts';

export const PEDIDO_GRAVADO = 'Pedido gravado com sucesso!';

// pedidosvenda/resumo_mensal belongs to the dashboard feature (src/dashboard).
const rotasPedidos: FastifyPluginAsyncZod = async (app) => {
  await app.register(rotasSituacao);
  // The day the order's price table must be valid on, by the server's clock (tests move it).
  const hoje = () => hojeSaoPaulo(app.deps.agora());
  app.post(
    '/pedidosvenda/read',
    { config: LEITURA, schema: { body: pedidosLeituraSchema, response: respostas(respostasPedidos.read) } },
    async (req, reply) => {
      // Every row (no `limite`): streamed in batches with the same fields (http/fluxo-json.ts).
      if (req.body.limite === undefined)
        return responderEmFluxo(req, reply, (tx, s) =>
          lotesPedidos(tx, s.empresaId, { ...req.body, carteira: s.representanteId }),
        );
      return pagina(
        await naEmpresa(req, (tx, s) =>
          lerPedidos(tx, s.empresaId, { ...req.body, carteira: s.representanteId }),
        ),
      );
    },
  );

  const lerUm = {
    config: LEITURA,
    schema: { body: corpoId, response: respostas(respostasPedidos.read_one) },
  };
  const umPedido = async (req: { body: { id: number } } & Parameters<typeof naEmpresa>[0]) => {
    const { linhas } = await naEmpresa(req, (tx, s) =>
      lerPedidos(tx, s.empresaId, { id: req.body.id, carteira: s.representanteId }),
    );
    if (linhas.length === 0) throw naoEncontrado(PEDIDO_NAO_ENCONTRADO);
    return registros(linhas);
  };
  app.put('/pedidosvenda/read_one', lerUm, umPedido);
  app.post('/pedidosvenda/read_one', lerUm, umPedido);

  app.post(
    '/pedidosvenda/create',
    { schema: { body: pedidoCriarSchema, response: respostas(respostasPedidos.create) } },
    async (req) => {
      const chave = req.body.id;
      const autor = autorDe(req);
      try {
        const gravado = await naEmpresa(req, (tx, s) => gravarPedidoNovo(tx, s, req.body, hoje(), autor));
        return sucesso(PEDIDO_GRAVADO, gravado);
      } catch (erro) {
        // The same key sent twice at once: the unique index lets one in; the other answers that order.
        if (!chave || !violaUnicidade(erro)) throw erro;
        const anterior = await naEmpresa(req, (tx, s) => pedidoPorChave(tx, s.empresaId, chave));
        if (!anterior) throw erro;
        return sucesso(PEDIDO_GRAVADO, anterior);
      }
    },
  );

  app.put(
    '/pedidosvenda/update',
    { schema: { body: pedidoAlterarSchema, response: respostas(respostasPedidos.update) } },
    async (req) => {
      const { id, ...enviado } = req.body;
      const corpo = { ...enviado, vendedor_id: representanteDoRegistro(sessaoDe(req), enviado.vendedor_id) };
      const gravado = await naEmpresa(req, (tx, s) => alterarPedido(tx, s.empresaId, id, corpo, hoje()));
      return sucesso('Pedido alterado com sucesso!', gravado);
    },
  );

  app.post(
    '/pedidosvenda/delete',
    { schema: { body: corpoId, response: respostas(respostasPedidos.delete) } },
    async (req) => {
      await naEmpresa(req, (tx, s) => excluirPedido(tx, s.empresaId, req.body.id));
      return sucesso('Pedido excluído com sucesso!');
    },
  );
};

export default rotasPedidos;
