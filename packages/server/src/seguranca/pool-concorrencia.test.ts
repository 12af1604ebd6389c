import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { endpointsDaApi, urlConcreta } from '../../test/endpoints-api.ts';
import { escutar } from '../../test/escutar.ts';
import { type Caso, MATRIZ, type Par, pedidoDoCaso } from '../../test/matriz-isolamento.ts';
import { cadastrarTudo } from '../../test/seguranca-dados.ts';
import { ConexaoAninhada } from '../db/banco.ts';
import { comEmpresa } from '../db/tenant.ts';

// Issue 23: pool size + 2 concurrent requests to a route that held a connection while asking the pool
// for another hung the whole server. Here the pool has 2 connections and every route gets 4× that many
// concurrent requests over real HTTP, while /api/health is polled throughout.
const POOL = 2;
const CONCORRENTES = 4 * POOL;

const amb = ambienteDoArquivo({ env: { DB_POOL_MAX: String(POOL), DB_POOL_ACQUIRE_TIMEOUT_MS: '60000' } });
let par: Par;
let base: string;
beforeAll(async () => {
  const a = await cadastrarTudo(amb, await amb.novaEmpresa(), 'EMPRESAA');
  const b = await cadastrarTudo(amb, await amb.novaEmpresa(), 'EMPRESAB');
  par = { a, b };
  base = `http://127.0.0.1:${await escutar(amb.app)}`;
});

type Pedido = { metodo: string; url: string; headers: Record<string, string>; corpo?: string | Buffer };

/** B's request for one case of the isolation matrix (test/matriz-isolamento.ts); `{}` for a route without one. */
function pedidoDaRota(rota: string, caso: Caso | undefined): Pedido {
  const [metodo = 'GET', padrao = ''] = rota.split(' ');
  const { headers, corpo } = pedidoDoCaso(metodo, caso, par);
  return { metodo, url: caso?.url?.(par) ?? urlConcreta(padrao, '1'), headers, ...(corpo ? { corpo } : {}) };
}

async function enviar(p: Pedido): Promise<{ status: number; texto: string }> {
  const r = await fetch(base + p.url, {
    method: p.metodo,
    headers: p.headers,
    ...(p.corpo === undefined ? {} : { body: new Uint8Array(Buffer.from(p.corpo)) }),
  });
  return { status: r.status, texto: await r.text() };
}

/**
 * Sends `pedidos` all at once and polls /api/health one call after another until they are answered:
 * every poll must answer 200 (the server stayed available to everyone else).
 */
async function emRajada(pedidos: Pedido[]): Promise<{ status: number; texto: string }[]> {
  let fim = false;
  const saude: number[] = [];
  const sondar = (async () => {
    while (!fim) {
      saude.push((await fetch(`${base}/api/health`)).status);
      await new Promise((ok) => setTimeout(ok, 20));
    }
  })();
  const respostas = await Promise.all(pedidos.map(enviar));
  fim = true;
  await sondar;
  expect(saude.length).toBeGreaterThan(0);
  expect(saude.every((s) => s === 200)).toBe(true);
  return respostas;
}

const semFalhaDoServidor = (rs: { status: number; texto: string }[]) =>
  rs.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.texto.slice(0, 200)}`);

describe(`${CONCORRENTES} requisições simultâneas por rota com ${POOL} conexões no pool`, () => {
  it('a tabela de rotas inteira: nenhuma resposta 5xx, /api/health responde o tempo todo', async () => {
    const rotas = endpointsDaApi(amb.app).map((r) => `${r.metodo} ${r.url}`);
    expect(rotas.length).toBeGreaterThan(60);
    const falhas: Record<string, string[]> = {};
    for (const rota of rotas) {
      if (rota === 'POST /api/estabelecimentos/logout') continue; // would end B's session for the rest
      const linha = MATRIZ[rota];
      const caso = Array.isArray(linha) ? linha[0] : undefined;
      const pedido = pedidoDaRota(rota, caso);
      const rs = await emRajada(Array.from({ length: CONCORRENTES }, () => pedido));
      const f = semFalhaDoServidor(rs);
      if (f.length) falhas[rota] = f;
    }
    expect(falhas).toEqual({});
  }, 600_000);

  it('o PDF assinado do próprio pedido e o convite de usuários (e-mail na fila): todos 200', async () => {
    const { b } = par;
    const auth = { authorization: `Bearer ${b.empresa.token}` };
    const pdfs = await emRajada(
      Array.from({ length: CONCORRENTES }, () => ({
        metodo: 'GET',
        url: `/api/pedidosvenda/${b.pedidoId}/pdf`,
        headers: auth,
      })),
    );
    expect(pdfs.map((r) => r.status)).toEqual(pdfs.map(() => 200));
    const convites = await emRajada(
      Array.from({ length: CONCORRENTES }, (_, i) => ({
        metodo: 'POST',
        url: '/api/usuarios/create',
        headers: { ...auth, 'content-type': 'application/json' },
        corpo: JSON.stringify({
          nome: `Convidado ${i}`,
          email: `convidado-${i}-${process.pid}@teste.com.br`,
          papel: 'administrador',
        }),
      })),
    );
    expect(convites.map((r) => `${r.status} ${r.texto.slice(0, 120)}`)).toEqual(
      convites.map(() => expect.stringMatching(/^200 /)),
    );
  });

  it('a página pública do pedido e o seu PDF (logo da empresa): todos 200, sem sessão', async () => {
    const chave = par.b.chave;
    const rs = await emRajada(
      Array.from({ length: 2 * CONCORRENTES }, (_, i) => ({
        metodo: 'GET',
        url: i % 2 ? `/p/${chave}` : `/p/${chave}/pdf`,
        headers: {},
      })),
    );
    expect(rs.map((r) => r.status)).toEqual(rs.map(() => 200));
  });
});

describe('conexões do pool', () => {
  it('pedir ao pool uma segunda conexão dentro de uma transação falha na hora, sem esperar', async () => {
    const { db } = amb.banco;
    // Drizzle wraps the pool's error in its own ('Failed query'), as `cause`.
    const aninhada = (e: unknown) => e instanceof Error && e.cause instanceof ConexaoAninhada;
    await expect(
      comEmpresa(db, par.b.empresa.empresaId, async () => db.execute('select 1')),
    ).rejects.toSatisfy(aninhada);
    await expect(db.transaction(async () => db.execute('select 1'))).rejects.toSatisfy(aninhada);
    // Outside any transaction the pool answers as usual.
    await expect(db.execute('select 1')).resolves.toBeDefined();
  });
});
