// The export jobs' worker (issue 42), in every server process: it claims a waiting job (FOR UPDATE SKIP
// LOCKED: two processes never take the same one), reads the list's rows through a cursor in the job
// owner's company transaction (their portfolio, as their request would), writes the file in parts of
// about 1 MB into exportacao_partes and the progress into the job, yielding the event loop between
// batches. The parts and the progress go through a connection of the job's own, outside the pool, so the
// pooled connection the cursor holds never waits for a second one (db/banco.ts, ConexaoAninhada). A claim
// lasts `reservaMs` and is renewed with each batch: a job whose process died is claimed again once it
// lapses, its parts so far dropped first, so its file appears once.
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate as cederVez } from 'node:timers/promises';
import { type FormatoPlanilha, filtrosComoTexto, hojeSaoPaulo, MSG_EXPORTACAO_FALHOU } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Banco } from '../db/banco.ts';
import { emLotesPorCursor } from '../db/lotes.ts';
import { comEmpresa } from '../db/tenant.ts';
import { trabalhoPeriodico } from '../processos/trabalho-periodico.ts';
import { PREPAROS, type PreparoExportacao } from './preparos.ts';

/** Tests shorten the waits; nothing else changes them. */
export const ajustesTrabalhos = {
  /** A pass of the queue when nothing is running here. */
  intervaloMs: 1000,
  /** How long a claim holds without news from its process. */
  reservaMs: 60_000,
  /** Rows per batch: one cursor fetch, one write, one progress update, then the event loop's turn. */
  linhasPorLote: 1000,
  tamanhoParteBytes: 1024 * 1024,
  /** How long a ready file stays downloadable. */
  validadeMs: 24 * 60 * 60_000,
};

/** A job claimed this many times without finishing (its process died each time) is given up. */
const TENTATIVAS_MAXIMAS = 3;

type Reservada = {
  empresa_id: number;
  id: number;
  representante_id: number | null;
  recurso: string;
  formato: FormatoPlanilha;
  filtros: Record<string, string | number>;
  tentativas: number;
};

/**
 * Claims the oldest waiting job (or a running one whose claim lapsed) of a company with fewer than
 * `porEmpresa` jobs running, in one statement.
 */
async function reservar(banco: Banco, porEmpresa: number, agora: Date): Promise<Reservada | undefined> {
  const { rows } = await banco.pool.query<Reservada>(
    `with escolhida as (
       select e.empresa_id, e.id from exportacoes e
        where (e.situacao = 'na_fila' or (e.situacao = 'gerando' and e.reservada_ate < $1))
          and e.tentativas < $4
          and (select count(*) from exportacoes o
                where o.empresa_id = e.empresa_id and o.situacao = 'gerando' and o.reservada_ate >= $1) < $2
        order by e.criada_em, e.empresa_id, e.id
        limit 1
        for update skip locked
     )
     update exportacoes e
        set situacao = 'gerando', reservada_ate = $3, tentativas = e.tentativas + 1, progresso = 0,
            linhas = 0, total = null
       from escolhida
      where e.empresa_id = escolhida.empresa_id and e.id = escolhida.id
  returning e.empresa_id, e.id, e.representante_id, e.recurso, e.formato, e.filtros, e.tentativas`,
    [agora, porEmpresa, new Date(agora.getTime() + ajustesTrabalhos.reservaMs), TENTATIVAS_MAXIMAS],
  );
  return rows[0];
}

/** Removes the files past their time, and gives up the jobs claimed too many times. */
async function limpar(banco: Banco, agora: Date): Promise<void> {
  await banco.pool.query('delete from exportacoes where expira_em < $1', [agora]);
  await banco.pool.query(
    `update exportacoes set situacao = 'falhou', mensagem = $3, reservada_ate = null, terminada_em = $1,
            expira_em = $2
      where situacao = 'gerando' and reservada_ate < $1 and tentativas >= $4`,
    [
      agora,
      new Date(agora.getTime() + ajustesTrabalhos.validadeMs),
      MSG_EXPORTACAO_FALHOU,
      TENTATIVAS_MAXIMAS,
    ],
  );
}

