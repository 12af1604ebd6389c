// Fires N order creations at once through the real app and prints throughput and latency.
// Run: npx tsx bench/pedidos-concorrencia.ts [N]   (embedded database, or DATABASE_URL when set)
import { performance } from 'node:perf_hooks';
import { clientes, produtos, unidades } from '../packages/server/src/db/schema.ts';
import { abrirAppBench } from './app-bench.ts';

const N = Number(process.argv[2] ?? 200);
const { app, banco, post, novaEmpresa, descricao, fechar } = await abrirAppBench();

// A new company per run, so the numbers start at 1 even on a shared PostgreSQL.
const { token, empresaId } = await novaEmpresa('Bench');
const [un] = await banco.db
  .insert(unidades)
  .values({ empresaId, sigla: 'UN', descricao: 'Unidade' })
  .returning();
const [cli] = await banco.db
  .insert(clientes)
  .values({ empresaId, nome: 'Cliente', cnpjCpf: '52998224725' })
  .returning();
const prods = await banco.db
  .insert(produtos)
  .values(
    Array.from({ length: 5 }, (_, i) => ({
      empresaId,
      codigo: `P${i}`,
      descricao: `Produto ${i}`,
      unidadeId: un?.id ?? 0,
      preco: '10.00',
      estoque: '1000000',
    })),
  )
  .returning();

// Three products per order, in varying order, so stock row locks really interleave.
const corpo = (i: number) => {
  const itens = [0, 1, 2].map((k) => prods[(i + k) % prods.length]);
  return {
    data: '2025-06-01',
    participante_id: cli?.id,
    valor: 60,
    desconto: 0,
    produtos: itens.map((p) => ({ id: `${i}-${p?.id}`, produto_id: p?.id, qt: 2, preco: 10, total: 20 })),
    parcelas: [
      { parcela: 1, vencimento: '2025-07-01', valor: 30 },
      { parcela: 2, vencimento: '2025-07-31', valor: 30 },
    ],
  };
};

const latencias: number[] = [];
const inicio = performance.now();
const respostas = await Promise.all(
  Array.from({ length: N }, async (_, i) => {
    const t = performance.now();
    const r = await post('/api/pedidosvenda/create', corpo(i), token);
    latencias.push(performance.now() - t);
    return r;
  }),
);
const segundos = (performance.now() - inicio) / 1000;
latencias.sort((a, b) => a - b);
const pct = (p: number) => latencias[Math.min(latencias.length - 1, Math.floor(p * latencias.length))] ?? 0;
const numeros = respostas.map((r) => Number(r.corpo.retorno.numero)).sort((a, b) => a - b);
const sequenciais = numeros.every((n, i) => n === i + 1);
const falhas = respostas.filter((r) => r.status !== 200);

console.log(`banco: ${descricao}; pedidos: ${N} simultâneos`);
console.log(`vazão: ${(N / segundos).toFixed(1)} pedidos/s (${segundos.toFixed(2)} s)`);
console.log(`latência p50: ${pct(0.5).toFixed(0)} ms, p95: ${pct(0.95).toFixed(0)} ms`);
console.log(`falhas: ${falhas.length}${falhas[0] ? ` (${falhas[0].corpo.retorno.mensagem})` : ''}`);
console.log(`números 1..${N} sem salto nem repetição: ${sequenciais ? 'sim' : 'NÃO'}`);
await app.close();
await fechar();
