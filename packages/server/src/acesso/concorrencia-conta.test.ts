import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { escutar } from '../../test/escutar.ts';
import { MSG_CONCORRENCIA_CONTA } from './concorrencia-conta.ts';

// Issue 42: one account's requests in flight are capped in each process, on top of the pool: past its
// places and its queue the next one gets 429 with the pt-BR message; another account is not held back.
const amb = ambienteDoArquivo({ env: { ACCOUNT_CONCURRENCY: '1', ACCOUNT_QUEUE: '0' } });
const e = empresaDoArquivo(amb);

describe('requisições simultâneas por conta', () => {
  let porta = 0;
  beforeAll(async () => {
    porta = await escutar(amb.app);
  });
  afterAll(() => amb.app.server.close());

  /**
   * A request whose body never ends: it holds its account's place while the server waits for the body.
   * `respondida` turns true if the server answered it (it came while another request had the place).
   */
  function emAndamento(token: string): Promise<{ socket: Socket; respondida: () => boolean }> {
    return new Promise((ok, erro) => {
      let respondida = false;
      const socket = connect(porta, '127.0.0.1', () => {
        socket.write(
          `POST /api/clientes/read HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\n` +
            'content-type: application/json\r\ncontent-length: 100\r\n\r\n{',
        );
        ok({ socket, respondida: () => respondida });
      });
      socket.on('data', () => {
        respondida = true;
      });
      socket.once('error', erro);
    });
  }

  it('com 1 vaga e fila 0, a segunda requisição da mesma conta recebe 429 com a mensagem; outra conta segue', async () => {
    const outra = await amb.novaEmpresa();
    let presa = await emAndamento(e.token);
    try {
      // The server takes the place once it has read the request's head; until then a read still passes
      // (and if a read had the place when the head came, the stuck request was answered: send another).
      let r = await amb.chamar('POST', '/api/unidades/read', {}, e.token);
      for (let i = 0; i < 100 && r.status === 200; i++) {
        if (presa.respondida()) {
          presa.socket.destroy();
          presa = await emAndamento(e.token);
        }
        await new Promise((ok) => setTimeout(ok, 50));
        r = await amb.chamar('POST', '/api/unidades/read', {}, e.token);
      }
      expect(r.status).toBe(429);
      expect(r.corpo.retorno.mensagem).toBe(MSG_CONCORRENCIA_CONTA);
      expect((await amb.chamar('POST', '/api/unidades/read', {}, outra.token)).status).toBe(200);
    } finally {
      presa.socket.destroy();
    }
    // The place comes back when the client goes away.
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await amb.chamar('POST', '/api/unidades/read', {}, e.token)).status;
      if (status !== 200) await new Promise((ok) => setTimeout(ok, 100));
    }
    expect(status).toBe(200);
  });
});
