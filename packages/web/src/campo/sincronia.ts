import {
  type DadosCampo,
  ENTIDADES_CAMPO,
  MAXIMO_OPERACOES_ENVIO,
  type RespostaReceber,
  type ResultadoOperacao,
} from '@mascate/domain';
import { chamar, lerSessao } from './api.ts';
import { banco, type Envio, lerMeta, TABELAS_FATIA } from './banco.ts';
import { REPRESENTANTE_ESCOLHIDO } from './representante.ts';

export const ULTIMA_SINCRONIZACAO = 'ultimaSincronizacao';
const CURSOR = 'cursor';

/** Writes an operation to the outbox; only after this resolves may the screen say "salvo". */
export async function guardarNoOutbox(
  e: Omit<Envio, 'situacao' | 'mensagem' | 'registro' | 'email' | 'empresaId'>,
): Promise<void> {
  const sessao = lerSessao();
  await banco.outbox.add({
    ...e,
    email: sessao?.email ?? '',
    ...(sessao?.empresaId === undefined ? {} : { empresaId: sessao.empresaId }),
    situacao: 'aguardando',
    mensagem: '',
    registro: null,
  });
}

/**
 * What waits to be sent by the signed-in user (another user's entries wait for them), and made in this
 * session's company: the same person's work for another company is never sent under this one.
 */
function aguardandoDaSessao() {
  const sessao = lerSessao();
  const email = sessao?.email ?? '';
  return banco.outbox
    .where('situacao')
    .equals('aguardando')
    .filter(
      (e) =>
        e.email === email &&
        (e.empresaId === undefined || sessao?.empresaId === undefined || e.empresaId === sessao.empresaId),
    );
}

export function pendentesDaSessao(): Promise<number> {
  return aguardandoDaSessao().count();
}

const SITUACAO_LOCAL: Record<ResultadoOperacao['situacao'], Envio['situacao']> = {
  aplicada: 'enviado',
  repetida: 'enviado',
  recusada: 'recusado',
  // The same id with other content: the server kept the first; this entry is shown refused, with why.
  conflito: 'recusado',
};

/**
 * Sends what waits in the outbox, oldest first, in batches. Each entry changes state only when the
 * server's answer for it is stored; with no answer (no signal, the answer lost) it stays waiting and goes
 * again with the same id, which the server answers 'repetida'. Answers the number sent.
 */
export async function enviarPendentes(): Promise<number> {
  let enviados = 0;
  for (;;) {
    const lote = await aguardandoDaSessao()
      .sortBy('feito_em')
      .then((l) => l.slice(0, MAXIMO_OPERACOES_ENVIO));
    if (lote.length === 0) return enviados;
    const r = await chamar('campo/enviar', {
      operacoes: lote.map((e) => ({ id: e.id, tipo: e.tipo, feito_em: e.feito_em, dados: e.dados })),
    });
    await banco.transaction('rw', banco.outbox, async () => {
      for (const res of r.resultados) {
        await banco.outbox.update(res.id, {
          situacao: SITUACAO_LOCAL[res.situacao],
          mensagem: res.mensagem,
          registro: res.registro,
        });
      }
    });
    enviados += r.resultados.length;
    if (r.resultados.length < lote.length) return enviados;
  }
}

/**
 * One page in one IndexedDB transaction: on a fresh start the old slice and cursor go first; on the last
 * page the cursor and the sync's time are kept with the page's rows (all or nothing, and the fewest
 * transactions, which is most of the device's time in an incremental sync).
 */
async function guardarPagina(r: RespostaReceber, recomecar: boolean): Promise<void> {
  await banco.transaction('rw', TABELAS_FATIA, async () => {
    if (recomecar) {
      // Starting over: a sync cut half-way never pairs the old cursor with partial data.
      await banco.meta.delete(CURSOR);
      for (const e of ENTIDADES_CAMPO) await banco[e].clear();
    }
    for (const e of ENTIDADES_CAMPO) {
      const ids = r.removidos[e];
      if (ids.length > 0) await banco[e].bulkDelete(ids);
      const linhas = r.dados[e] as DadosCampo[typeof e];
      // Each table holds its own row type; the union of tables is not one Dexie type.
      if (linhas.length > 0)
        await (banco[e] as unknown as { bulkPut(l: unknown[]): Promise<unknown> }).bulkPut(linhas);
    }
    if (r.cursor) {
      await banco.meta.put({ chave: CURSOR, valor: r.cursor });
      await banco.meta.put({ chave: ULTIMA_SINCRONIZACAO, valor: new Date().toISOString() });
    }
  });
}

/**
 * Sends the outbox, then receives the slice: every page of one snapshot, and only with the last one keeps
 * its cursor (an interrupted sync starts again from the previous cursor; pages are idempotent).
 */
export async function sincronizar(progresso: (feito: number) => void = () => {}): Promise<void> {
  await enviarPendentes();
  const [cursor, escolha] = await Promise.all([lerMeta(CURSOR), lerMeta(REPRESENTANTE_ESCOLHIDO)]);
  // An administrator's slice is the chosen representative's (none yet: only the list to choose from).
  const escolhido = lerSessao()?.representanteId ? 0 : Number(escolha ?? 0);
  const quem = escolhido > 0 ? { representante_id: escolhido } : {};
  const primeira = await chamar('campo/receber', cursor ? { cursor, ...quem } : quem);
  await guardarPagina(primeira, primeira.completo);
  progresso(1 / primeira.paginas);
  for (let p = 1; p < primeira.paginas; p += 1) {
    const r = await chamar('campo/receber', {
      cursor,
      retrato: primeira.retrato,
      pagina: p,
    });
    await guardarPagina(r, false);
    progresso((p + 1) / primeira.paginas);
  }
}
