// Reports: sales by representative, product or customer (with ABC), and inactive customers; each exports.
import {
  COLUNAS_CLIENTES_INATIVOS,
  centavosParaNumero,
  clientesInativosSchema,
  colunasVendas,
  exportarInativosQuery,
  exportarVendasQuery,
  hojeSaoPaulo,
  LIMITE_PADRAO,
  paraCentavos,
  relatorioVendasSchema,
  respostasRelatorios,
  TITULO_AGRUPAMENTO,
} from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { registros, respostas } from '../http/envelope.ts';
import { endpointArquivo } from '../planilhas/endpoint-arquivo.ts';
import { linhasInativos, linhasVendas } from './linhas.ts';
import { clientesInativos, pedidosNoPeriodo, vendasPorGrupo } from './repository.ts';

type Pagina = { limite?: number | undefined; deslocamento?: number | undefined };

/** One page of a report's lines (LIMITE_PADRAO when not asked): no report answers every line at once. */
const paginaDe = <T>(linhas: T[], p: Pagina) => {
  const inicio = p.deslocamento ?? 0;
  return linhas.slice(inicio, inicio + (p.limite ?? LIMITE_PADRAO));
};

/** The lines' count, unless no page was asked and every line fits in the default one (as db/paginar.ts). */
const totalDe = (linhas: unknown[], p: Pagina) =>
  p.limite === undefined && !p.deslocamento && linhas.length <= LIMITE_PADRAO ? undefined : linhas.length;

const hojeDe = (app: FastifyInstance) => hojeSaoPaulo(app.deps.agora());

// The files: each a download of one read's rows (planilhas/endpoint-arquivo.ts).
function endpointsExportar(app: FastifyInstance): void {
  const hoje = () => hojeDe(app);
  endpointArquivo(app, {
    caminho: '/relatorios/vendas/exportar',
    query: exportarVendasQuery,
    descricao: 'O relatório de vendas.',
    planilha: (q) => ({
      arquivo: `vendas-por-${q.agrupar}`,
      aba: 'Vendas',
      colunas: colunasVendas(TITULO_AGRUPAMENTO[q.agrupar]),
    }),
    linhas: async (tx, s, q) => linhasVendas(await vendasPorGrupo(tx, s.empresaId, q)),
  });
  endpointArquivo(app, {
    caminho: '/relatorios/clientes_inativos/exportar',
    query: exportarInativosQuery,
    descricao: 'Os clientes inativos.',
    planilha: (q) => ({
      arquivo: `clientes-inativos-${q.dias}-dias`,
      aba: 'Clientes inativos',
      colunas: COLUNAS_CLIENTES_INATIVOS,
    }),
    linhas: async (tx, s, q) => linhasInativos(await clientesInativos(tx, s.empresaId, q.dias, hoje())),
  });
}

const endpointsRelatorios: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeDe(app);

  app.post(
    '/relatorios/vendas',
    {
      config: LEITURA,
      schema: { body: relatorioVendasSchema, response: respostas(respostasRelatorios.vendas) },
    },
    async (req) =>
      naEmpresa(req, async (tx, s) => {
        // The ABC class needs every group; the answer is one page of them (the export has them all).
        const linhas = linhasVendas(await vendasPorGrupo(tx, s.empresaId, req.body));
        const pedidos = await pedidosNoPeriodo(tx, s.empresaId, req.body);
        const centavos = linhas.reduce((t, l) => t + paraCentavos(l.valor), 0);
        const totais = { pedidos, valor: centavosParaNumero(centavos) };
        return {
          retorno: { sucesso: true, mensagem: '', totais },
          registros: paginaDe(linhas, req.body),
          ...(totalDe(linhas, req.body) === undefined ? {} : { total: linhas.length }),
        };
      }),
  );

  app.post(
    '/relatorios/clientes_inativos',
    {
      config: LEITURA,
      schema: { body: clientesInativosSchema, response: respostas(respostasRelatorios.clientes_inativos) },
    },
    async (req) => {
      const linhas = linhasInativos(
        await naEmpresa(req, (tx, s) => clientesInativos(tx, s.empresaId, req.body.dias, hoje())),
      );
      return registros(paginaDe(linhas, req.body), totalDe(linhas, req.body));
    },
  );

  endpointsExportar(app);
};

export default endpointsRelatorios;
