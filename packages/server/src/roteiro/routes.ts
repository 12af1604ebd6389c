// The route report (issue 28): `relatorios/roteiro` and its spreadsheet, as the other reports.
import {
  COLUNAS_ROTEIRO,
  exportarRoteiroQuery,
  LIMITE_PADRAO,
  relatorioRoteiroSchema,
  respostasRoteiro,
} from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas } from '../http/envelope.ts';
import { endpointArquivo } from '../planilhas/endpoint-arquivo.ts';
import { relatorioRoteiro } from './repository.ts';

// The file: a download of one read's rows (planilhas/endpoint-arquivo.ts), every line without paging.
function endpointExportar(app: FastifyInstance): void {
  endpointArquivo(app, {
    caminho: '/relatorios/roteiro/exportar',
    query: exportarRoteiroQuery,
    descricao: 'O relatório de roteiro e visitas.',
    planilha: (q) => ({
      arquivo: `roteiro-${q.data_ini}-a-${q.data_fin}`,
      aba: 'Roteiro e visitas',
      colunas: COLUNAS_ROTEIRO,
    }),
    linhas: async (tx, s, q) => (await relatorioRoteiro(tx, s.empresaId, q, s.representanteId)).linhas,
  });
}

const endpointsRoteiro: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/relatorios/roteiro',
    {
      config: LEITURA,
      schema: { body: relatorioRoteiroSchema, response: respostas(respostasRoteiro.roteiro) },
    },
    async (req) => {
      // Always a page (LIMITE_PADRAO lines when not asked), as every list; the export has every line.
      const pedido = { ...req.body, limite: req.body.limite ?? LIMITE_PADRAO };
      const r = await naEmpresa(req, (tx, s) => relatorioRoteiro(tx, s.empresaId, pedido, s.representanteId));
      // `total` with a page or a full default page, as every list; the totals and the compliance per
      // representative always.
      const inteiro = req.body.limite === undefined && r.total <= LIMITE_PADRAO;
      return {
        ...registros(r.linhas, inteiro ? undefined : r.total),
        totais: r.totais,
        representantes: r.representantes,
      };
    },
  );

  endpointExportar(app);
};

export default endpointsRoteiro;
