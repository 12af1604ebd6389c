import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { escutar } from '../../test/escutar.ts';

// Issue 23: a list streamed to a client (a spreadsheet export) must not hold a
// pooled connection while the client takes its time. With a pool of 2, three clients that stop reading
// mid-answer (more than the pool) must leave the pool free for everyone else, and then get every row.
// The account's own cap (acesso/concorrencia-conta.ts) is opened up: this is about the pool alone.
const amb = ambienteDoArquivo({
  env: {
    DB_POOL_MAX: '2',
    DB_POOL_ACQUIRE_TIMEOUT_MS: '3000',
    ACCOUNT_CONCURRENCY: '10',
    COMPANY_CONCURRENCY: '10',
  },
});
const e = empresaDoArquivo(amb);

// ~1 kB per customer in the JSON: 12,000 of them are ~12 MB, far more than the socket and stream buffers
// hold, so a client that stops reading stops the server's writing mid-list.
const CLIENTES = 12_000;
const longo = (n: number) => `'${'x'.repeat(n)}'`;
let porta = 0;

beforeAll(async () => {
  await amb.banco.db.execute(sql`insert into clientes (empresa_id, nome, cnpj_cpf, logradouro, complemento, bairro, cidade)
    select ${e.empresaId}, 'Cliente ' || lpad(g::text, 6, '0') || ' ' || ${sql.raw(longo(120))}, '52998224725',
      ${sql.raw(longo(150))}, ${sql.raw(longo(150))}, ${sql.raw(longo(60))}, ${sql.raw(longo(60))}
    from generate_series(1, ${CLIENTES}) g`);
  porta = await escutar(amb.app);
}, 120_000);

afterAll(() => amb.app.server.close());

/** The body of a raw HTTP/1.1 answer, its chunks joined when it came chunked. */
function corpoDe(resposta: Buffer): string {
  const fimCabecalho = resposta.indexOf('\r\n\r\n');
  const cabecalho = resposta.subarray(0, fimCabecalho).toString('latin1').toLowerCase();
  let resto = resposta.subarray(fimCabecalho + 4);
  if (!cabecalho.includes('transfer-encoding: chunked')) return resto.toString('utf8');
  const pedacos: Buffer[] = [];
  for (;;) {
    const fimLinha = resto.indexOf('\r\n');
    const tamanho = Number.parseInt(resto.subarray(0, fimLinha).toString('latin1'), 16);
    if (!tamanho) break;
    pedacos.push(resto.subarray(fimLinha + 2, fimLinha + 2 + tamanho));
    resto = resto.subarray(fimLinha + 2 + tamanho + 2);
  }
  return Buffer.concat(pedacos).toString('utf8');
}

/** A client that sends the request, reads the first bytes of the answer and then stops reading. */
function clienteLento(metodo: string, caminho: string, corpo: string) {
  const socket: Socket = connect(porta, '127.0.0.1');
  const partes: Buffer[] = [];
  const fechado = new Promise<void>((ok) => socket.once('close', () => ok()));
  const comecou = new Promise<void>((ok, erro) => {
    socket.once('error', erro);
    socket.once('data', (d: Buffer) => {
      partes.push(d);
      socket.pause();
      ok();
    });
  });
  const tipo = corpo
    ? `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(corpo)}\r\n`
    : '';
  socket.write(
    `${metodo} ${caminho} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${e.token}\r\n${tipo}connection: close\r\n\r\n${corpo}`,
  );
  return {
    comecou,
    /** Reads the rest: the status line and the body. */
    async terminar(): Promise<{ status: string; corpo: string }> {
      socket.removeAllListeners('data');
      socket.on('data', (d: Buffer) => partes.push(d));
      socket.resume();
      await fechado;
      const resposta = Buffer.concat(partes);
      return { status: resposta.subarray(0, 12).toString('latin1'), corpo: corpoDe(resposta) };
    },
  };
}

describe('um cliente que lê devagar não segura uma conexão do pool (pool de 2)', () => {
  it.each([['exportação CSV', 'GET', '/api/clientes/exportar?formato=csv', '']])(
    '%s',
    async (_nome, metodo, caminho, corpo) => {
      const lentos = [1, 2, 3].map(() => clienteLento(metodo, caminho, corpo));
      await Promise.all(lentos.map((l) => l.comecou));
      // Three answers stopped mid-way, more than the pool: the other requests still get a connection
      // (without the fix they waited 3 s and got 503).
      for (let i = 0; i < 4; i++) {
        const r = await amb.chamar('POST', '/api/unidades/read', {}, e.token);
        expect(r.status).toBe(200);
      }
      // Then each slow client gets its whole answer.
      for (const l of lentos) {
        const { status, corpo: recebido } = await l.terminar();
        expect(status).toBe('HTTP/1.1 200');
        expect(recebido.match(/Cliente \d{6} /g)?.length).toBe(CLIENTES);
      }
    },
    120_000,
  );
});
