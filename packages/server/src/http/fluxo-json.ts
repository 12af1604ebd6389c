import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { naEmpresa, type Sessao, sessaoDe } from '../auth/sessao.ts';
import type { EmTransacao } from '../db/lotes.ts';

/** Rows per write of the answer (see the loop below). */
const LINHAS_POR_PEDACO = 100;

async function escrever(saida: PassThrough, pedaco: string): Promise<void> {
  if (saida.destroyed) throw new Error('o cliente deixou a resposta');
  if (saida.write(pedaco)) return;
  // Backpressure: wait until the client took what was written (or went away).
  await new Promise<void>((ok) => {
    const fim = () => {
      saida.off('drain', fim);
      saida.off('close', fim);
      ok();
    };
    saida.on('drain', fim);
    saida.on('close', fim);
  });
}

/**
 * The row schema of the route's answer (`registros`' element in its 200 schema), so a streamed row is
 * encoded as the route's serializer would encode it: same fields, nothing undeclared.
 */
function codificadorDeLinha(req: FastifyRequest): (linha: unknown) => unknown {
  const resposta = (req.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200];
  const registros = resposta instanceof z.ZodObject ? resposta.shape.registros : undefined;
  if (!(registros instanceof z.ZodArray)) return (linha) => linha;
  const linha = registros.element as z.ZodType;
  return (l) => z.encode(linha, l);
}

/**
 * Answers a read of every row (no `limite`: the field app's contract) as `{ retorno, registros: [...] }`
 * written batch by batch, so memory stays flat whatever the number of rows. Each batch is read in its own
 * short company transaction (`emTx`) and written after it ends: a client that reads slowly holds no pooled
 * connection while it reads (batches follow the list's keyset, so a row changed between two batches is
 * read as it is when its batch runs). A stream bypasses the route's response serializer, so each row goes through the
 * route's row schema here (codificadorDeLinha): the fields are the same as with `limite`. An error before the first batch is answered as usual (envelope and status); one
 * after the answer began cuts it short, so the client sees invalid JSON rather than a partial list.
 */
export async function responderEmFluxo<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  lotes: (emTx: EmTransacao, sessao: Sessao) => AsyncIterable<T[]>,
): Promise<FastifyReply> {
  // Room for about two batches, so the next one is read while the last is still being sent.
  const saida = new PassThrough({ highWaterMark: 512 * 1024 });
  let iniciado = false;
  let comecar: () => void = () => undefined;
  let recusar: (erro: unknown) => void = () => undefined;
  const primeiroLote = new Promise<void>((ok, erro) => {
    comecar = ok;
    recusar = erro;
  });
  const iniciar = async () => {
    iniciado = true;
    comecar();
    await escrever(saida, '{"retorno":{"sucesso":true,"mensagem":""},"registros":[');
  };
  const codificar = codificadorDeLinha(req);
  const emTx: EmTransacao = (fn) => naEmpresa(req, (tx) => fn(tx));
  (async () => {
    let separador = '';
    for await (const lote of lotes(emTx, sessaoDe(req))) {
      // Encoded before the answer begins, so a row that does not fit the schema is still a clean 500.
      const linhas = lote.map((l) => JSON.stringify(codificar(l)));
      if (!iniciado) await iniciar();
      // Written in pieces of ~100 rows (tens of kB): short-lived strings the young generation reclaims,
      // rather than one large string per batch that waits for a full collection.
      for (let i = 0; i < linhas.length; i += LINHAS_POR_PEDACO) {
        await escrever(saida, separador + linhas.slice(i, i + LINHAS_POR_PEDACO).join(','));
        separador = ',';
      }
    }
    if (!iniciado) await iniciar();
    saida.end(']}');
  })().catch((erro: unknown) => {
    if (!iniciado) return recusar(erro);
    if (saida.destroyed) return req.log.info('o cliente deixou uma leitura em fluxo antes do fim');
    req.log.error({ err: erro }, 'leitura em fluxo interrompida');
    saida.destroy(erro instanceof Error ? erro : new Error(String(erro)));
  });
  await primeiroLote;
  return reply.type('application/json; charset=utf-8').send(saida);
}
