import { corpoId, hojeSaoPaulo, idSchema, pedidoSituacaoSchema, respostasSituacao } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa, sessaoDe } from '../auth/sessao.ts';
import { registros, respostas, respostasConteudo, sucesso } from '../http/envelope.ts';
import { entradaInvalida } from '../http/erros.ts';
import { compartilharPedido, exigirPedido, novoLink, revogarLinks } from './compartilhar.ts';
import { carregarDocumento, comLogo } from './documento.ts';
import { CLIENTE_SEM_EMAIL, mensagemPedido } from './email.ts';
import { aguardarEnvio, mensagemEnviado, mensagemNaFila } from './envio-email.ts';
import { autorDe, lerHistorico } from './historico.ts';
import { conferirLimitesEmail } from './limite-emails.ts';
import { gerarPdf } from './pdf.ts';
import { mudarSituacao } from './situacao.ts';

/** Issue 13: status changes, history, the PDF, share links and mailing the order (signed in). */
const endpointsSituacao: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pedidosvenda/situacao',
    { schema: { body: pedidoSituacaoSchema, response: respostas(respostasSituacao.situacao) } },
    async (req) => {
      const autor = autorDe(req);
      const agora = app.deps.agora();
      const quem = { papel: sessaoDe(req).papel, hoje: hojeSaoPaulo(agora), agora };
      const situacao = await naEmpresa(req, (tx, s) =>
        mudarSituacao(tx, s.empresaId, req.body, autor, quem, s.representanteId),
      );
      return sucesso('Situação do pedido alterada com sucesso!', { situacao });
    },
  );

  app.post(
    '/pedidosvenda/historico',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasSituacao.historico) } },
    async (req) => {
      const linhas = await naEmpresa(req, async (tx, s) => {
        // 404 for an order that is not this company's or not in reach, rather than an empty history.
        await exigirPedido(tx, s.empresaId, req.body.id, s.representanteId);
        return lerHistorico(tx, s.empresaId, req.body.id);
      });
      return registros(linhas);
    },
  );

  app.post(
    '/pedidosvenda/compartilhar',
    { schema: { body: corpoId, response: respostas(respostasSituacao.compartilhar) } },
    async (req) => {
      const { agora, config } = app.deps;
      const link = await naEmpresa(req, (tx, s) =>
        compartilharPedido(tx, s.empresaId, req.body.id, s.representanteId, agora(), config.publicUrl),
      );
      return registros([link], undefined, 'Link criado: válido por 30 dias.');
    },
  );

  app.post(
    '/pedidosvenda/revogar_link',
    { schema: { body: corpoId, response: respostas(respostasSituacao.revogar_link) } },
    async (req) => {
      await naEmpresa(req, (tx, s) =>
        revogarLinks(tx, s.empresaId, req.body.id, s.representanteId, app.deps.agora()),
      );
      return sucesso('Links do pedido revogados: eles não abrem mais o pedido.');
    },
  );

  app.post(
    '/pedidosvenda/enviar_email',
    { schema: { body: corpoId, response: respostas(respostasSituacao.enviar_email) } },
    async (req, reply) => {
      const { agora, config, correio, banco } = app.deps;
      const semLogo = await naEmpresa(req, async (tx, s) => {
        await exigirPedido(tx, s.empresaId, req.body.id, s.representanteId);
        return carregarDocumento(tx, s.empresaId, req.body.id);
      });
      if (!semLogo.cliente.email) throw entradaInvalida(CLIENTE_SEM_EMAIL);
      // Per recipient and per company an hour, counted with no transaction open.
      await conferirLimitesEmail(banco.db, reply, sessaoDe(req).empresaId, semLogo.cliente.email, agora());
      const link = await naEmpresa(req, async (tx, s) => {
        await exigirPedido(tx, s.empresaId, req.body.id, s.representanteId);
        return novoLink(tx, s.empresaId, req.body.id, agora(), config.publicUrl);
      });
      const { empresaId } = sessaoDe(req);
      const doc = await comLogo(banco, empresaId, semLogo);
      const emailId = await correio.enviar({
        ...mensagemPedido(doc, await gerarPdf(doc), {
          url: link.link,
          chave: link.chave,
          expiraEm: link.expira_em,
        }),
        pedido: { empresaId, pedidoId: req.body.id },
      });
      // Issue 27: 'enviado' only once the SMTP server took it; otherwise the answer says it is queued.
      const para = doc.cliente.email;
      if (!config.SMTP_URL) return sucesso(mensagemNaFila(para, true));
      return sucesso(
        (await aguardarEnvio(banco, emailId)) ? mensagemEnviado(para) : mensagemNaFila(para, false),
      );
    },
  );

  app.get(
    '/pedidosvenda/:id/pdf',
    {
      schema: {
        params: z.object({ id: idSchema }),
        response: respostasConteudo('application/pdf', respostasSituacao.pdf, 'O pedido em PDF.'),
      },
    },
    async (req, reply) => {
      const semLogo = await naEmpresa(req, (tx, s) => carregarDocumento(tx, s.empresaId, req.params.id));
      const doc = await comLogo(app.deps.banco, sessaoDe(req).empresaId, semLogo);
      const pdf = await gerarPdf(doc);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="pedido-${doc.pedido.numero}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default endpointsSituacao;
