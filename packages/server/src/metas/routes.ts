import {
  alterarMetaSchema,
  COLUNAS_METAS,
  corpoId,
  exportarMetasQuery,
  hojeSaoPaulo,
  lerMetasSchema,
  metaSchema,
  relatorioMetasSchema,
  respostasMetas,
} from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { violaUnicidade } from '../db/erros-pg.ts';
import { exigirNaEmpresa } from '../db/escopo-empresa.ts';
import { representantes } from '../db/schema.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { conflito, entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { endpointArquivo } from '../planilhas/endpoint-arquivo.ts';
import {
  alterarMeta,
  buscarMeta,
  criarMeta,
  excluirMeta,
  listarMetas,
  metaDoMes,
  progressoDoMes,
} from './repository.ts';

const MSG_META_DUPLICADA = 'Já existe uma meta para este representante neste mês.';
const MSG_META_NAO_ENCONTRADA = 'Meta não encontrada.';
const MSG_REPRESENTANTE = 'Representante não encontrado: informe um representante cadastrado.';

// Two requests at once for one representative and month: the unique index decides, the second is a 409.
const duplicada = (erro: unknown): never => {
  if (violaUnicidade(erro)) throw conflito(MSG_META_DUPLICADA);
  throw erro;
};

async function conferir(tx: Tx, empresaId: number, m: { representante_id: number; mes: string }, id = 0) {
  await exigirNaEmpresa(tx, representantes, empresaId, m.representante_id, () =>
    entradaInvalida(MSG_REPRESENTANTE),
  );
  if (await metaDoMes(tx, empresaId, m.representante_id, m.mes, id)) throw conflito(MSG_META_DUPLICADA);
}

// The file: a download of one read's rows (planilhas/endpoint-arquivo.ts).
function endpointExportar(app: FastifyInstance, hoje: () => string): void {
  endpointArquivo(app, {
    caminho: '/relatorios/metas/exportar',
    query: exportarMetasQuery,
    descricao: 'O relatório de metas.',
    planilha: (q) => ({ arquivo: `metas-${q.mes}`, aba: 'Metas', colunas: COLUNAS_METAS }),
    linhas: (tx, s, q) => progressoDoMes(tx, s.empresaId, q.mes, hoje()),
  });
}

const endpointsMetas: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeSaoPaulo(app.deps.agora());

  app.post(
    '/metas/read',
    { config: LEITURA, schema: { body: lerMetasSchema, response: respostas(respostasMetas.read) } },
    (req) => naEmpresa(req, async (tx, s) => pagina(await listarMetas(tx, s.empresaId, req.body))),
  );

  app.post(
    '/metas/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasMetas.read_one) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const m = await buscarMeta(tx, s.empresaId, req.body.id);
        if (!m) throw naoEncontrado(MSG_META_NAO_ENCONTRADA);
        return registros([m]);
      }),
  );

  app.post(
    '/metas/create',
    { schema: { body: metaSchema, response: respostas(respostasMetas.create) } },
    async (req) => {
      const id = await naEmpresa(req, async (tx, s) => {
        await conferir(tx, s.empresaId, req.body);
        return criarMeta(tx, s.empresaId, req.body);
      }).catch(duplicada);
      return sucesso('Meta cadastrada com sucesso!', { id });
    },
  );

  app.put(
    '/metas/update',
    { schema: { body: alterarMetaSchema, response: respostas(respostasMetas.update) } },
    async (req) => {
      await naEmpresa(req, async (tx, s) => {
        if (!(await buscarMeta(tx, s.empresaId, req.body.id))) throw naoEncontrado(MSG_META_NAO_ENCONTRADA);
        await conferir(tx, s.empresaId, req.body, req.body.id);
        await alterarMeta(tx, s.empresaId, req.body.id, req.body);
      }).catch(duplicada);
      return sucesso('Meta alterada com sucesso!');
    },
  );

  app.post(
    '/metas/delete',
    { schema: { body: corpoId, response: respostas(respostasMetas.delete) } },
    async (req) => {
      await naEmpresa(req, async (tx, s) => {
        if (!(await excluirMeta(tx, s.empresaId, req.body.id))) throw naoEncontrado(MSG_META_NAO_ENCONTRADA);
      });
      return sucesso('Meta excluída com sucesso!');
    },
  );

  // The goals report: every representative with a goal or a sale in the month (a vendedor: its own).
  app.post(
    '/relatorios/metas',
    {
      config: LEITURA,
      schema: { body: relatorioMetasSchema, response: respostas(respostasMetas.relatorio) },
    },
    (req) =>
      naEmpresa(req, async (tx, s) => registros(await progressoDoMes(tx, s.empresaId, req.body.mes, hoje()))),
  );

  endpointExportar(app, hoje);
};

export default endpointsMetas;
