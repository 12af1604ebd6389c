// The real app over a fresh database for the bench scripts: embedded in memory, or DATABASE_URL when set.
import { construirApp } from '../packages/server/src/app.ts';
import { lerConfig } from '../packages/server/src/config.ts';
import { abrirBanco } from '../packages/server/src/db/banco.ts';
import { migrar } from '../packages/server/src/db/migrar.ts';
import { criarCorreio } from '../packages/server/src/mail/criar-correio.ts';

export async function abrirAppBench() {
  // No web files: the benches measure the API only.
  const config = lerConfig({ ...process.env, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-mascate-web' });
  const banco = await abrirBanco({ databaseUrl: config.DATABASE_URL, dataDir: 'memory://' });
  await migrar(banco);
  const app = await construirApp(
    { config, banco, correio: criarCorreio(config, banco), agora: () => new Date() },
    { logger: false },
  );
  await app.ready();

  async function post(url: string, corpo: object, token?: string) {
    const r = await app.inject({
      method: 'POST',
      url,
      payload: corpo,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: r.statusCode, corpo: r.json() };
  }
  return { app, banco, config, post };
}
