// Seeds 1,000,000 orders across a few companies and prints the latency of the dashboard's
// pedidosvenda/resumo_mensal through the real app (app.inject). Prints figures; asserts nothing.
// Run: npx tsx bench/pedidos-resumo.ts [orders] [calls]   (embedded database, or DATABASE_URL when set)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { abrirAppBench } from './app-bench.ts';

const PEDIDOS = Number(process.argv[2] ?? 1_000_000);
const CHAMADAS = Number(process.argv[3] ?? 50);
const EMPRESAS = 4;

const { app, banco, post, novaEmpresa, descricao, fechar } = await abrirAppBench();

const empresas: { id: number; token: string }[] = [];
for (let i = 0; i < EMPRESAS; i++) {
  const { empresaId, token } = await novaEmpresa(`Bench ${i}`);
  empresas.push({ id: empresaId, token });
}

// Orders need a customer (foreign key); dates spread over the last three years so 'this year' is a slice.
const inicioSeed = performance.now();
for (const [i, e] of empresas.entries()) {
  const n = Math.floor(PEDIDOS / EMPRESAS) + (i < PEDIDOS % EMPRESAS ? 1 : 0);
  await banco.db.execute(
    sql`insert into clientes (empresa_id, nome, cnpj_cpf) values (${e.id}, 'Cliente', '52998224725')`,
  );
  await banco.db.execute(sql`
    insert into pedidos (empresa_id, numero, data, participante_id, valor, desconto)
    select ${e.id}, g, (current_date - ((g * 7919) % 1095))::date,
           (select min(id) from clientes where empresa_id = ${e.id}), ((g % 500) + 1)::numeric(14,2), 0
    from generate_series(1, ${n}::int) as g`);
}
await banco.db.execute(sql`analyze pedidos`);
const segundosSeed = (performance.now() - inicioSeed) / 1000;

const tempos: number[] = [];
let quantidadeAno = 0;
for (let i = 0; i < CHAMADAS; i++) {
  const e = empresas[i % empresas.length];
  if (!e) continue;
  const t = performance.now();
  const r = await post('/api/pedidosvenda/resumo_mensal', {}, e.token);
  tempos.push(performance.now() - t);
  if (r.status !== 200) throw new Error(JSON.stringify(r.corpo));
  if (i === 0)
    quantidadeAno = (r.corpo.registros as { quantidade: number }[]).reduce((s, m) => s + m.quantidade, 0);
}
tempos.sort((a, b) => a - b);
const pct = (p: number) => tempos[Math.min(tempos.length - 1, Math.floor((p / 100) * tempos.length))] ?? 0;

console.log(
  `banco: ${descricao}; pedidos: ${PEDIDOS} em ${EMPRESAS} empresas; seed: ${segundosSeed.toFixed(1)} s`,
);
console.log(`pedidos deste ano de uma empresa: ${quantidadeAno}`);
console.log(
  `resumo_mensal, ${CHAMADAS} chamadas: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms`,
);
await app.close();
await fechar();
