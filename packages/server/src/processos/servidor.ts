import cluster from 'node:cluster';
import { construirApp } from '../app.ts';
import type { Config } from '../config.ts';
import { abrirBancoDoServidor } from '../db/conectar.ts';
import { migrar } from '../db/migrar.ts';
import { exigirIsolamento } from '../db/verificar-isolamento.ts';
import { encerrarComPrazo } from '../encerramento.ts';
import { criarCorreio } from '../mail/criar-correio.ts';

/**
 * One server process: the database (the embedded one it starts, or DATABASE_URL's; a cluster's worker
 * gets the primary's through DATABASE_URL), the migrations and the isolation check (done once by the
 * primary when there are several processes), then the app on PORT.
 */
export async function iniciarServidor(config: Config): Promise<void> {
  const aberto = await abrirBancoDoServidor(config).catch((erro: unknown) => {
    console.error(erro instanceof Error ? erro.message : erro);
    process.exit(1);
  });
  const { banco } = aberto;
  if (!cluster.isWorker) {
    await migrar(banco);
    await exigirIsolamento(banco).catch(async (erro: unknown) => {
      console.error(erro instanceof Error ? erro.message : erro);
      await aberto.fechar();
      process.exit(1);
    });
  }
  const app = await construirApp({
    config,
    banco,
    correio: criarCorreio(config, banco),
    agora: () => new Date(),
  });
  // Rebuilt with the app's logger, which only exists now: without SMTP the reset link is logged there.
  app.deps.correio = criarCorreio(config, banco, app.log);

  let encerrando = false;
  // Always ends: requests in flight get SHUTDOWN_TIMEOUT_MS, then the pool and the embedded PostgreSQL stop.
  const encerrar = async () => {
    if (encerrando) return;
    encerrando = true;
    const completo = await encerrarComPrazo(app, (ms) => aberto.fechar(ms), config.SHUTDOWN_TIMEOUT_MS);
    process.exit(completo ? 0 : 1);
  };
  process.once('SIGINT', encerrar);
  process.once('SIGTERM', encerrar);

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!cluster.isWorker) app.log.info(`Mascate em ${config.publicUrl} (banco: ${aberto.descricao})`);
}
