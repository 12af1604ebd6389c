// Receivables (issue 30): titulos/read and the aging report (relatorios/vencimentos) over many
// receivables. N receivables of N/10 invoiced orders (10 instalments each) over 20,000 customers, due
// dates spread over a year around today, about a third paid. Each read is a POST through the real app
// (inject), one after another; p50 and p99 printed.
// Run: npx tsx bench/titulos.ts [N receivables] [repetitions]   (DATABASE_URL: an empty database to use)
import { sql } from 'drizzle-orm';
import { abrirAppBench } from './app-bench.ts';
import { medirLeitura } from './medir.ts';

const N = Number(process.argv[2] ?? 1_000_000);
const REPETICOES = Number(process.argv[3] ?? 100);
const CLIENTES = 20_000;
const PEDIDOS = Math.ceil(N / 10);

const { app, banco, post, novaEmpresa, empresaSemeada, descricao, fechar } = await abrirAppBench();
const semeada = await empresaSemeada('Bench Títulos');
const { token, empresaId } = semeada ?? (await novaEmpresa('Bench Títulos'));

const inicio = Date.now();
if (!semeada) {
  await banco.db.execute(sql`insert into clientes (empresa_id, nome, cnpj_cpf)
  select ${empresaId}, 'Cliente ' || g, '52998224725' from generate_series(1, ${CLIENTES}) g`);
}
const linhas = async <T>(q: ReturnType<typeof sql>) =>
  ((await banco.db.execute(q)) as unknown as { rows: T[] }).rows;
const [faixa] = await linhas<{ primeiro: number }>(
  sql`select min(id) as primeiro from clientes where empresa_id = ${empresaId}`,
);
const primeiro = Number(faixa?.primeiro ?? 0);
if (!semeada) {
  await banco.db.execute(sql`insert into pedidos (empresa_id, numero, data, participante_id, valor, situacao)
  select ${empresaId}, g, current_date - (g % 365), ${primeiro} + g % ${CLIENTES}, 1000, 'faturado'
    from generate_series(1, ${PEDIDOS}) g`);
  await banco.db.execute(sql`insert into titulos (empresa_id, pedido_id, parcela, cliente_id, vencimento, valor_centavos, pago_centavos, pago_em)
  select p.empresa_id, p.id, x, p.participante_id, p.data + 30 * x - 150, 10000,
         case when (p.id + x) % 3 = 0 then 10000 when (p.id + x) % 7 = 0 then 4000 else 0 end,
         case when (p.id + x) % 3 = 0 then p.data + 30 * x - 150 end
    from pedidos p, generate_series(1, 10) x
   where p.empresa_id = ${empresaId}`);
  // As after any bulk load (and as bench/carga does): the visibility map set, the statistics fresh.
  await banco.db.execute(sql`vacuum (analyze) clientes`);
  await banco.db.execute(sql`vacuum (analyze) pedidos`);
  await banco.db.execute(sql`vacuum (analyze) titulos`);
}
const [contagem] = await linhas<{ n: string }>(
  sql`select count(*) as n from titulos where empresa_id = ${empresaId}`,
);
const semeados = Number(contagem?.n ?? 0);
const segundos = ((Date.now() - inicio) / 1000).toFixed(0);

async function medir(url: string, corpo: object, repeticoes: number) {
  // The first five calls warm the caches.
  const m = await medirLeitura(() => post(url, corpo, token), repeticoes, 5);
  return { ...m, linhas: Number(m.ultima.corpo.total ?? m.ultima.corpo.registros.length) };
}

const CASOS: [string, string, object, number][] = [
  ['titulos/read: primeira página (50, com total)', '/api/titulos/read', { limite: 50 }, REPETICOES],
  [
    'titulos/read: vencidos (50, com total)',
    '/api/titulos/read',
    { limite: 50, situacao: 'vencido' },
    REPETICOES,
  ],
  ['titulos/read: abertos (50)', '/api/titulos/read', { limite: 50, situacao: 'aberto' }, REPETICOES],
  [
    'titulos/read: página 100 (50 por página)',
    '/api/titulos/read',
    { limite: 50, deslocamento: 4950 },
    REPETICOES,
  ],
  ['titulos/read: um cliente', '/api/titulos/read', { limite: 50, cliente_id: primeiro + 7 }, REPETICOES],
  // The report in pages of 50 customers (the biggest debtors first), with the totals of all of them.
  [
    'relatorios/vencimentos: primeira página (todos os clientes, 50, com total)',
    '/api/relatorios/vencimentos',
    { limite: 50 },
    REPETICOES,
  ],
  [
    'relatorios/vencimentos: página funda (todos os clientes, a partir do 19.951º)',
    '/api/relatorios/vencimentos',
    { limite: 50, deslocamento: CLIENTES - 50, contar_total: 0 },
    REPETICOES,
  ],
  [
    'relatorios/vencimentos (um cliente)',
    '/api/relatorios/vencimentos',
    { cliente_id: primeiro + 7 },
    REPETICOES,
  ],
];

const [carga] = (await import('node:os')).loadavg();
console.log(
  `\ntítulos (${semeada ? 'dados já semeados' : 'semeados agora'}): ${semeados.toLocaleString('pt-BR')} títulos, ${CLIENTES.toLocaleString('pt-BR')} clientes (semeados em ${segundos} s); ${descricao}; load average ${carga?.toFixed(1)} no início\n`,
);
console.log('| leitura | linhas/total | repetições | p50 (ms) | p99 (ms) |');
console.log('|---|---|---|---|---|');
for (const [nome, url, corpo, repeticoes] of CASOS) {
  const m = await medir(url, corpo, repeticoes);
  console.log(
    `| ${nome} | ${m.linhas.toLocaleString('pt-BR')} | ${repeticoes} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} |`,
  );
}
console.log(`\nload average no fim: ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`);
await app.close();
await fechar();
