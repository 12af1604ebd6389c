// A spreadsheet as an HTTP download: name, type, and the rows streamed as they are produced.
import { PassThrough } from 'node:stream';
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
