// Crash safety: creates orders at full speed, kills the server with SIGKILL at a random moment, starts it
// again on the same data and checks that every order answered with success is there, complete (items,
// instalments summing to the total), that no partial order exists and that stock moved exactly once.
// Run: npx tsx bench/queda-servidor.ts [--rodadas 20] [--modo embutido|postgres]
//   postgres mode uses DATABASE_URL's server (a new database per run).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hojeSaoPaulo } from '@mascate/domain';
import { urlDoEmbutidoEmExecucao } from '../packages/server/src/db/postgres-embutido.ts';
import { comCliente } from './conexao.ts';

const { values: opcoes } = parseArgs({
  options: {
    rodadas: { type: 'string', default: '20' },
    modo: { type: 'string', default: 'embutido' },
    porta: { type: 'string', default: '3391' },
    clientes: { type: 'string', default: '16' },
  },
});
const RODADAS = Number(opcoes.rodadas);
const MODO = opcoes.modo === 'postgres' ? 'postgres' : 'embutido';
const PORTA = Number(opcoes.porta);
const CONCORRENTES = Number(opcoes.clientes);
const URL_APP = `http://127.0.0.1:${PORTA}`;
const RAIZ = new URL('../', import.meta.url).pathname;
const ESTOQUE_INICIAL = 1_000_000;

