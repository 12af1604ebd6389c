import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { abrirBancoDoServidor } from '../db/conectar.ts';
import { migrar } from '../db/migrar.ts';
import { exigirIsolamento } from '../db/verificar-isolamento.ts';
import { dentroDoPrazo } from '../encerramento.ts';

/** A worker that ends this soon after it started is failing at start: wait before starting another. */
const VIDA_MINIMA_MS = 5_000;
const ESPERA_REINICIO_MS = 2_000;

/**
 * The primary of `WORKERS` server processes behind the one port (node:cluster shares the listening
 * socket): it holds the data directory's lock, starts and stops the embedded PostgreSQL, runs the
 * migrations and the isolation check once, then starts the workers with the database's URL. A worker that
 * dies is replaced; SIGTERM/SIGINT stop every worker (each finishes its requests within
 * SHUTDOWN_TIMEOUT_MS), then the database. Sessions, the mail queue and jobs are shared through
 * PostgreSQL, so any worker may answer any request.
 */
export async function iniciarPrimario(config: Config): Promise<void> {
  const aberto = await abrirBancoDoServidor({ ...config, DB_POOL_MAX: 1 }).catch((erro: unknown) => {
    console.error(erro instanceof Error ? erro.message : erro);
    process.exit(1);
  });
  try {
    await migrar(aberto.banco);
    await exigirIsolamento(aberto.banco);
  } catch (erro) {
    console.error(erro instanceof Error ? erro.message : erro);
    await aberto.fechar();
    process.exit(1);
  }

  let encerrando = false;
  const nascimento = new Map<number, number>();
  const iniciar = (): Worker => {
    const w = cluster.fork({ DATABASE_URL: aberto.url });
    nascimento.set(w.id, Date.now());
    return w;
  };
  cluster.on('exit', (w, codigo, sinal) => {
    const viveu = Date.now() - (nascimento.get(w.id) ?? 0);
    nascimento.delete(w.id);
    if (encerrando) return;
    console.error(`processo ${w.process.pid} terminou (${sinal ?? codigo}); iniciando outro`);
    setTimeout(iniciar, viveu < VIDA_MINIMA_MS ? ESPERA_REINICIO_MS : 0);
  });

  const encerrar = async () => {
    if (encerrando) return;
    encerrando = true;
    const vivos = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    const fim = Promise.all(vivos.map((w) => new Promise<void>((ok) => w.once('exit', () => ok()))));
    for (const w of vivos) w.process.kill('SIGTERM');
    // Each worker has SHUTDOWN_TIMEOUT_MS for its requests and as much again for its pool.
    const todos = await dentroDoPrazo(fim, 3 * config.SHUTDOWN_TIMEOUT_MS);
    if (!todos) for (const w of vivos) if (!w.isDead()) w.process.kill('SIGKILL');
    await aberto.fechar(config.SHUTDOWN_TIMEOUT_MS);
    process.exit(todos ? 0 : 1);
  };
  process.once('SIGINT', encerrar);
  process.once('SIGTERM', encerrar);

  let prontos = 0;
  cluster.on('listening', () => {
    prontos++;
    if (prontos === config.WORKERS)
      console.log(`Mascate em ${config.publicUrl} (${config.WORKERS} processos, banco: ${aberto.descricao})`);
  });
  for (let i = 0; i < config.WORKERS; i++) iniciar();
}