/** The job is no longer this claim's (it lapsed and another process took it): this one stops. */
class ReservaPerdida extends Error {}
/** The process is stopping: the job goes back to the queue for another process. */
class Interrompida extends Error {}

/** The file's bytes into exportacao_partes, a part every `tamanhoParteBytes`, at the database's pace. */
function destinoPartes(conexao: pg.Client, j: Reservada) {
  let pendentes: Buffer[] = [];
  let tamanhoPendente = 0;
  let parte = 0;
  let tamanho = 0;
  const gravar = async () => {
    if (tamanhoPendente === 0) return;
    const dados = Buffer.concat(pendentes);
    pendentes = [];
    tamanhoPendente = 0;
    await conexao.query(
      'insert into exportacao_partes (empresa_id, exportacao_id, parte, dados) values ($1, $2, $3, $4)',
      [j.empresa_id, j.id, parte, dados],
    );
    parte += 1;
    tamanho += dados.length;
  };
  const destino = new Writable({
    write(pedaco: Buffer, _codificacao, pronto) {
      pendentes.push(pedaco);
      tamanhoPendente += pedaco.length;
      if (tamanhoPendente < ajustesTrabalhos.tamanhoParteBytes) return pronto();
      gravar().then(() => pronto(), pronto);
    },
    final(pronto) {
      gravar().then(() => pronto(), pronto);
    },
  });
  return { destino, tamanho: () => tamanho };
}

/** Produces the claimed job's file; answers the file's size. */
async function produzir(
  banco: Banco,
  conexao: pg.Client,
  j: Reservada,
  agora: () => Date,
  parar: () => boolean,
): Promise<number> {
  const preparo: PreparoExportacao | undefined = PREPAROS[j.recurso];
  if (!preparo) throw new Error(`exportação desconhecida: ${j.recurso}`);
  const contexto = { representanteId: j.representante_id, hoje: hojeSaoPaulo(agora()) };
  const { consulta, escritor: criarEscritor } = preparo.preparar(
    j.empresa_id,
    filtrosComoTexto(j.filtros),
    j.formato,
    contexto,
  );
  const daReserva = async (texto: string, valores: unknown[]) => {
    const r = await conexao.query(`${texto} where empresa_id = $1 and id = $2 and tentativas = $3`, [
      j.empresa_id,
      j.id,
      j.tentativas,
      ...valores,
    ]);
    if (r.rowCount !== 1) throw new ReservaPerdida();
  };
  await conexao.query('delete from exportacao_partes where empresa_id = $1 and exportacao_id = $2', [
    j.empresa_id,
    j.id,
  ]);
  const partes = destinoPartes(conexao, j);
  const gravado = finished(partes.destino);
  const escritor = criarEscritor(partes.destino);
  try {
    await comEmpresa(
      banco.db,
      j.empresa_id,
      async (tx) => {
        const contagem = (await tx.execute(
          sql`select count(*) as total from (${consulta}) as linhas`,
        )) as unknown as { rows: { total: string }[] };
        const total = Number(contagem.rows[0]?.total ?? 0);
        await daReserva('update exportacoes set total = $4', [total]);
        let linhas = 0;
        for await (const lote of emLotesPorCursor<Record<string, unknown>>(
          tx,
          consulta,
          ajustesTrabalhos.linhasPorLote,
        )) {
          await escritor.escrever(lote);
          linhas += lote.length;
          const progresso = total > 0 ? Math.min(99, Math.floor((linhas * 100) / total)) : 99;
          await daReserva('update exportacoes set linhas = $4, progresso = $5, reservada_ate = $6', [
            linhas,
            progresso,
            new Date(agora().getTime() + ajustesTrabalhos.reservaMs),
          ]);
          // The other requests' turn: a batch's rows are all this job writes before yielding.
          await cederVez();
          if (parar()) throw new Interrompida();
        }
      },
      j.representante_id,
    );
    await escritor.fechar();
    if (!partes.destino.writableEnded) partes.destino.end();
    await gravado;
  } catch (erro) {
    partes.destino.destroy();
    await gravado.catch(() => undefined);
    throw erro;
  }
  return partes.tamanho();
}