if (!existsSync(join(RAIZ, 'packages/server/dist/main.js'))) {
  execFileSync('npm', ['run', 'build', '-w', '@mascate/server'], { cwd: RAIZ, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'mascate-queda-'));
let databaseUrl: string | undefined;
let nomeBanco: string | undefined;
if (MODO === 'postgres') {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('--modo postgres precisa de DATABASE_URL');
  nomeBanco = `mascate_queda_${Date.now()}`;
  await sqlEm(base, `CREATE DATABASE ${nomeBanco}`);
  const u = new URL(base);
  u.pathname = `/${nomeBanco}`;
  databaseUrl = u.toString();
}

async function sqlEm(url: string, sql: string): Promise<void> {
  await comCliente(url, (c) => c.query(sql));
}

function iniciarServidor(): ChildProcess {
  return spawn(process.execPath, [join(RAIZ, 'packages/server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORTA),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_MULTIPLIER: '100000',
      // One server process: the specs (and this bench) start, watch and stop that one process.
      WORKERS: '1',
      WEB_DIST: '/inexistente',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
  });
}

async function esperarSaude(servidor: ChildProcess): Promise<number> {
  const inicio = performance.now();
  while (performance.now() - inicio < 60_000) {
    if (servidor.exitCode !== null) throw new Error(`o servidor terminou (código ${servidor.exitCode})`);
    try {
      if ((await fetch(`${URL_APP}/api/health`)).ok) return performance.now() - inicio;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 20));
  }
  throw new Error('o servidor não respondeu em 60 s');
}

type Resposta = { status: number; corpo: { retorno: Record<string, unknown> } };
async function chamar(caminho: string, corpo: unknown, token?: string): Promise<Resposta> {
  const r = await fetch(`${URL_APP}/api/${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(corpo),
  });
  return { status: r.status, corpo: (await r.json()) as Resposta['corpo'] };
}

async function exigir(caminho: string, corpo: unknown, token?: string): Promise<Record<string, unknown>> {
  const r = await chamar(caminho, corpo, token);
  if (r.status !== 200) throw new Error(`${caminho}: ${r.status} ${JSON.stringify(r.corpo)}`);
  return r.corpo.retorno;
}

/** A company with a customer and five products with plenty of stock, through the API. */
async function semear(): Promise<{ token: string; clienteId: number; produtos: number[] }> {
  const email = `queda-${Date.now()}@bench.local`;
  await exigir('estabelecimentos/create', {
    email,
    nome: 'Queda',
    cnpj: '',
    senha: 'senha-queda',
    imagem_login: '',
  });
  const token = String((await exigir('estabelecimentos/login', { email, senha: 'senha-queda' })).token);
  await exigir('unidades/create', { sigla: 'UN', descricao: 'Unidade' }, token);
  const unidades = await chamar('unidades/read', {}, token);
  const unidadeId = Number((unidades.corpo as { registros?: { id: number }[] }).registros?.[0]?.id);
  const cliente = await exigir('clientes/create', { nome: 'Mercado Queda', cnpj_cpf: '52998224725' }, token);
  const produtos: number[] = [];
  for (let i = 0; i < 5; i++) {
    const p = await exigir(
      'produtos/create',
      {
        codigo: `Q${i}`,
        descricao: `Produto ${i}`,
        unidade: 'UN',
        unidade_id: unidadeId,
        preco: 10,
        status: 0,
        estoque: ESTOQUE_INICIAL,
        tipo: 0,
        meu_id: 0,
      },
      token,
    );
    produtos.push(Number(p.id));
  }
  return { token, clienteId: Number(cliente.id), produtos };
}

function corpoPedido(clienteId: number, produtos: number[], i: number) {
  const hoje = hojeSaoPaulo();
  const itens = [0, 1, 2].map((k) => produtos[(i + k) % produtos.length] ?? 0);
  return {
    data: hoje,
    participante_id: clienteId,
    valor: 60,
    desconto: 0,
    produtos: itens.map((p, k) => ({ id: `${i}-${k}`, produto_id: p, qt: 2, preco: 10, total: 20 })),
    parcelas: [
      { parcela: 1, vencimento: hoje, valor: 30 },
      { parcela: 2, vencimento: hoje, valor: 30 },
    ],
  };
}

/** Orders at full speed from CONCORRENTES loops until the server dies; answers the ids answered with 200. */
async function carregarAteCair(
  token: string,
  clienteId: number,
  produtos: number[],
  contador: { n: number },
) {
  const confirmados: number[] = [];
  let vivo = true;
  await Promise.all(
    Array.from({ length: CONCORRENTES }, async () => {
      while (vivo) {
        try {
          const r = await chamar(
            'pedidosvenda/create',
            corpoPedido(clienteId, produtos, contador.n++),
            token,
          );
          if (r.status === 200) confirmados.push(Number(r.corpo.retorno.id));
        } catch {
          vivo = false; // connection refused or reset: the server is gone
        }
      }
    }),
  );
  return confirmados;
}

type Verificacao = { noBanco: number; faltando: number; parciais: number; estoqueErrado: number };

function verificar(url: string, confirmados: number[], produtos: number[]): Promise<Verificacao> {
  return comCliente(url, async (c) => {
    const pedidos = await c.query<{
      id: number;
      itens: number;
      parcelas: number;
      soma: string;
      valor: string;
    }>(
      `SELECT p.id, (SELECT count(*) FROM pedido_itens i WHERE i.empresa_id = p.empresa_id AND i.pedido_id = p.id)::int AS itens,
              (SELECT count(*) FROM pedido_parcelas x WHERE x.empresa_id = p.empresa_id AND x.pedido_id = p.id)::int AS parcelas,
              (SELECT coalesce(sum(valor), 0) FROM pedido_parcelas x WHERE x.empresa_id = p.empresa_id AND x.pedido_id = p.id) AS soma,
              p.valor
         FROM pedidos p`,
    );
    const ids = new Set(pedidos.rows.map((p) => p.id));
    const parciais = pedidos.rows.filter(
      (p) => p.itens !== 3 || p.parcelas !== 2 || Number(p.soma) !== Number(p.valor),
    );
    const estoque = await c.query<{ id: number; estoque: string; vendido: string }>(
      `SELECT pr.id, pr.estoque, coalesce((SELECT sum(qt) FROM pedido_itens i WHERE i.empresa_id = pr.empresa_id AND i.produto_id = pr.id), 0) AS vendido
         FROM produtos pr WHERE pr.id = ANY($1::int[])`,
      [produtos],
    );
    const estoqueErrado = estoque.rows.filter(
      (p) => Number(p.estoque) + Number(p.vendido) !== ESTOQUE_INICIAL,
    );
    return {
      noBanco: ids.size,
      faltando: confirmados.filter((id) => !ids.has(id)).length,
      parciais: parciais.length,
      estoqueErrado: estoqueErrado.length,
    };
  });
}

function urlVerificacao(): string {
  if (databaseUrl) return databaseUrl;
  const url = urlDoEmbutidoEmExecucao(dataDir);
  if (!url) throw new Error('PostgreSQL embutido não encontrado');
  return url;
}

let servidor = iniciarServidor();
const inicial = await esperarSaude(servidor);
const { token, clienteId, produtos } = await semear();
const contador = { n: 0 };
const confirmados: number[] = [];
const linhas: string[] = [];
let falhou = false;
for (let rodada = 1; rodada <= RODADAS; rodada++) {
  const queda = 300 + Math.random() * 1700;
  const alvo = servidor;
  setTimeout(() => alvo.kill('SIGKILL'), queda);
  const daRodada = await carregarAteCair(token, clienteId, produtos, contador);
  if (alvo.exitCode === null && alvo.signalCode === null) await new Promise((ok) => alvo.once('exit', ok));
  confirmados.push(...daRodada);
  servidor = iniciarServidor();
  const reinicio = await esperarSaude(servidor);
  const v = await verificar(urlVerificacao(), confirmados, produtos);
  if (v.faltando + v.parciais + v.estoqueErrado > 0) falhou = true;
  linhas.push(
    `| ${rodada} | ${queda.toFixed(0)} | ${daRodada.length} | ${v.noBanco} | ${v.faltando} | ${v.parciais} | ${v.estoqueErrado} | ${reinicio.toFixed(0)} |`,
  );
}
servidor.kill('SIGTERM');
await new Promise((ok) => servidor.once('exit', ok));

console.log(
  `\nQueda do servidor (SIGKILL) durante a criação de pedidos — modo ${MODO}, ${CONCORRENTES} clientes`,
);
console.log(`primeiro início (pasta nova): ${inicial.toFixed(0)} ms\n`);
console.log(
  '| rodada | queda após (ms) | pedidos confirmados | pedidos no banco (total) | confirmados faltando | pedidos parciais | produtos com estoque errado | reinício (ms) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const l of linhas) console.log(l);
console.log(
  `\ntotal confirmados: ${confirmados.length}; resultado: ${falhou ? 'FALHOU' : 'nada perdido, nada parcial, estoque movido uma vez'}`,
);

rmSync(dataDir, { recursive: true, force: true });
if (MODO === 'postgres' && process.env.DATABASE_URL && nomeBanco) {
  await sqlEm(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${nomeBanco} WITH (FORCE)`);
}
process.exitCode = falhou ? 1 : 0;
