// A download of one read's rows: the GET endpoint with its query and its answer documented by media
// type, the rows read in the session's company transaction, the file sent by `enviarPlanilha`. Registered
// on the plain instance, as the other downloads (resposta.ts sends the stream).
import type { FormatoPlanilha } from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { naEmpresa, type Sessao } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { enviarPlanilha, type Planilha } from './resposta.ts';
import { respostasPlanilha } from './respostas.ts';

type Arquivo<Q extends z.ZodType<{ formato: FormatoPlanilha }>, T> = {
  caminho: string;
  query: Q;
  /** What the file holds, for the OpenAPI document. */
  descricao: string;
  /** The file's name, sheet and columns for the query's filters. */
  planilha: (q: z.output<Q>) => Omit<Planilha<T>, 'formato'>;
  linhas: (tx: Tx, s: Sessao, q: z.output<Q>) => Promise<T[]>;
};

export function endpointArquivo<Q extends z.ZodType<{ formato: FormatoPlanilha }>, T>(
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
