// Pix (issue 49): the company's key and PSP (pix/configuracao, pix/configurar, pix/gerar_webhook) and the
// static code of an open receivable (pix/titulo).
import {
  centavosParaNumero,
  corpoId,
  corpoTituloPix,
  hojeSaoPaulo,
  paginacao,
  paraCentavos,
  pixConciliarSchema,
  pixConfigurarSchema,
  pixDescartarSchema,
  respostasPix,
  respostasRecebimentosPix,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas, sucesso } from '../http/envelope.ts';
import { conflito, naoEncontrado } from '../http/erros.ts';
import { exigirPedido } from '../pedidos/compartilhar.ts';
import { autorDe } from '../pedidos/historico.ts';
import { buscarTitulo, TITULO_NAO_ENCONTRADO } from '../titulos/repository.ts';
import { codigoDoTitulo, qrSvg } from './codigo.ts';
import {
  configuracaoLida,
  gravarConfiguracaoPix,
  lerConfiguracaoPix,
  novoSegredoWebhook,
} from './configuracao.ts';
import { pixDasParcelas } from './parcelas.ts';
import { conciliarRecebimento, descartarRecebimento, recebimentosAConciliar } from './recebimentos.ts';

const MSG_SEM_CHAVE_PIX = 'Cadastre a chave Pix da empresa (Empresa, Pix) antes de gerar o código.';
const MSG_TITULO_SEM_ABERTO = 'Este título não tem valor em aberto (pago ou cancelado).';

const endpointsPix: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pix/configuracao',
    {
      config: LEITURA,
      schema: { body: paginacao.nullish(), response: respostas(respostasPix.configuracao) },
    },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const c = await lerConfiguracaoPix(tx, s.empresaId);
        return registros(c ? [configuracaoLida(c)] : []);
      }),
  );

  app.put(
    '/pix/configurar',
    { schema: { body: pixConfigurarSchema, response: respostas(respostasPix.configurar) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await gravarConfiguracaoPix(tx, s.empresaId, req.body);
        return sucesso('Pix da empresa gravado com sucesso!');
      }),
  );

  app.post(
    '/pix/gerar_webhook',
    { schema: { response: respostas(respostasPix.gerar_webhook) } },
    async (req) => {
      const segredo = await naEmpresa(req, (tx, s) => novoSegredoWebhook(tx, s.empresaId));
      if (!segredo) throw conflito('Grave o Pix da empresa antes de gerar o endereço do webhook.');
      const url = `${app.deps.config.publicUrl.replace(/\/+$/, '')}/api/pix/webhook/${segredo}`;
      return sucesso('Endereço do webhook gerado: cadastre-o no PSP (o anterior deixa de valer).', { url });
    },
  );

  app.post(
    '/pix/titulo',
    { config: LEITURA, schema: { body: corpoTituloPix, response: respostas(respostasPix.titulo) } },
    async (req) => {
      const r = await naEmpresa(req, async (tx, s) => {
        const t = await buscarTitulo(tx, s.empresaId, req.body.id, s.representanteId, hojeSaoPaulo());
        if (!t) throw naoEncontrado(TITULO_NAO_ENCONTRADO);
        const c = await lerConfiguracaoPix(tx, s.empresaId);
        if (!c) throw conflito(MSG_SEM_CHAVE_PIX);
        const codigo =
          t.situacao === 'cancelado'
            ? undefined
            : codigoDoTitulo(c, s.empresaId, t.id, paraCentavos(t.aberto));
        if (!codigo) throw conflito(MSG_TITULO_SEM_ABERTO);
        return { t, codigo };
      });
      return registros([
        {
          titulo_id: r.t.id,
          valor: r.t.aberto,
          txid: r.codigo.txid,
          pix_copia_e_cola: r.codigo.copiaECola,
          qr_svg: await qrSvg(r.codigo.copiaECola),
        },
      ]);
    },
  );

  app.post(
    '/pix/pedido',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasPix.pedido) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await exigirPedido(tx, s.empresaId, req.body.id, s.representanteId);
        const parcelas = await pixDasParcelas(tx, s.empresaId, req.body.id);
        return registros(
          parcelas.map((p) => ({
            parcela: p.parcela,
            vencimento: p.vencimento,
            valor: centavosParaNumero(p.abertoCentavos),
            pix_copia_e_cola: p.copiaECola,
          })),
        );
      }),
  );
  // "Recebimentos a conciliar": the Pix payments that did not settle a receivable by themselves.
  app.post(
    '/pix/a_conciliar',
    {
      config: LEITURA,
      schema: { body: paginacao.nullish(), response: respostas(respostasRecebimentosPix.a_conciliar) },
    },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const r = await recebimentosAConciliar(tx, s.empresaId, req.body);
        return registros(r.linhas, r.total);
      }),
  );

  app.post(
    '/pix/conciliar',
    { schema: { body: pixConciliarSchema, response: respostas(respostasRecebimentosPix.conciliar) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await conciliarRecebimento(tx, s.empresaId, req.body, autorDe(req));
        return sucesso('Recebimento conciliado: baixa registrada no título.');
      }),
  );

  app.post(
    '/pix/descartar',
    { schema: { body: pixDescartarSchema, response: respostas(respostasRecebimentosPix.descartar) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await descartarRecebimento(tx, s.empresaId, req.body.id, req.body.motivo, autorDe(req));
        return sucesso('Recebimento descartado.');
      }),
  );
};

export default endpointsPix;
