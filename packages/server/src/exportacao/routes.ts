// GET /api/{recurso}/exportar for every list: the list's filters, CSV or XLSX, read through a cursor into a
// temporary file, then sent once the transaction has ended (enviarPlanilhaDepoisDeLer): a slow client
// never holds a pooled connection.
import { hojeSaoPaulo } from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { naEmpresa } from '../auth/sessao.ts';
import { emLotesPorCursor } from '../db/lotes.ts';
import { enviarPlanilhaDepoisDeLer } from '../planilhas/resposta.ts';
import { respostasPlanilha } from '../planilhas/respostas.ts';
import {
  exportacaoFormasPagamento,
  exportacaoRepresentantes,
  exportacaoRotas,
  exportacaoTabelasPrecos,
  exportacaoUnidades,
} from './cadastros.ts';
import { exportacaoClientes } from './clientes.ts';
import { exportacaoComissoes } from './comissoes.ts';
import type { Exportacao } from './definicao.ts';
import { exportacaoPedidos } from './pedidos.ts';
import { exportacaoProdutos } from './produtos.ts';
import { exportacaoVisitas } from './visitas.ts';

function rotaExportar<Q extends z.ZodType<{ formato: 'csv' | 'xlsx' }>, T>(
  app: FastifyInstance,
  d: Exportacao<Q, T>,
): void {
  app.get(
    `/${d.recurso}/exportar`,
    { schema: { querystring: d.query, response: respostasPlanilha('A lista em CSV ou XLSX.') } },
    (req, reply) => {
      const filtros = req.query as z.output<Q>;
      const planilha = { arquivo: d.arquivo, aba: d.aba, formato: filtros.formato, colunas: d.colunas };
      return enviarPlanilhaDepoisDeLer(req, reply, planilha, (escrever) =>
        naEmpresa(req, async (tx, s) => {
          const contexto = { representanteId: s.representanteId, hoje: hojeSaoPaulo(app.deps.agora()) };
          for await (const lote of emLotesPorCursor<Record<string, unknown>>(
            tx,
            d.consulta(s.empresaId, filtros, contexto),
          ))
            await escrever(lote.map(d.linha));
        }),
      );
    },
  );
}

const endpointsExportacao: FastifyPluginAsyncZod = async (app) => {
  rotaExportar(app, exportacaoClientes);
  rotaExportar(app, exportacaoProdutos);
  rotaExportar(app, exportacaoPedidos);
  rotaExportar(app, exportacaoVisitas);
  rotaExportar(app, exportacaoRepresentantes);
  rotaExportar(app, exportacaoRotas);
  rotaExportar(app, exportacaoFormasPagamento);
  rotaExportar(app, exportacaoUnidades);
  rotaExportar(app, exportacaoTabelasPrecos);
  rotaExportar(app, exportacaoComissoes);
};

export default endpointsExportacao;
