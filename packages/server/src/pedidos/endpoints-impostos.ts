// Issue 48: pedidosvenda/impostos, the order screen's preview of the taxes of the items as they stand.
import {
  impostosParaLeitura,
  paraCentavos,
  previaImpostosSchema,
  quantidadeParaMilesimos,
  respostaPreviaImpostos,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas } from '../http/envelope.ts';
import { impostosDoPedido } from './impostos.ts';
import { exigirClienteVisivel } from './referencias.ts';

const endpointsImpostos: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pedidosvenda/impostos',
    { config: LEITURA, schema: { body: previaImpostosSchema, response: respostas(respostaPreviaImpostos) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        // As on the order itself: another company's or another representative's customer is 404.
        await exigirClienteVisivel(tx, s.empresaId, req.body.participante_id);
        const impostos = await impostosDoPedido(tx, s.empresaId, {
          participanteId: req.body.participante_id,
          identOperacao: req.body.ident_operacao,
          itens: req.body.produtos.map((p) => ({
            produtoId: p.produto_id,
            qtMilesimos: quantidadeParaMilesimos(p.qt),
            precoCentavos: paraCentavos(p.preco),
            descontoCentavos: Math.min(paraCentavos(p.desconto), Number.MAX_SAFE_INTEGER),
          })),
        });
        return registros([impostosParaLeitura(impostos)]);
      }),
  );
};

export default endpointsImpostos;
