// bench/carga.ts's tables, in Markdown so they paste into docs/desempenho.md as printed.
import type { Carga } from './canhao.ts';
import type { ResultadoPgbench } from './pgbench.ts';

export type Linha = { conexoes: number; api: Carga; base: number; pgbench: ResultadoPgbench };

const n = (v: number, casas = 0) =>
  v.toLocaleString('pt-BR', { maximumFractionDigits: casas, minimumFractionDigits: casas });
const pct = (v: number) => `${n(v * 100, v < 0.1 ? 1 : 0)}%`;

export function imprimirEndpoint(nome: string, linhas: Linha[]): void {
  console.log(`\n${nome}\n`);
  console.log(
    '| conexões | req/s | p50 ms | p99 ms | erros | ÷ rota {} | pgbench tps | pgbench p99 ms | ÷ pgbench |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const l of linhas) {
    const falhas = l.pgbench.falhas ? ` (${l.pgbench.falhas} falhas)` : '';
    console.log(
      `| ${l.conexoes} | ${n(l.api.rps)} | ${n(l.api.p50, 1)} | ${n(l.api.p99, 1)} | ${l.api.erros}${l.api.detalhe ? ` (${l.api.detalhe})` : ''} | ${pct(l.api.rps / (l.base || 1))} | ` +
        (l.pgbench.erro
          ? `erro: ${l.pgbench.erro} | | |`
          : `${n(l.pgbench.tps)}${falhas} | ${n(l.pgbench.p99, 1)} | ${pct(l.api.rps / (l.pgbench.tps || 1))} |`),
    );
  }
}

/** The issue's targets side by side at the largest connection count. */
export function imprimirResumo(resumo: { nome: string; linha: Linha }[]): void {
  const c = resumo[0]?.linha.conexoes ?? 0;
  console.log(`\nresumo a ${c} conexões\n`);
  console.log('| endpoint | req/s | p99 ms | erros | ÷ pgbench |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { nome, linha } of resumo) {
    console.log(
      `| ${nome} | ${n(linha.api.rps)} | ${n(linha.api.p99, 1)} | ${linha.api.erros} | ${pct(linha.api.rps / (linha.pgbench.tps || 1))} |`,
    );
  }
}
