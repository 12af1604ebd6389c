// pgbench on the endpoints' captured statements (bench/pgbench/*.sql, written by bench/carga) against several
// PostgreSQL servers holding the same data (bench/gerar with the same seed on each): what each engine, as
// built, reaches on this machine. Separates the build and the version from anything the server does: the
// embedded default's binaries are compiled with -Os, Debian's with -O2 (pg_config's CFLAGS, printed below).
// Run (each URL an empty database filled by bench/gerar first; the first one is the reference):
//   npx tsx bench/motores.ts --urls "debian15=postgres://...:5432/x,embutido18=postgres://...:5419/x"
//   [--scripts "clientes-busca-rara,clientes-busca-comum"] [--segundos 8] [--conexoes 32] [--repeticoes 2]
// Servers are measured in turn, each script's runs interleaved across them so drift hits all alike.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { comCliente } from './conexao.ts';
import { opcao, texto } from './opcoes.ts';
import { rodarPgbench } from './pgbench.ts';

const pasta = join(import.meta.dirname, 'pgbench');
const motores = texto('urls', '')
  .split(',')
  .filter(Boolean)
  .map((par) => {
    const i = par.indexOf('=');
    if (i <= 0) throw new Error(`--urls: "${par}" não é nome=url`);
    return { nome: par.slice(0, i), url: par.slice(i + 1) };
  });
if (motores.length < 2) throw new Error('--urls precisa de ao menos dois servidores: nome=url,nome=url');

// Login and order creation write (and order creation chains returned ids): the read scripts are what
// compares engines evenly, the same rows each time.
const escrevem = new Set(['login.sql', 'pedidos-criar.sql']);
const scripts = texto(
  'scripts',
  readdirSync(pasta)
    .filter((n) => n.endsWith('.sql') && !escrevem.has(n))
    .map((n) => n.replace(/\.sql$/, ''))
    .join(','),
)
  .split(',')
  .filter(Boolean);
const segundos = opcao('segundos', 8);
const conexoes = opcao('conexoes', 32);
const repeticoes = opcao('repeticoes', 2);

console.log('\n| servidor | versão | otimização (CFLAGS) | clientes |');
console.log('|---|---|---|---:|');
for (const m of motores) {
  const linha = await comCliente(m.url, async (c) => {
    const versao =
      (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
    const cflags =
      (await c.query<{ s: string }>("select setting as s from pg_config where name = 'CFLAGS'")).rows[0]?.s ??
      '';
    const otimizacao = cflags.match(/-O\w*/g)?.join(' ') ?? '?';
    const clientes = (await c.query<{ n: string }>('select count(*) as n from clientes')).rows[0]?.n ?? '0';
    return `| ${m.nome} | ${versao} | ${otimizacao} | ${Number(clientes).toLocaleString('pt-BR')} |`;
  });
  console.log(linha);
}

const n = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 0 });
console.log(
  `\npgbench -M extended, ${conexoes} conexões, ${segundos} s, mediana de ${repeticoes} (÷ ${motores[0]?.nome})\n`,
);
console.log(
  `| script | ${motores.map((m) => `${m.nome} tps`).join(' | ')} | ${motores
    .slice(1)
    .map((m) => `${m.nome} ÷`)
    .join(' | ')} |`,
);
console.log(
  `|---|${motores.map(() => '---:').join('|')}|${motores
    .slice(1)
    .map(() => '---:')
    .join('|')}|`,
);
for (const s of scripts) {
  const script = readFileSync(join(pasta, `${s}.sql`), 'utf8');
  // A short warm-up on each: the first runs read pages into the cache.
  for (const m of motores) await rodarPgbench(m.url, script, Math.min(conexoes, 8), 2);
  const tps = motores.map((): number[] => []);
  for (let r = 0; r < repeticoes; r++) {
    for (const [i, m] of motores.entries()) {
      const res = await rodarPgbench(m.url, script, conexoes, segundos);
      if (res.erro) throw new Error(`${s} em ${m.nome}: ${res.erro}`);
      tps[i]?.push(res.tps);
    }
  }
  const medianas = tps.map((v) => {
    const o = [...v].sort((a, b) => a - b);
    const meio = Math.floor(o.length / 2);
    return o.length % 2 ? (o[meio] ?? 0) : ((o[meio - 1] ?? 0) + (o[meio] ?? 0)) / 2;
  });
  const ref = medianas[0] || 1;
  const razoes = medianas.slice(1).map((v) => `${Math.round((v / ref) * 100)}%`);
  console.log(`| ${s} | ${medianas.map(n).join(' | ')} | ${razoes.join(' | ')} |`);
}
