// The parts of bench/carga.ts beyond the per-endpoint tables: reading every customer at once, a longer
// mixed run watching the server's memory, and two server processes against one PostgreSQL.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { carregar } from './canhao.ts';
import type { Dados, Endpoint } from './carga-endpoints.ts';
import type { Servidor } from './servidor.ts';

export async function lerTudo(porta: number, token: string, vezes = 3) {
  const ms: number[] = [];
  let bytes = 0;
  let linhas = 0;
  for (let i = 0; i < vezes; i++) {
    const inicio = performance.now();
    const r = await fetch(`http://127.0.0.1:${porta}/api/clientes/read`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    const texto = await r.text();
    ms.push(performance.now() - inicio);
    if (!r.ok) throw new Error(`clientes/read sem limite: ${r.status}`);
    bytes = texto.length;
    if (i === 0) linhas = (JSON.parse(texto) as { registros: unknown[] }).registros.length;
  }
  return { ms, bytes, linhas };
}

/** Every signed-in endpoint in turn on 8 connections for `minutos`, the server's RSS sampled every 15 s. */
export async function rodadaLonga(s: Servidor, lista: Endpoint[], token: string, minutos: number) {
  const amostras: { s: number; rss: number }[] = [{ s: 0, rss: s.memoria().rss }];
  const inicio = performance.now();
  const relogio = setInterval(
    () => amostras.push({ s: (performance.now() - inicio) / 1000, rss: s.memoria().rss }),
    15_000,
  );
  const r = await autocannon({
    url: `http://127.0.0.1:${s.porta}`,
    connections: 8,
    duration: minutos * 60,
    timeout: 30,
    requests: lista
      .filter((e) => !e.publico)
      .map((e) => ({
        method: 'POST' as const,
        path: e.caminho,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(e.corpo()) }),
      })),
  });
  clearInterval(relogio);
  amostras.push({ s: (performance.now() - inicio) / 1000, rss: s.memoria().rss });
  console.log(
    `\nrodada longa: ${minutos} min, 8 conexões, endpoints alternados: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, erros ${r.non2xx + r.errors}`,
  );
  console.log(`RSS do servidor (MB) a cada 15 s: ${amostras.map((a) => Math.round(a.rss)).join(' ')}`);
}

export async function doisProcessos(
  servidores: Servidor[],
  url: string,
  d: Dados,
  lista: Endpoint[],
  token: string,
  segundos: number,
) {
  const criar = lista.find((e) => e.caminho === '/api/pedidosvenda/create');
  const busca = lista.find((e) => e.caminho === '/api/clientes/read');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const antes = await c.query<{ n: string }>(
    'SELECT coalesce(max(numero), 0) AS n FROM pedidos WHERE empresa_id = $1',
    [d.empresaId],
  );
  const base = Number(antes.rows[0]?.n ?? 0);
  console.log(`\ndois processos do servidor contra um PostgreSQL (16 conexões em cada, ${segundos} s)\n`);
  console.log('| endpoint | processo | req/s | p50 ms | p99 ms | erros |');
  console.log('|---|---|---:|---:|---:|---:|');
  let criados = 0;
  for (const e of [criar, busca]) {
    if (!e) continue;
    const r = await Promise.all(
      servidores.map((s) =>
        carregar({ porta: s.porta, caminho: e.caminho, corpo: e.corpo, token }, 16, segundos),
      ),
    );
    r.forEach((x, i) => {
      console.log(
        `| ${e.nome} | ${i === 0 ? 'A' : 'B'} (porta ${servidores[i]?.porta}) | ${Math.round(x.rps)} | ${x.p50} | ${x.p99} | ${x.erros} |`,
      );
    });
    const soma = r.reduce((s, x) => s + x.rps, 0);
    console.log(`| ${e.nome} | A + B | ${Math.round(soma)} | | | ${r.reduce((s, x) => s + x.erros, 0)} |`);
    if (e === criar) criados = r.reduce((s, x) => s + x.ok, 0);
  }
  const { rows } = await c.query<Record<string, string>>(
    `SELECT count(*) AS n, count(DISTINCT numero) AS distintos, min(numero) AS menor, max(numero) AS maior
     FROM pedidos WHERE empresa_id = $1 AND numero > $2`,
    [d.empresaId, base],
  );
  await c.end();
  const l = rows[0] ?? {};
  const n = Number(l.n);
  const contiguos = n === 0 || Number(l.maior) - Number(l.menor) + 1 === n;
  console.log(
    `\npedidos confirmados (200) pelos dois: ${criados}; gravados: ${n}; números distintos: ${l.distintos}; ` +
      `de ${l.menor} a ${l.maior} sem salto: ${contiguos ? 'sim' : 'NÃO'}; ` +
      // Requests still in flight when autocannon stops are saved but not counted: at most one per connection.
      `nada perdido: ${n >= criados && n - criados <= 32 ? 'sim' : 'NÃO'}`,
  );
}
