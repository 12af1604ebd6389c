// Reports: sales by representative, product or customer (with ABC), and inactive customers; each exports.
import {
  COLUNAS_CLIENTES_INATIVOS,
  centavosParaNumero,
  clientesInativosSchema,
  colunasVendas,
  exportarInativosQuery,
  exportarVendasQuery,
  type FormatoPlanilha,
  hojeSaoPaulo,
  paraCentavos,
  relatorioVendasSchema,
  respostasRelatorios,
  TITULO_AGRUPAMENTO,
} from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa, type Sessao } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { registros, respostas } from '../http/envelope.ts';
import { enviarPlanilha, type Planilha } from '../planilhas/resposta.ts';
import { respostasPlanilha } from '../planilhas/respostas.ts';
import { linhasInativos, linhasVendas } from './linhas.ts';
import { clientesInativos, pedidosNoPeriodo, vendasPorGrupo } from './repository.ts';

const hojeDe = (app: FastifyInstance) => hojeSaoPaulo(app.deps.agora());

type Arquivo<Q extends z.ZodType<{ formato: FormatoPlanilha }>, T> = {
  caminho: string;
  query: Q;
  descricao: string;
  /** The file's name, sheet and columns for the report's filters. */
  planilha: (q: z.output<Q>) => Omit<Planilha<T>, 'formato'>;
  linhas: (tx: Tx, s: Sessao, q: z.output<Q>) => Promise<T[]>;
};

// The files: registered on the plain instance, as the other downloads (planilhas/resposta.ts sends the stream).
function rotaArquivo<Q extends z.ZodType<{ formato: FormatoPlanilha }>, T>(
  app: FastifyInstance,
  a: Arquivo<Q, T>,
): void {
  app.get(
    a.caminho,
    { schema: { querystring: a.query, response: respostasPlanilha(a.descricao) } },
    (req, reply) => {
      const q = req.query as z.output<Q>;
      return enviarPlanilha(req, reply, { ...a.planilha(q), formato: q.formato }, async (escrever) => {
        await escrever(await naEmpresa(req, (tx, s) => a.linhas(tx, s, q)));
      });
    },
  );
}

function endpointsExportar(app: FastifyInstance): void {
  const hoje = () => hojeDe(app);
  rotaArquivo(app, {
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
  rotaArquivo(app, {
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
        const linhas = linhasVendas(await vendasPorGrupo(tx, s.empresaId, req.body));
        const pedidos = await pedidosNoPeriodo(tx, s.empresaId, req.body);
        const centavos = linhas.reduce((t, l) => t + paraCentavos(l.valor), 0);
        const totais = { pedidos, valor: centavosParaNumero(centavos) };
        return { retorno: { sucesso: true, mensagem: '', totais }, registros: linhas };
      }),
  );

  app.post(
    '/relatorios/clientes_inativos',
    {
      config: LEITURA,
      schema: { body: clientesInativosSchema, response: respostas(respostasRelatorios.clientes_inativos) },
    },
    async (req) =>
      registros(
        linhasInativos(
          await naEmpresa(req, (tx, s) => clientesInativos(tx, s.empresaId, req.body.dias, hoje())),
        ),
      ),
  );

  endpointsExportar(app);
};

export default endpointsRelatorios;
