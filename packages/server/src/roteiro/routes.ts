// The route report (issue 28): `relatorios/roteiro` and its spreadsheet, as the other reports.
import {
  COLUNAS_ROTEIRO,
  exportarRoteiroQuery,
  relatorioRoteiroSchema,
  respostasRoteiro,
} from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas } from '../http/envelope.ts';
import { enviarPlanilha } from '../planilhas/resposta.ts';
import { respostasPlanilha } from '../planilhas/respostas.ts';
import { relatorioRoteiro } from './repository.ts';

// On the plain instance, as the other downloads (planilhas/resposta.ts sends the stream).
function rotaExportar(app: FastifyInstance): void {
  app.get(
    '/relatorios/roteiro/exportar',
    {
      schema: {
        querystring: exportarRoteiroQuery,
        response: respostasPlanilha('O relatório de roteiro e visitas.'),
      },
    },
    (req, reply) => {
      const q = req.query as z.output<typeof exportarRoteiroQuery>;
      const planilha = {
        arquivo: `roteiro-${q.data_ini}-a-${q.data_fin}`,
        aba: 'Roteiro e visitas',
        colunas: COLUNAS_ROTEIRO,
        formato: q.formato,
      };
      return enviarPlanilha(req, reply, planilha, async (escrever) => {
        // Every line, without paging.
        const r = await naEmpresa(req, (tx, s) => relatorioRoteiro(tx, s.empresaId, q, s.representanteId));
        await escrever(r.linhas);
      });
    },
  );
}

const endpointsRoteiro: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/relatorios/roteiro',
    {
      config: LEITURA,
      schema: { body: relatorioRoteiroSchema, response: respostas(respostasRoteiro.roteiro) },
    },
    async (req) => {
      const r = await naEmpresa(req, (tx, s) =>
        relatorioRoteiro(tx, s.empresaId, req.body, s.representanteId),
      );
      // `total` with a page, as every list; the totals and the compliance per representative always.
      return {
        ...registros(r.linhas, req.body.limite === undefined ? undefined : r.total),
        totais: r.totais,
        representantes: r.representantes,
      };
    },
  );

  rotaExportar(app);
};

export default endpointsRoteiro;
