// How long the compiled server takes from spawn to answering /api/health on the embedded default: with a
// new DATA_DIR (initdb, start, migrations) and with an existing one (start only), N times each.
// Run:  npx tsx bench/partida.ts [--vezes 5] [--porta 3360] [--dados <existing DATA_DIR to start too>]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { opcao, texto } from './opcoes.ts';
import { iniciarServidor, prepararServidor } from './servidor.ts';

const vezes = opcao('vezes', 5);
const porta = opcao('porta', 3360);
const dadosGrandes = texto('dados', '');
const forma = prepararServidor(false);

async function medir(dataDir: string): Promise<number> {
  const s = await iniciarServidor({ porta, forma, env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
  await s.parar();
  return s.inicioMs;
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const segundos = (ms: number) => (ms / 1000).toFixed(2).replace('.', ',');

console.log(
  `Mascate bench/partida: ${forma}; ${new Date().toISOString()}; load average ${loadavg()[0]?.toFixed(1)}`,
);
const linhas: [string, number[]][] = [];
const novas: number[] = [];
const existentes: number[] = [];
for (let i = 0; i < vezes; i++) {
  const pasta = mkdtempSync(join(tmpdir(), 'mascate-partida-'));
  try {
    novas.push(await medir(pasta));
    existentes.push(await medir(pasta));
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}
linhas.push(['DATA_DIR novo (initdb, migrações)', novas], ['DATA_DIR existente, sem dados', existentes]);
if (dadosGrandes) {
  const grandes: number[] = [];
  for (let i = 0; i < vezes; i++) grandes.push(await medir(dadosGrandes));
  linhas.push([`DATA_DIR existente com os dados de bench/gerar (${dadosGrandes})`, grandes]);
}
console.log(
  '\n| início até /api/health | mediana s | mínimo s | máximo s | vezes |\n|---|---:|---:|---:|---:|',
);
for (const [nome, ms] of linhas)
  console.log(
    `| ${nome} | ${segundos(mediana(ms))} | ${segundos(Math.min(...ms))} | ${segundos(Math.max(...ms))} | ${ms.length} |`,
  );
