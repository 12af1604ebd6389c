import { hojeSaoPaulo, respostasDashboard, resumoMensalSchema } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas } from '../http/envelope.ts';
import { resumoMensal } from './repository.ts';

const endpointsDashboard: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pedidosvenda/resumo_mensal',
    {
      config: LEITURA,
      schema: { body: resumoMensalSchema, response: respostas(respostasDashboard.resumo_mensal) },
    },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        // 'This year' is São Paulo's, so the last hours of 31 December UTC-3 still count as that year.
        const ano = req.body.ano ?? Number(hojeSaoPaulo(app.deps.agora()).slice(0, 4));
        return registros(await resumoMensal(tx, s.empresaId, ano, s.representanteId));
      }),
  );
};

export default endpointsDashboard;
