import { construirApp } from './app.ts';
import { lerConfig } from './config.ts';
import { abrirBancoDoServidor } from './db/conectar.ts';
import { migrar } from './db/migrar.ts';
import { exigirIsolamento } from './db/verificar-isolamento.ts';
import { criarCorreio } from './mail/criar-correio.ts';

const config = lerConfig();
const aberto = await abrirBancoDoServidor(config).catch((erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
const { banco } = aberto;
await migrar(banco);
await exigirIsolamento(banco).catch(async (erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  await aberto.fechar();
  process.exit(1);
});
const app = await construirApp({
  config,
  banco,
  correio: criarCorreio(config, banco),
  agora: () => new Date(),
});
// Rebuilt with the app's logger, which only exists now: without SMTP the reset link is logged there.
app.deps.correio = criarCorreio(config, banco, app.log);

let encerrando = false;
const encerrar = async () => {
  if (encerrando) return;
  encerrando = true;
  await app.close();
  await aberto.fechar();
  process.exit(0);
};
process.once('SIGINT', encerrar);
process.once('SIGTERM', encerrar);

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Mascate em ${config.publicUrl} (banco: ${aberto.descricao})`);
