// A spreadsheet as an HTTP download: name, type, and the rows streamed as they are produced.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type ColunaPlanilha, type FormatoPlanilha, hojeSaoPaulo } from '@mascate/domain';
import type { FastifyRequest } from 'fastify';
import { escritorPlanilha, TIPOS_CONTEUDO } from './escritor.ts';

export type Planilha<T> = {
  /** The file's name before the date: 'clientes' gives clientes-2026-11-23.csv. */
  arquivo: string;
  aba: string;
  formato: FormatoPlanilha;
  colunas: readonly ColunaPlanilha<T>[];
};

export type EscreverLote<T> = (lote: readonly T[]) => Promise<void>;

/**
 * Sends the file while `produzir` hands it batches. The answer starts with the first batch (or at the
 * end when there is none), so an error before any row (a bad filter, the database down) still gets the
 * JSON envelope; an error later can only cut the download, and goes to the log.
 */
/** The part of a Fastify reply this uses, so routes of any type provider can pass theirs. */
type Resposta = { header(nome: string, valor: string): unknown; send(corpo: unknown): unknown };

export function enviarPlanilha<T, R extends Resposta>(
  req: FastifyRequest,
  reply: R,
  p: Planilha<T>,
  produzir: (escrever: EscreverLote<T>) => Promise<void>,
): Promise<R> {
  const corpo = new PassThrough();
  const escritor = escritorPlanilha(p.formato, p.colunas, corpo, p.aba);
  const nome = `${p.arquivo}-${hojeSaoPaulo(req.server.deps.agora())}.${p.formato}`;
  return new Promise((resolve, reject) => {
    let enviado = false;
    const enviar = () => {
      if (enviado) return;
      enviado = true;
      reply.header('content-type', TIPOS_CONTEUDO[p.formato]);
      reply.header('content-disposition', `attachment; filename="${nome}"`);
      reply.header('cache-control', 'no-store');
      reply.send(corpo);
      resolve(reply);
    };
    produzir(async (lote) => {
      enviar();
      await escritor.escrever(lote);
    })
      .then(async () => {
        enviar();
        await escritor.fechar();
      })
      .catch((erro: unknown) => {
        if (!enviado) {
          enviado = true;
          reject(erro);
          return;
        }
        req.log.error({ err: erro }, 'planilha interrompida');
        corpo.destroy(erro instanceof Error ? erro : new Error(String(erro)));
      });
  });
}

/**
 * Sends a file whose rows are read inside a transaction: the rows are written to a temporary file while
 * `produzir` runs (at the database's and the encoder's pace, memory flat), and the file is sent only
 * after `produzir` has ended, so its pooled connection is back in the pool before the client reads a
 * byte: a client that reads slowly (or never) holds a file descriptor, not a connection. An error before
 * the end still gets the JSON envelope; the file is removed when the answer ends or fails.
 */
export async function enviarPlanilhaDepoisDeLer<T, R extends Resposta>(
  req: FastifyRequest,
  reply: R,
  p: Planilha<T>,
  produzir: (escrever: EscreverLote<T>) => Promise<void>,
): Promise<R> {
  const pasta = await mkdtemp(join(tmpdir(), 'mascate-planilha-'));
  const apagar = () => rm(pasta, { recursive: true, force: true }).catch(() => undefined);
  const caminho = join(pasta, `planilha.${p.formato}`);
  try {
    const arquivo = createWriteStream(caminho);
    const gravado = finished(arquivo);
    const escritor = escritorPlanilha(p.formato, p.colunas, arquivo, p.aba);
    try {
      await produzir((lote) => escritor.escrever(lote));
      await escritor.fechar();
      if (!arquivo.writableEnded) arquivo.end();
      await gravado;
    } catch (erro) {
      arquivo.destroy();
      await gravado.catch(() => undefined);
      throw erro;
    }
  } catch (erro) {
    await apagar();
    throw erro;
  }
  const leitura = createReadStream(caminho);
  leitura.once('close', () => void apagar());
  const nome = `${p.arquivo}-${hojeSaoPaulo(req.server.deps.agora())}.${p.formato}`;
  reply.header('content-type', TIPOS_CONTEUDO[p.formato]);
  reply.header('content-disposition', `attachment; filename="${nome}"`);
  reply.header('cache-control', 'no-store');
  reply.send(leitura);
  return reply;
}
