// Exports as jobs (issue 42): exportacoes/create stores the job and answers its id at once;
// exportacoes/read_one answers its state and progress; GET exportacoes/:id/arquivo sends the ready file
// part by part, each part read in a short transaction of its own (no pooled connection held while the
// client reads). A job is its user's: another user's id, of this company or another, answers 404.
import { Readable } from 'node:stream';
import {
  corpoId,
  criarExportacaoSchema,
  type ExportacaoLida,
  idSchema,
  MSG_EXPORTACAO_NA_FILA,
  MSG_EXPORTACAO_NAO_ENCONTRADA,
  MSG_EXPORTACAO_NAO_PRONTA,
  MSG_SEM_PERMISSAO,
  podeChamar,
  RECURSOS_EXPORTACAO,
  respostasExportacoes,
} from '@mascate/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { naEmpresa } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { exportacaoPartes, exportacoes } from '../db/schema.ts';
import { registros, respostas, sucesso } from '../http/envelope.ts';
import { conflito, ErroApi, naoEncontrado, proibido } from '../http/erros.ts';
import { TIPOS_CONTEUDO } from '../planilhas/escritor.ts';
import { respostasPlanilha } from '../planilhas/respostas.ts';

/** Advisory-lock class of a user's export creates: (classe, usuario_id); user ids are unique. */
const TRAVA_EXPORTACOES = 42;

/** Jobs one user may have waiting or running at once; a further one answers 429. */
const EM_CURSO_POR_USUARIO = 3;
const MSG_MUITAS_EXPORTACOES = `Você já tem ${EM_CURSO_POR_USUARIO} exportações em andamento. Aguarde uma terminar.`;

type Linha = typeof exportacoes.$inferSelect;

const lida = (e: Linha): ExportacaoLida => ({
  id: e.id,
  recurso: z.enum(RECURSOS_EXPORTACAO).parse(e.recurso),
  formato: e.formato === 'xlsx' ? 'xlsx' : 'csv',
  situacao: e.situacao,
  progresso: e.progresso,
  linhas: e.linhas,
  total: e.total,
  nome_arquivo: e.nomeArquivo,
  tamanho: e.tamanho,
  mensagem: e.mensagem,
  criada_em: e.criadaEm.toISOString(),
  expira_em: e.expiraEm ? e.expiraEm.toISOString() : null,
});

/** The user's own job of the company, or 404. */
async function doUsuario(tx: Tx, empresaId: number, usuarioId: number, id: number): Promise<Linha> {
  const [e] = await tx
    .select()
    .from(exportacoes)
    .where(
      and(eq(exportacoes.empresaId, empresaId), eq(exportacoes.id, id), eq(exportacoes.usuarioId, usuarioId)),
    );
  if (!e) throw naoEncontrado(MSG_EXPORTACAO_NAO_ENCONTRADA);
  return e;
}

/** The ready file, on the plain instance as the other downloads (the answer is a stream). */
function arquivo(app: FastifyInstance): void {
  app.get(
    '/exportacoes/:id/arquivo',
    {
      schema: {
        params: z.object({ id: idSchema }),
        response: respostasPlanilha('O arquivo da exportação, quando pronta.'),
      },
    },
    async (req, reply) => {
      const { id } = req.params as { id: number };
      const { e, partes } = await naEmpresa(req, async (tx, s) => {
        const e = await doUsuario(tx, s.empresaId, s.usuarioId, id);
        if (e.situacao !== 'pronta') throw conflito(MSG_EXPORTACAO_NAO_PRONTA);
        const [n] = await tx
          .select({ n: count() })
          .from(exportacaoPartes)
          .where(and(eq(exportacaoPartes.empresaId, s.empresaId), eq(exportacaoPartes.exportacaoId, id)));
        return { e, partes: n?.n ?? 0 };
      });
      async function* pedacos() {
        for (let parte = 0; parte < partes; parte++) {
          const [p] = await naEmpresa(req, (tx, s) =>
            tx
              .select({ dados: exportacaoPartes.dados })
              .from(exportacaoPartes)
              .where(
                and(
                  eq(exportacaoPartes.empresaId, s.empresaId),
                  eq(exportacaoPartes.exportacaoId, id),
                  eq(exportacaoPartes.parte, parte),
                ),
              ),
          );
          // The file expired (and was removed) while it was being sent: the download ends cut.
          if (!p) throw new Error('parte da exportação ausente');
          yield p.dados;
        }
      }
      reply.header('content-type', e.formato === 'xlsx' ? TIPOS_CONTEUDO.xlsx : TIPOS_CONTEUDO.csv);
      reply.header('content-disposition', `attachment; filename="${e.nomeArquivo}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(Readable.from(pedacos(), { objectMode: false }));
    },
  );
}

const endpointsTrabalhos: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/exportacoes/create',
    { schema: { body: criarExportacaoSchema, response: respostas(respostasExportacoes.create) } },
    async (req) => {
      const { recurso, formato, filtros } = req.body;
      const id = await naEmpresa(req, async (tx, s) => {
        // The list's own export permission (a vendedor exports neither routes nor representatives).
        if (!podeChamar(s.papel, `GET /api/${recurso}/exportar`)) throw proibido(MSG_SEM_PERMISSAO);
        // One user's creates one at a time: two at once would each count the same jobs and both pass.
        await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_EXPORTACOES}::int, ${s.usuarioId}::int)`);
        const [emCurso] = await tx
          .select({ n: count() })
          .from(exportacoes)
          .where(
            and(
              eq(exportacoes.empresaId, s.empresaId),
              eq(exportacoes.usuarioId, s.usuarioId),
              inArray(exportacoes.situacao, ['na_fila', 'gerando']),
            ),
          );
        if ((emCurso?.n ?? 0) >= EM_CURSO_POR_USUARIO)
          throw new ErroApi('muitas_tentativas', MSG_MUITAS_EXPORTACOES);
        const [nova] = await tx
          .insert(exportacoes)
          .values({
            empresaId: s.empresaId,
            usuarioId: s.usuarioId,
            representanteId: s.representanteId,
            recurso,
            formato,
            filtros,
          })
          .returning({ id: exportacoes.id });
        if (!nova) throw new Error('exportação não gravada');
        return nova.id;
      });
      return sucesso(MSG_EXPORTACAO_NA_FILA, { id });
    },
  );

  app.post(
    '/exportacoes/read_one',
    { schema: { body: corpoId, response: respostas(respostasExportacoes.read_one) } },
    async (req) =>
      registros([
        lida(await naEmpresa(req, (tx, s) => doUsuario(tx, s.empresaId, s.usuarioId, req.body.id))),
      ]),
  );

  arquivo(app);
};

export default endpointsTrabalhos;