/** Runs one claimed job to its end: ready with its file, or failed with a message. */
async function executar(
  banco: Banco,
  j: Reservada,
  agora: () => Date,
  log: FastifyBaseLogger,
  parar: () => boolean,
): Promise<void> {
  const conexao = new pg.Client({ connectionString: banco.url });
  await conexao.connect();
  try {
    const tamanho = await produzir(banco, conexao, j, agora, parar);
    const fim = agora();
    const preparo = PREPAROS[j.recurso];
    const nome = `${preparo?.arquivo ?? j.recurso}-${hojeSaoPaulo(fim)}.${j.formato}`;
    await conexao.query(
      `update exportacoes set situacao = 'pronta', progresso = 100, nome_arquivo = $4, tamanho = $5,
              reservada_ate = null, terminada_em = $6, expira_em = $7
        where empresa_id = $1 and id = $2 and tentativas = $3`,
      [
        j.empresa_id,
        j.id,
        j.tentativas,
        nome,
        tamanho,
        fim,
        new Date(fim.getTime() + ajustesTrabalhos.validadeMs),
      ],
    );
  } catch (erro) {
    if (erro instanceof ReservaPerdida) return;
    if (erro instanceof Interrompida) {
      await conexao.query(
        `update exportacoes set situacao = 'na_fila', reservada_ate = null, tentativas = tentativas - 1
          where empresa_id = $1 and id = $2 and tentativas = $3`,
        [j.empresa_id, j.id, j.tentativas],
      );
      return;
    }
    log.error({ err: erro, exportacaoId: j.id, empresaId: j.empresa_id }, 'exportação falhou');
    const fim = agora();
    await conexao.query(
      `update exportacoes set situacao = 'falhou', mensagem = $4, reservada_ate = null, terminada_em = $5,
              expira_em = $6
        where empresa_id = $1 and id = $2 and tentativas = $3`,
      [
        j.empresa_id,
        j.id,
        j.tentativas,
        MSG_EXPORTACAO_FALHOU,
        fim,
        new Date(fim.getTime() + ajustesTrabalhos.validadeMs),
      ],
    );
  } finally {
    await conexao.end().catch(() => undefined);
  }
}

/**
 * One pass: clears what expired, then claims and runs jobs while this process has a free slot
 * (`porProcesso`) and some company under its cap (`porEmpresa`) has one waiting. Answers how many ran.
 */
async function processarExportacoes(
  banco: Banco,
  opcoes: { porProcesso: number; porEmpresa: number },
  agora: () => Date,
  log: FastifyBaseLogger,
  parar: () => boolean,
): Promise<number> {
  await limpar(banco, agora());
  let executadas = 0;
  const emCurso = new Set<Promise<void>>();
  for (;;) {
    while (emCurso.size < opcoes.porProcesso && !parar()) {
      const j = await reservar(banco, opcoes.porEmpresa, agora());
      if (!j) break;
      const p: Promise<void> = executar(banco, j, agora, log, parar).finally(() => emCurso.delete(p));
      emCurso.add(p);
      executadas += 1;
    }
    if (emCurso.size === 0) return executadas;
    await Promise.race(emCurso);
  }
}

/**
 * The worker in every server process (EXPORT_JOBS_PER_PROCESS; 0: this process runs none): a pass
 * every `intervaloMs`, one indexed query when nothing waits. The app's close waits for the pass under way;
 * a job cut by a process that stops is claimed again by another once its claim lapses.
 */
export const trabalhosExportacao = fp(async (app: FastifyInstance) => {
  const { config, banco } = app.deps;
  const opcoes = { porProcesso: config.EXPORT_JOBS_PER_PROCESS, porEmpresa: config.EXPORT_JOBS_PER_COMPANY };
  if (opcoes.porProcesso === 0) return;
  trabalhoPeriodico(app, {
    nome: 'fila de exportações',
    intervaloMs: () => ajustesTrabalhos.intervaloMs,
    rodada: (parar) => processarExportacoes(banco, opcoes, app.deps.agora, app.log, parar),
  });
});
