import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { chamadorDe } from '../../test/chamadas.ts';
import { entrarComo, usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { construirApp } from '../app.ts';
import { hashSegredo } from './tokens.ts';

// Two server processes against one database, as in production with a balancer: `amb.app` and `outro`.
const amb = ambienteDoArquivo();
const empresa = empresaDoArquivo(amb);
let outro: FastifyInstance;

beforeAll(async () => {
  outro = await construirApp({ ...amb.app.deps }, { logger: false });
  await outro.ready();
});
afterAll(() => outro?.close());

const ler = (app: FastifyInstance, token: string) =>
  chamadorDe(app)('POST', '/api/empresas/read', {}, token).then((r) => r.status);

const lembrada = (app: FastifyInstance, token: string) =>
  app.sessoesEmMemoria.ler(hashSegredo(token), new Date());

/** Waits (at most 3 s) for a condition that a notice from the database makes true. */
async function ate(condicao: () => boolean | Promise<boolean>): Promise<boolean> {
  for (const fim = Date.now() + 3_000; Date.now() < fim; ) {
    if (await condicao()) return true;
    await new Promise((ok) => setTimeout(ok, 5));
  }
  return condicao();
}

/** A fresh user of the file's company, signed in and already remembered by both processes. */
async function lembradoNosDois() {
  const u = await usuarioDaEmpresa(amb, empresa, 'administrador');
  expect([await ler(amb.app, u.token), await ler(outro, u.token)]).toEqual([200, 200]);
  expect([lembrada(amb.app, u.token)?.usuarioId, lembrada(outro, u.token)?.usuarioId]).toEqual([u.id, u.id]);
  return u;
}

/** usuarios/update by the company's administrator, through the first process. */
const alterar = (
  u: { id: number; email: string },
  dados: { nome: string; papel: 'administrador' | 'vendedor'; representante_id: number | null },
) =>
  amb.chamar(
    'PUT',
    '/api/usuarios/update',
    { id: u.id, email: u.email, ativo: true, ...dados },
    empresa.token,
  );

describe('sessões em memória: cada processo lembra, e toda revogação chega a todos', () => {
  it('os dois processos escutam o canal das sessões', () => {
    expect([amb.app.sessoesEmMemoria.ativo, outro.sessoesEmMemoria.ativo]).toEqual([true, true]);
  });

  it('sair encerra no processo que atendeu na hora, e no outro pelo aviso do banco', async () => {
    const u = await lembradoNosDois();
    const r = await chamadorDe(amb.app)('POST', '/api/estabelecimentos/logout', {}, u.token);
    expect(r.status).toBe(200);
    // No waiting in the process that answered: its memory was cleared before the answer left.
    expect(await ler(amb.app, u.token)).toBe(401);
    expect(await ate(() => lembrada(outro, u.token) === undefined)).toBe(true);
    expect(await ler(outro, u.token)).toBe(401);
  });

  it('desativar o usuário num processo encerra a sessão dele no outro', async () => {
    const u = await lembradoNosDois();
    expect((await amb.chamar('POST', '/api/usuarios/delete', { id: u.id }, empresa.token)).status).toBe(200);
    expect(await ler(amb.app, u.token)).toBe(401);
    expect(await ate(async () => (await ler(outro, u.token)) === 401)).toBe(true);
  });

  it('mudar o papel num processo encerra a sessão no outro', async () => {
    const u = await lembradoNosDois();
    const rep = await amb.chamar(
      'POST',
      '/api/representantes/create',
      { nome: 'Rep Sessões', email: '', cnpj_cpf: '52998224725' },
      empresa.token,
    );
    const r = await alterar(u, {
      nome: 'Agora vendedor',
      papel: 'vendedor',
      representante_id: Number(rep.corpo.retorno.id),
    });
    expect(r.status).toBe(200);
    expect(await ler(amb.app, u.token)).toBe(401);
    expect(await ate(async () => (await ler(outro, u.token)) === 401)).toBe(true);
  });

  it('trocar só o nome não encerra a sessão, mas o outro processo passa a ler o nome novo', async () => {
    const u = await lembradoNosDois();
    const r = await alterar(u, { nome: 'Nome Novo', papel: 'administrador', representante_id: null });
    expect(r.status).toBe(200);
    expect(await ate(() => lembrada(outro, u.token) === undefined)).toBe(true);
    expect(await ler(outro, u.token)).toBe(200);
    expect(lembrada(outro, u.token)?.nomeUsuario).toBe('Nome Novo');
  });

  it('uma revogação feita direto no banco (sem passar por processo algum) chega aos dois', async () => {
    const u = await lembradoNosDois();
    await amb.banco.pool.query('UPDATE sessoes SET revogada_em = now() WHERE token_hash = $1', [
      hashSegredo(u.token),
    ]);
    expect(await ate(async () => (await ler(amb.app, u.token)) === 401)).toBe(true);
    expect(await ate(async () => (await ler(outro, u.token)) === 401)).toBe(true);
    // And an operator deactivating a user in SQL.
    const v = await lembradoNosDois();
    await amb.banco.pool.query('UPDATE usuarios SET ativo = false WHERE id = $1', [v.id]);
    expect(await ate(async () => (await ler(outro, v.token)) === 401)).toBe(true);
  });

  it('revogar de uma vez todas as sessões de um usuário (dois aparelhos) chega ao outro processo', async () => {
    const u = await lembradoNosDois();
    // Signed in twice (two devices): both end.
    const segundo = await entrarComo(amb, u.id);
    expect(await ler(outro, segundo.token)).toBe(200);
    await amb.banco.pool.query(
      'UPDATE sessoes SET revogada_em = now() WHERE usuario_id = $1 AND revogada_em IS NULL',
      [u.id],
    );
    for (const token of [u.token, segundo.token])
      expect(await ate(async () => (await ler(outro, token)) === 401)).toBe(true);
  });

  it('ao perder a conexão de avisos para de lembrar; o que mudou enquanto isso vale ao voltar', async () => {
    const u = await lembradoNosDois();
    const v = await lembradoNosDois();
    await amb.banco.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(await ate(() => !amb.app.sessoesEmMemoria.ativo && !outro.sessoesEmMemoria.ativo)).toBe(true);
    // Revoked while nobody listens: its notice is lost.
    await amb.banco.pool.query('UPDATE sessoes SET revogada_em = now() WHERE token_hash = $1', [
      hashSegredo(u.token),
    ]);
    // Without the listener every request is looked up: still correct.
    expect([await ler(amb.app, u.token), await ler(outro, u.token)]).toEqual([401, 401]);
    expect(await ate(() => amb.app.sessoesEmMemoria.ativo && outro.sessoesEmMemoria.ativo)).toBe(true);
    expect([await ler(amb.app, u.token), await ler(outro, u.token)]).toEqual([401, 401]);
    expect(await ler(outro, v.token)).toBe(200);
    expect(lembrada(outro, v.token)?.usuarioId).toBe(v.id);
  });

  it('a sessão lembrada vence no prazo dela (relógio do app)', async () => {
    const u = await lembradoNosDois();
    amb.relogio.deslocamentoMs = 8 * 24 * 60 * 60_000;
    try {
      expect(await ler(amb.app, u.token)).toBe(401);
    } finally {
      amb.relogio.deslocamentoMs = 0;
    }
  });

  it('SESSION_CACHE_SECONDS=0: nada fica em memória e tudo funciona', async () => {
    const sem = await construirApp(
      { ...amb.app.deps, config: { ...amb.config, SESSION_CACHE_SECONDS: 0 } },
      { logger: false },
    );
    try {
      await sem.ready();
      expect(sem.sessoesEmMemoria.ativo).toBe(false);
      expect(await ler(sem, empresa.token)).toBe(200);
      expect(sem.sessoesEmMemoria.tamanho).toBe(0);
    } finally {
      await sem.close();
    }
  });
});
