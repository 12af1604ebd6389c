// The real app for the bench scripts: DATABASE_URL when set, else the embedded PostgreSQL in a new folder.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { construirApp } from '../packages/server/src/app.ts';
import { lerConfig } from '../packages/server/src/config.ts';
import { abrirBancoDoServidor } from '../packages/server/src/db/conectar.ts';
import { migrar } from '../packages/server/src/db/migrar.ts';
import { criarCorreio } from '../packages/server/src/mail/criar-correio.ts';

export async function abrirAppBench() {
  // No web files: the benches measure the API only.
  const config = lerConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mascate-bench-')),
    ...process.env,
    LOG_LEVEL: 'silent',
    // The benches write at full speed from one address: the request limits would answer 429.
    RATE_LIMIT_MULTIPLIER: '100000',
    WEB_DIST: '/nonexistent-mascate-web',
  });
  const aberto = await abrirBancoDoServidor(config);
  const { banco } = aberto;
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
  let empresas = 0;
  /** A new company through the API (a new e-mail each call, so a shared PostgreSQL can run it again). */
  async function novaEmpresa(nome: string) {
    const email = `bench-${nome.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${++empresas}@bench.local`;
    await post('/api/estabelecimentos/create', {
      email,
      nome,
      cnpj: '',
      senha: 'senha-bench',
      imagem_login: '',
    });
    const login = await post('/api/estabelecimentos/login', { email, senha: 'senha-bench' });
    return { token: String(login.corpo.retorno.token), empresaId: Number(login.corpo.retorno.id) };
  }
  /**
   * With BENCH_REUSAR=1 (and a DATA_DIR kept from an earlier run): the company of that name seeded before,
   * signed in again, so a plan can be measured again without seeding a million rows each time.
   */
  async function empresaSemeada(nome: string, senha = 'senha-bench') {
    if (process.env.BENCH_REUSAR !== '1') return null;
    const r = (await banco.db.execute(
      sql`select u.email from usuarios u join empresas e on e.id = u.empresa_id
          where e.nome = ${nome} order by e.id desc limit 1`,
    )) as unknown as { rows: { email: string }[] };
    const email = r.rows[0]?.email;
    if (!email) return null;
    const login = await post('/api/estabelecimentos/login', { email, senha });
    if (login.status !== 200) return null;
    return { token: String(login.corpo.retorno.token), empresaId: Number(login.corpo.retorno.id) };
  }
  return {
    app,
    banco,
    config,
    post,
    novaEmpresa,
    empresaSemeada,
    descricao: aberto.descricao,
    fechar: aberto.fechar,
  };
}
