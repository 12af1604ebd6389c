// Seeds invoiced orders with their items and commission lines in one company (20 representatives, two
// years) and prints the latency of comissoes/extrato (one representative, one month; its first page of
// orders and a deep one) and of a page of
// comissoes/read through the real app (app.inject). Prints figures; asserts nothing.
// Run: npx tsx bench/comissoes.ts [orders] [calls]   (embedded database, or DATABASE_URL when set)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { abrirAppBench } from './app-bench.ts';

const PEDIDOS = Number(process.argv[2] ?? 1_000_000);
const CHAMADAS = Number(process.argv[3] ?? 100);
const REPRESENTANTES = 20;
const MESES = 24;

const { app, banco, post, novaEmpresa, empresaSemeada, descricao, fechar } = await abrirAppBench();
const semeada = await empresaSemeada('Bench comissões');
const { empresaId, token } = semeada ?? (await novaEmpresa('Bench comissões'));
const db = banco.db;

const inicioSeed = performance.now();
if (!semeada) {
  await db.execute(
    sql`insert into clientes (empresa_id, nome, cnpj_cpf) values (${empresaId}, 'Cliente', '52998224725')`,
  );
  await db.execute(
    sql`insert into unidades (empresa_id, sigla, descricao) values (${empresaId}, 'UN', 'Unidade')`,
  );
  await db.execute(sql`
  insert into produtos (empresa_id, codigo, descricao, unidade_id, preco)
  select ${empresaId}, 'P' || g, 'Produto ' || g, (select min(id) from unidades where empresa_id = ${empresaId}), 10
  from generate_series(1, 2) g`);
  await db.execute(sql`
  insert into representantes (empresa_id, nome, cnpj_cpf)
  select ${empresaId}, 'Representante ' || g, '52998224725' from generate_series(1, ${REPRESENTANTES}::int) g`);
}
const [ids] = (
  (await db.execute(sql`select (select min(id) from clientes where empresa_id = ${empresaId}) as cliente,
    (select min(id) from produtos where empresa_id = ${empresaId}) as produto,
    (select min(id) from representantes where empresa_id = ${empresaId}) as rep`)) as unknown as {
    rows: { cliente: number; produto: number; rep: number }[];
  }
).rows;
if (!ids) throw new Error('sem cadastros');
if (!semeada) {
  // In batches of 100,000 orders: each order two items and a line per item, earned on a day of the last two
  // years (São Paulo noon), for one of the representatives.
  const LOTE = 100_000;
  for (let de = 1; de <= PEDIDOS; de += LOTE) {
    const ate = Math.min(PEDIDOS, de + LOTE - 1);
    await db.execute(sql`
    insert into pedidos (empresa_id, numero, data, participante_id, vendedor_id, valor, desconto, situacao)
    select ${empresaId}, g, (current_date - ((g::bigint * 7919) % (${MESES} * 30))::int)::date, ${ids.cliente},
      ${ids.rep} + (g % ${REPRESENTANTES}), 30, 0, 'faturado'
    from generate_series(${de}::int, ${ate}::int) g`);
    await db.execute(sql`
    insert into pedido_itens (empresa_id, pedido_id, seq, produto_id, descricao, qt, preco, total)
    select p.empresa_id, p.id, s, ${ids.produto} + s - 1, 'Produto ' || s, 1, 10 * s, 10 * s
    from pedidos p cross join generate_series(1, 2) s
    where p.empresa_id = ${empresaId} and p.numero between ${de} and ${ate}`);
    await db.execute(sql`
    insert into comissoes (empresa_id, representante_id, pedido_id, seq, produto_id, evento, base, percentual, valor, ganho_em)
    select i.empresa_id, p.vendedor_id, i.pedido_id, i.seq, i.produto_id, 'faturamento', i.total, 5, round(i.total * 0.05, 2),
      (p.data + time '12:00') at time zone 'America/Sao_Paulo'
    from pedido_itens i join pedidos p on p.empresa_id = i.empresa_id and p.id = i.pedido_id
    where p.empresa_id = ${empresaId} and p.numero between ${de} and ${ate}`);
  }
  await db.execute(sql`vacuum (analyze) pedidos`);
  await db.execute(sql`vacuum (analyze) pedido_itens`);
  await db.execute(sql`vacuum (analyze) comissoes`);
}
const segundosSeed = (performance.now() - inicioSeed) / 1000;

const hoje = new Date();
const meses = Array.from({ length: MESES - 1 }, (_, i) => {
  const d = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() - 1 - i, 1));
  return d.toISOString().slice(0, 7);
});

async function medir(nome: string, chamar: (i: number) => Promise<{ status: number; corpo: unknown }>) {
  const tempos: number[] = [];
  let resposta: unknown;
  // Five untimed calls first, as bench/titulos.ts: the first calls of a process compile the code and
  // open the pool's connections, which no call of a running server pays.
  for (let i = 0; i < 5; i++) await chamar(CHAMADAS + i);
  for (let i = 0; i < CHAMADAS; i++) {
    const t = performance.now();
    const r = await chamar(i);
    tempos.push(performance.now() - t);
    if (r.status !== 200) throw new Error(JSON.stringify(r.corpo));
    resposta = r.corpo;
  }
  tempos.sort((a, b) => a - b);
  const pct = (p: number) =>
    tempos[Math.min(tempos.length - 1, Math.ceil((p / 100) * tempos.length) - 1)] ?? 0;
  console.log(
    `| ${nome} | ${CHAMADAS} | ${pct(50).toFixed(1)} | ${pct(95).toFixed(1)} | ${pct(99).toFixed(1)} | ${(tempos.at(-1) ?? 0).toFixed(1)} |`,
  );
  return resposta;
}

console.log(
  `banco: ${descricao}; pedidos faturados: ${PEDIDOS} (2 itens e 2 linhas de comissão cada), ${REPRESENTANTES} representantes, ${MESES} meses; seed: ${segundosSeed.toFixed(1)} s; load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log('| chamada | chamadas | p50 ms | p95 ms | p99 ms | máx ms |');
console.log('|---|---|---|---|---|---|');
// The statement comes a page of orders at a time (50 when not asked), with the month's totals.
const ultimo = (await medir('comissoes/extrato (1 representante, 1 mês: 1ª página, 50 pedidos)', (i) =>
  post(
    '/api/comissoes/extrato',
    { representante_id: ids.rep + (i % REPRESENTANTES), mes: meses[i % meses.length] },
    token,
  ),
)) as { registros: { pedidos: unknown[]; pedidos_total: number }[] };
await medir('comissoes/extrato (página funda: a partir do 2.001º pedido)', (i) =>
  post(
    '/api/comissoes/extrato',
    {
      representante_id: ids.rep + (i % REPRESENTANTES),
      mes: meses[i % meses.length],
      limite: 50,
      deslocamento: 2000,
    },
    token,
  ),
);
await medir('comissoes/read (página de 50, 1 mês, 1 representante)', (i) => {
  const mes = meses[i % meses.length] ?? '';
  return post(
    '/api/comissoes/read',
    {
      representante_id: ids.rep + (i % REPRESENTANTES),
      data_ini: `${mes}-01`,
      data_fin: `${mes}-28`,
      limite: 50,
    },
    token,
  );
});
console.log(
  `pedidos no último extrato: ${ultimo.registros[0]?.pedidos_total ?? 0} (na página: ${ultimo.registros[0]?.pedidos.length ?? 0})`,
);
await app.close();
await fechar();
