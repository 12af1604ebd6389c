import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { escutar } from '../../test/escutar.ts';

// A client that leaves while its request waits in its account's queue must not keep the place it is
// handed later: before, the response's 'close' had already fired when the place came, nothing gave it
// back, and the account got 429 from that process until it restarted (seen under autocannon, which
// drops its connections in flight when its time ends).
const amb = ambienteDoArquivo({
  env: { ACCOUNT_CONCURRENCY: '1', ACCOUNT_QUEUE: '4', DB_POOL_ACQUIRE_TIMEOUT_MS: '1500' },
});
const e = empresaDoArquivo(amb);

describe('cliente que desiste na fila da conta', () => {
  let porta = 0;
  beforeAll(async () => {
    porta = await escutar(amb.app);
  });
  afterAll(() => amb.app.server.close());

  /** A raw request over its own socket; `respondida` turns true once any answer byte arrives. */
  function enviar(
    token: string,
    corpoInteiro: boolean,
  ): Promise<{ socket: Socket; respondida: () => boolean }> {
    return new Promise((ok, erro) => {
      let respondida = false;
      const socket = connect(porta, '127.0.0.1', () => {
        // The holder's body never ends (content-length 100, one byte sent); the waiter's is whole.
        const corpo = corpoInteiro ? '{}' : '{';
        const tamanho = corpoInteiro ? 2 : 100;
        socket.write(
          `POST /api/unidades/read HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\n` +
            `content-type: application/json\r\ncontent-length: ${tamanho}\r\n\r\n${corpo}`,
        );
        ok({ socket, respondida: () => respondida });
      });
      socket.on('data', () => {
        respondida = true;
      });
      socket.on('error', () => undefined);
      socket.once('connect', () => socket.off('error', erro));
    });
  }

  const espera = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

  it('a vaga passada a quem já saiu volta à conta: a próxima requisição é atendida', async () => {
    // The holder takes the only place once the server has read its head.
    const dono = await enviar(e.token, false);
    await espera(300);
    expect(dono.respondida()).toBe(false);
    // The waiter queues behind it (its whole body sent), then its client leaves.
    const quem = await enviar(e.token, true);
    await espera(300);
    expect(quem.respondida()).toBe(false);
    quem.socket.destroy();
    await espera(100);
    // The holder leaves: its place passes to the waiter, whose client is gone.
    dono.socket.destroy();
    let status = 0;
    for (let i = 0; i < 10 && status !== 200; i++) {
      status = (await amb.chamar('POST', '/api/unidades/read', {}, e.token)).status;
      if (status !== 200) await espera(100);
    }
    expect(status).toBe(200);
  });
});
