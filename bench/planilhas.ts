// Spreadsheets at scale: import of N customers (default 100,000) as a CSV, checked (simular=1) then
// applied (simular=0), and the export of the same N as CSV and XLSX. Files travel over real HTTP (curl
// in another process), so the memory sampled here (every 10 ms) is the server's own.
// Run: node --expose-gc --import tsx bench/planilhas.ts [N]   (DATABASE_URL for a PostgreSQL server, else the
// embedded one)
import { spawn } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { abrirAppBench } from './app-bench.ts';
import { cpfDoNumero, planilhaClientes } from './planilha-clientes.ts';

const N = Number(process.argv[2] ?? 100_000);
const MB = 1024 * 1024;
const pasta = mkdtempSync(join(tmpdir(), 'mascate-planilhas-'));

function gerarCsv(): string {
  const csv = planilhaClientes(N, (i) => ({
    nome: `Cliente ${i}`,
    fantasia: `Fantasia ${i}`,
    documento: cpfDoNumero(i, 100_000_000),
    contato: [`cliente${i}@exemplo.com.br`, '(11) 91234-5678', 'Centro'],
  }));
  const arquivo = join(pasta, 'clientes.csv');
  writeFileSync(arquivo, csv);
  return arquivo;
}

function curl(args: string[]): Promise<string> {
  return new Promise((ok, falha) => {
    const p = spawn('curl', ['-sS', ...args]);
    let saida = '';
    p.stdout.on('data', (d) => {
      saida += String(d);
    });
    p.on('close', (codigo) => (codigo === 0 ? ok(saida) : falha(new Error(`curl ${codigo}`))));
  });
}

type Medida = { etapa: string; linhas: number; segundos: number; rss: number; heap: number; mb: number };

async function medir(etapa: string, linhas: number, fn: () => Promise<number>): Promise<Medida> {
  // Each phase starts from a collected heap (run with --expose-gc), so one does not inherit the last's garbage.
  (globalThis as { gc?: () => void }).gc?.();
  const inicio = process.memoryUsage();
  let rss = inicio.rss;
  let heap = inicio.heapUsed + inicio.external;
  const amostra = setInterval(
    () => {
      // VIVA=1: collect before each sample, so the peak is live memory (slower: compare times without it).
      if (process.env.VIVA === '1') (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      rss = Math.max(rss, m.rss);
      heap = Math.max(heap, m.heapUsed + m.external);
    },
    process.env.VIVA === '1' ? 100 : 10,
  );
  const t0 = performance.now();
  const bytes = await fn();
  const segundos = (performance.now() - t0) / 1000;
  clearInterval(amostra);
  return {
    etapa,
    linhas,
    segundos,
    rss: (rss - inicio.rss) / MB,
    heap: (heap - inicio.heapUsed - inicio.external) / MB,
    mb: bytes / MB,
  };
}

const { app, banco, post, descricao, fechar } = await abrirAppBench();
const conta = { email: `planilhas-${Date.now()}@bench.com.br`, senha: 'senha-forte-1' };
await post('/api/estabelecimentos/create', { ...conta, nome: 'Bench Planilhas', imagem_login: '' });
const login = await post('/api/estabelecimentos/login', conta);
const token = String(login.corpo.retorno.token);
const empresaId = Number(login.corpo.retorno.id);
await banco.db.execute(sql`insert into rotas (empresa_id, nome) values (${empresaId}, 'Centro')`);
const endereco = await app.listen({ port: 0, host: '127.0.0.1' });
const auth = `authorization: Bearer ${token}`;
const arquivo = gerarCsv();
const tamanho = statSync(arquivo).size;

const importar = (simular: number) => async () => {
  const r = JSON.parse(
    await curl([
      '-H',
      auth,
      '-F',
      `arquivo=@${arquivo};type=text/csv`,
      '-F',
      `simular=${simular}`,
      '-F',
      'atualizar=0',
      `${endereco}/api/clientes/importar`,
    ]),
  );
  if (r.retorno.erros !== 0 || r.retorno.novos !== N) throw new Error(JSON.stringify(r.retorno));
  return tamanho;
};
const exportar = (formato: string) => async () => {
  const saida = join(pasta, `exportado.${formato}`);
  await curl(['-f', '-H', auth, '-o', saida, `${endereco}/api/clientes/exportar?formato=${formato}`]);
  return statSync(saida).size;
};

const medidas = [
  await medir('importar: conferir (simular=1)', N, importar(1)),
  await medir('importar: gravar (simular=0)', N, importar(0)),
];
await banco.db.execute(sql`analyze clientes`);
medidas.push(
  await medir('exportar CSV', N, exportar('csv')),
  await medir('exportar XLSX', N, exportar('xlsx')),
);

console.log(`\nPlanilhas de clientes, ${N.toLocaleString('pt-BR')} linhas (${descricao})\n`);
console.log(
  '| etapa | linhas | MB do arquivo | segundos | linhas/s | pico RSS (+MB) | pico heap+external (+MB) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const m of medidas)
  console.log(
    `| ${m.etapa} | ${m.linhas.toLocaleString('pt-BR')} | ${m.mb.toFixed(1)} | ${m.segundos.toFixed(2)} | ${Math.round(m.linhas / m.segundos).toLocaleString('pt-BR')} | ${m.rss.toFixed(0)} | ${m.heap.toFixed(0)} |`,
  );
await app.close();
await fechar();
