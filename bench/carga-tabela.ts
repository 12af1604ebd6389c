// bench/carga.ts's tables, in Markdown so they paste into docs/desempenho.md as printed.
import type { Carga } from './canhao.ts';
import type { ResultadoPgbench } from './pgbench.ts';

/** CPU ms per request of the server process and of PostgreSQL under the API, and per pgbench transaction. */
export type Cpu = { node: number; pg: number; pgbench: number };
export type Linha = { conexoes: number; api: Carga; base: number; pgbench: ResultadoPgbench; cpu: Cpu };

/** Requests per second one core could serve, from the CPU each request took (Node + PostgreSQL). */
const porNucleo = (c: Cpu) => 1000 / (c.node + c.pg || 1);

// A negative CPU figure means a backend ended inside the window (pool idle timeout): shown as '—'.
const n = (v: number, casas = 0) =>
  v < 0 ? '—' : v.toLocaleString('pt-BR', { maximumFractionDigits: casas, minimumFractionDigits: casas });
const pct = (v: number) => `${n(v * 100, v < 0.1 ? 1 : 0)}%`;

export function imprimirEndpoint(nome: string, linhas: Linha[]): void {
  console.log(`\n${nome}\n`);
  console.log(
    '| conexões | req/s | p50 ms | p99 ms | erros | ÷ rota {} | pgbench tps | pgbench p99 ms | ÷ pgbench | CPU ms/req Node | CPU ms/req PG | CPU ms/tx pgbench |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const l of linhas) {
    const cpu = `${n(l.cpu.node, 2)} | ${n(l.cpu.pg, 2)} | ${l.pgbench.erro ? '' : n(l.cpu.pgbench, 2)} |`;
    const falhas = l.pgbench.falhas ? ` (${l.pgbench.falhas} falhas)` : '';
    console.log(
      `| ${l.conexoes} | ${n(l.api.rps)} | ${n(l.api.p50, 1)} | ${n(l.api.p99, 1)} | ${l.api.erros}${l.api.detalhe ? ` (${l.api.detalhe})` : ''} | ${pct(l.api.rps / (l.base || 1))} | ` +
        (l.pgbench.erro
          ? `erro: ${l.pgbench.erro} | | | ${cpu}`
          : `${n(l.pgbench.tps)}${falhas} | ${n(l.pgbench.p99, 1)} | ${pct(l.api.rps / (l.pgbench.tps || 1))} | ${cpu}`),
    );
  }
}

/** The issue's targets side by side at the largest connection count. */
export function imprimirResumo(resumo: { nome: string; linha: Linha; preparado: ResultadoPgbench }[]): void {
  const c = resumo[0]?.linha.conexoes ?? 0;
  console.log(`\nresumo a ${c} conexões\n`);
  console.log(
    '| endpoint | req/s | p99 ms | erros | ÷ pgbench | CPU ms/req (Node + PG) | req/s por núcleo (CPU) | pgbench preparado tps | ÷ pgbench preparado |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { nome, linha, preparado } of resumo) {
    const cpu = linha.cpu;
    const prep = preparado.erro
      ? `erro: ${preparado.erro} | |`
      : `${n(preparado.tps)} | ${pct(linha.api.rps / (preparado.tps || 1))} |`;
    console.log(
      `| ${nome} | ${n(linha.api.rps)} | ${n(linha.api.p99, 1)} | ${linha.api.erros} | ${pct(linha.api.rps / (linha.pgbench.tps || 1))} | ` +
        `${n(cpu.node, 2)} + ${n(cpu.pg, 2)} | ${n(porNucleo(cpu))} | ${prep}`,
    );
  }
}
