// Reports: sales by representative, product or customer (with ABC), and inactive customers; each exports.
import {
  COLUNAS_CLIENTES_INATIVOS,
  clientesInativosSchema,
  colunasVendas,
  exportarInativosQuery,
  exportarVendasQuery,
  hojeSaoPaulo,
  relatorioVendasSchema,
  respostasRelatorios,
  TITULO_AGRUPAMENTO,
} from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas } from '../http/envelope.ts';
import { enviarPlanilha } from '../planilhas/resposta.ts';
import { respostasPlanilha } from '../planilhas/respostas.ts';
import { linhasInativos, linhasVendas } from './linhas.ts';
import { clientesInativos, vendasPorGrupo } from './repository.ts';

const hojeDe = (app: FastifyInstance) => hojeSaoPaulo(app.deps.agora());

// The files: registered on the plain instance, as the other downloads (planilhas/resposta.ts sends the stream).
function rotasExportar(app: FastifyInstance): void {
  const hoje = () => hojeDe(app);
  app.get(
    '/relatorios/vendas/exportar',
    { schema: { querystring: exportarVendasQuery, response: respostasPlanilha('O relatório de vendas.') } },
    (req, reply) => {
      const q = req.query as z.output<typeof exportarVendasQuery>;
      const planilha = {
        arquivo: `vendas-por-${q.agrupar}`,
        aba: 'Vendas',
        formato: q.formato,
        colunas: colunasVendas(TITULO_AGRUPAMENTO[q.agrupar]),
      };
      return enviarPlanilha(req, reply, planilha, async (escrever) => {
        await escrever(linhasVendas(await naEmpresa(req, (tx, s) => vendasPorGrupo(tx, s.empresaId, q))));
      });
    },
  );

  app.get(
    '/relatorios/clientes_inativos/exportar',
    { schema: { querystring: exportarInativosQuery, response: respostasPlanilha('Os clientes inativos.') } },
    (req, reply) => {
      const q = req.query as z.output<typeof exportarInativosQuery>;
      const planilha = {
        arquivo: `clientes-inativos-${q.dias}-dias`,
        aba: 'Clientes inativos',
        formato: q.formato,
        colunas: COLUNAS_CLIENTES_INATIVOS,
      };
      return enviarPlanilha(req, reply, planilha, async (escrever) => {
        await escrever(
          linhasInativos(await naEmpresa(req, (tx, s) => clientesInativos(tx, s.empresaId, q.dias, hoje()))),
        );
      });
    },
  );
}

const rotasRelatorios: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeDe(app);

  app.post(
    '/relatorios/vendas',
    { schema: { body: relatorioVendasSchema, response: respostas(respostasRelatorios.vendas) } },
    async (req) =>
      registros(linhasVendas(await naEmpresa(req, (tx, s) => vendasPorGrupo(tx, s.empresaId, req.body)))),
  );

  app.post(
    '/relatorios/clientes_inativos',
    { schema: { body: clientesInativosSchema, response: respostas(respostasRelatorios.clientes_inativos) } },
    async (req) =>
      registros(
        linhasInativos(
          await naEmpresa(req, (tx, s) => clientesInativos(tx, s.empresaId, req.body.dias, hoje())),
        ),
      ),
  );

  rotasExportar(app);
};

export default rotasRelatorios;
