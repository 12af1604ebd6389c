import { construirApp } from './app.ts';
import { lerConfig } from './config.ts';
import { abrirBanco } from './db/banco.ts';
import { migrar } from './db/migrar.ts';
import { travarPastaDados } from './db/trava.ts';
import { criarCorreio } from './mail/criar-correio.ts';

const config = lerConfig();
let destravar: (() => Promise<void>) | undefined;
try {
  if (!config.DATABASE_URL) destravar = await travarPastaDados(config.DATA_DIR);
} catch (erro) {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
}
const banco = await abrirBanco({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrar(banco);
const app = await construirApp({
  config,
  banco,
  correio: criarCorreio(config, banco),
  agora: () => new Date(),
});
// Rebuilt with the app's logger, which only exists now: without SMTP the reset link is logged there.
app.deps.correio = criarCorreio(config, banco, app.log);

const encerrar = async () => {
  await app.close();
  await banco.fechar();
  await destravar?.();
  process.exit(0);
};
process.once('SIGINT', encerrar);
process.once('SIGTERM', encerrar);

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Mascate em ${config.publicUrl} (banco: ${banco.tipo === 'pglite' ? `PGlite em ${config.DATA_DIR}` : 'PostgreSQL'})`,
);
