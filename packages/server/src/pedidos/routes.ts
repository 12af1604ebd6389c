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
import { ehIncremental, exigirSoIncremental } from '../db/alteracoes.ts';
import { violaUnicidade } from '../db/erros-pg.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { conflito, naoEncontrado } from '../http/erros.ts';
import { conferirPedidoDeLiberacao, liberacaoDoCorpo } from '../titulos/credito.ts';
import { chaveDoPedidoNovo, gravarPedidoNovo } from './criar.ts';
import endpointsImpostos from './endpoints-impostos.ts';
import endpointsSituacao from './endpoints-situacao.ts';
import { ultimoEmailDoPedido } from './envio-email.ts';
import { alterarPedido, excluirPedido, PEDIDO_NAO_ENCONTRADO } from './gravacao.ts';
import { autorDe } from './historico.ts';
import { MSG_CHAVE_FORA_DO_ALCANCE, pedidoPorChave } from './idempotencia.ts';
import { lerPedidos, pedidosAlterados } from './leitura.ts';

const PEDIDO_GRAVADO = 'Pedido gravado com sucesso!';

// pedidosvenda/resumo_mensal belongs to the dashboard feature (src/dashboard).
const endpointsPedidos: FastifyPluginAsyncZod = async (app) => {
  await app.register(endpointsSituacao);
  await app.register(endpointsImpostos);
  // The day the order's price table must be valid on, by the server's clock (tests move it).
  const hoje = () => hojeSaoPaulo(app.deps.agora());
  app.post(
    '/pedidosvenda/read',
    { config: LEITURA, schema: { body: pedidosLeituraSchema, response: respostas(respostasPedidos.read) } },
    async (req) => {
      const { alterado_desde, cursor, ...lista } = req.body;
      if (ehIncremental(req.body)) {
        const { limite, ident_operacao: _todas, ...outros } = lista;
        exigirSoIncremental(req.body, outros);
        const r = await naEmpresa(req, (tx, s) =>
          pedidosAlterados(tx, s.empresaId, { alterado_desde, cursor }, limite ?? 50, s.representanteId),
        );
        return { ...registros(r.linhas), cursor: r.cursor };
      }
      return pagina(
        await naEmpresa(req, (tx, s) =>
          lerPedidos(tx, s.empresaId, { ...lista, carteira: s.representanteId }),
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
    const [pedido] = linhas;
    if (!pedido) throw naoEncontrado(PEDIDO_NAO_ENCONTRADO);
    // Issue 27: the order's last e-mail as the queue knows it, read after the order was found in reach.
    const email_envio = await ultimoEmailDoPedido(app.deps.banco, sessaoDe(req).empresaId, pedido.id);
    return registros([{ ...pedido, email_envio }]);
  };
  app.put('/pedidosvenda/read_one', lerUm, umPedido);
  app.post('/pedidosvenda/read_one', lerUm, umPedido);

  app.post(
    '/pedidosvenda/create',
    { schema: { body: pedidoCriarSchema, response: respostas(respostasPedidos.create) } },
    async (req) => {
      const autor = autorDe(req);
      const chave = chaveDoPedidoNovo(req.body, autor);
      try {
        const gravado = await naEmpresa(req, (tx, s) => gravarPedidoNovo(tx, s, req.body, hoje(), autor));
        return sucesso(PEDIDO_GRAVADO, gravado);
      } catch (erro) {
        // The same key sent twice at once: the unique index lets one in; the other answers that order
        // (or 409 when its body differs). A key whose order the user can no longer see: 409, not 500.
        if (!chave || !violaUnicidade(erro)) throw erro;
        const anterior = await naEmpresa(req, (tx, s) => pedidoPorChave(tx, s.empresaId, chave));
        if (!anterior) throw conflito(MSG_CHAVE_FORA_DO_ALCANCE);
        return sucesso(PEDIDO_GRAVADO, anterior);
      }
    },
  );

  app.put(
    '/pedidosvenda/update',
    { schema: { body: pedidoAlterarSchema, response: respostas(respostasPedidos.update) } },
    async (req) => {
      const { id, liberar_credito, motivo_credito, ...enviado } = req.body;
      const liberacao = liberacaoDoCorpo({ liberar_credito, motivo_credito }, sessaoDe(req).papel);
      conferirPedidoDeLiberacao(liberacao);
      const corpo = { ...enviado, vendedor_id: representanteDoRegistro(sessaoDe(req), enviado.vendedor_id) };
      const autor = autorDe(req);
      const gravado = await naEmpresa(req, (tx, s) =>
        alterarPedido(tx, s.empresaId, id, corpo, hoje(), s.representanteId, autor, liberacao),
      );
      return sucesso('Pedido alterado com sucesso!', gravado);
    },
  );

  app.post(
    '/pedidosvenda/delete',
    { schema: { body: corpoId, response: respostas(respostasPedidos.delete) } },
    async (req) => {
      await naEmpresa(req, (tx, s) => excluirPedido(tx, s.empresaId, req.body.id, s.representanteId));
      return sucesso('Pedido excluído com sucesso!');
    },
  );
};

export default endpointsPedidos;
