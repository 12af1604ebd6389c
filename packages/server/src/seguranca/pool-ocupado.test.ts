import { connect } from 'node:net';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { bancoDeTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { escutar } from '../../test/escutar.ts';
import { construirApp } from '../app.ts';
import { dentroDoPrazo, encerrarComPrazo } from '../encerramento.ts';
import { MSG_SERVIDOR_OCUPADO } from '../http/erros.ts';
import { criarCorreio } from '../mail/criar-correio.ts';

// Issue 23: a request never waits for ever for a connection (503 after DB_POOL_ACQUIRE_TIMEOUT_MS), and
// shutdown ends even with a request stuck holding one.
const amb = ambienteDoArquivo({ env: { DB_POOL_MAX: '2', DB_POOL_ACQUIRE_TIMEOUT_MS: '2000' } });
const e = empresaDoArquivo(amb);

let presas: pg.PoolClient[] = [];
afterEach(() => {
  for (const c of presas) c.release();
  presas = [];
});

describe('pool esgotado', () => {
  it('com todas as conexões ocupadas: 503 com mensagem em português, pela API e pela página pública', async () => {
    // The session is looked up once first, so the request below reaches its own transaction.
    expect((await amb.chamar('POST', '/api/unidades/read', {}, e.token)).status).toBe(200);
    presas = [await amb.banco.pool.connect(), await amb.banco.pool.connect()];
    const r = await amb.chamar('POST', '/api/unidades/read', {}, e.token);
    expect(r.status).toBe(503);
    expect(r.corpo.retorno).toMatchObject({ sucesso: false, mensagem: MSG_SERVIDOR_OCUPADO });
    const pagina = await amb.app.inject({ method: 'GET', url: `/p/${'a'.repeat(43)}` });
    expect(pagina.statusCode).toBe(503);
    expect(pagina.body).toContain('Servidor ocupado');
    for (const c of presas) c.release();
    presas = [];
    // Free again: answers as usual.
    expect((await amb.chamar('POST', '/api/unidades/read', {}, e.token)).status).toBe(200);
  });
});

describe('encerramento', () => {
  it('termina no prazo com uma requisição lenta em andamento e outra presa segurando uma conexão', async () => {
    const { banco, descartar } = await bancoDeTeste(amb.config);
    const app = await construirApp(
      { config: amb.config, banco, correio: criarCorreio(amb.config, banco), agora: () => new Date() },
      { logger: false },
    );
    const porta = await escutar(app);
    // A client that announces a body it never sends, and work that holds a pooled connection.
    const lento = connect(porta, '127.0.0.1');
    lento.on('error', () => undefined);
    lento.write(
      'POST /api/estabelecimentos/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{',
    );
    const fechado = new Promise((ok) => lento.on('close', ok));
    const presa = await banco.pool.connect();
    // Dropping the database at the end cuts this session: its error is expected.
    presa.on('error', () => undefined);
    void presa.query('select pg_sleep(60)').catch(() => undefined);
    await new Promise((ok) => setTimeout(ok, 200));

    const completo = await encerrarComPrazo(
      app,
      (ms) => dentroDoPrazo(banco.fechar(), ms).then(() => undefined),
      300,
    );
    // Not everything ended by itself, but shutdown went on: the slow client was cut off.
    expect(completo).toBe(false);
    await fechado;
    await descartar();
  }, 30_000);
});
