// Fills a PostgreSQL database with realistic pt-BR data through COPY: one large company (100,000 customers,
// 600,000 products, 1,000,000 orders over two years with items and instalments, 200 representatives,
// 2,000 routes) and 1,000 small ones, each with a user (password 'senha-bench') and a session token.
// Prints rows per second per table. Connect as the database owner (row-level security does not apply).
// Run: DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/mascate_bench npx tsx bench/gerar.ts
//   [--escala 0.1] (sizes × 0.1)  [--pequenas 1000]  [--recriar] (drops and recreates that database)
//   [--forma realista] (clustered surnames, shared prefix words, 'Loja <n>', shared product words: issue 25)
import { performance } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { abrirBanco } from '../packages/server/src/db/banco.ts';
import { migrar } from '../packages/server/src/db/migrar.ts';
import { garantirAdega } from './adega.ts';
import { type Copiado, copiar } from './copiar.ts';
import { aleatorio } from './dados-br.ts';
import {
  type Catalogo,
  type FormaDados,
  type Tabela,
  tabelaClientes,
  tabelaProdutos,
  tabelasCadastro,
} from './gerar-cadastros.ts';
import { copiarPedidos } from './gerar-pedidos.ts';
import { planejar, SENHA_BENCH } from './gerar-plano.ts';
import { opcao, tem, texto, urlBanco } from './opcoes.ts';

const url = urlBanco();
const escala = opcao('escala', 1);
const formaPedida = texto('forma', 'padrao');
if (formaPedida !== 'padrao' && formaPedida !== 'realista') throw new Error('--forma padrao ou realista');
const forma: FormaDados = formaPedida;
const pequenas = opcao('pequenas', Math.round(1000 * Math.min(1, escala)));
const r = aleatorio(opcao('semente', 20261124));

if (tem('recriar')) {
  const nome = new URL(url).pathname.slice(1);
  if (!nome || nome === 'postgres')
    throw new Error('--recriar precisa de um banco próprio na URL (não "postgres")');
  const admUrl = new URL(url);
  admUrl.pathname = '/postgres';
  const adm = new pg.Client({ connectionString: admUrl.toString() });
  await adm.connect();
  await adm.query(`DROP DATABASE IF EXISTS "${nome}" WITH (FORCE)`);
  await adm.query(`CREATE DATABASE "${nome}"`);
  await adm.end();
}

const banco = abrirBanco({ url, maxConexoes: 1 });
await migrar(banco);
await banco.fechar();

const pool = new pg.Pool({ connectionString: url, max: 4 });
const { rows: existentes } = await pool.query<{ n: string }>('select count(*) as n from empresas');
if (Number(existentes[0]?.n) > 0) throw new Error('O banco já tem empresas: use um banco vazio ou --recriar');

const empresas = planejar(escala, pequenas);
console.log(
  `forma ${forma}, escala ${escala}: 1 empresa grande e ${pequenas} pequenas; senha de todos: ${SENHA_BENCH}`,
);
const inicio = performance.now();
const senhaHash = await hash(SENHA_BENCH);
const catalogos = new Map<number, Catalogo>();

// The data is generated consistent, so foreign-key triggers are skipped while copying (checked below).
async function conexao() {
  const c = await pool.connect();
  await c
    .query('SET session_replication_role = replica')
    .catch(() => console.log('(sem superusuário: chaves estrangeiras conferidas na cópia)'));
  return c;
}
const linhasDe = (t: Tabela) =>
  (function* () {
    for (const e of empresas) yield* t.linhas(e);
  })();

const copiados: Copiado[] = [];
const c1 = await conexao();
const c2 = await conexao();
const c3 = await conexao();
for (const t of tabelasCadastro(r, senhaHash, (e) => e.pedidos))
  copiados.push(await copiar(c1, t.tabela, t.colunas, linhasDe(t)));
// Customers and products in parallel, on two connections (each table's own generator).
const rc = aleatorio(opcao('semente', 20261124) + 1);
const tc = tabelaClientes(rc, forma);
const tp = tabelaProdutos(r, catalogos, forma);
copiados.push(
  ...(await Promise.all([
    copiar(c1, tc.tabela, tc.colunas, linhasDe(tc)),
    copiar(c2, tp.tabela, tp.colunas, linhasDe(tp)),
  ])),
);
copiados.push(...(await copiarPedidos([c1, c2, c3], r, empresas, catalogos)));
for (const c of [c1, c2, c3]) c.release();

// Identity sequences continue after the copied ids, so the app's inserts do not collide.
const identidades = [
  'empresas',
  'pessoas',
  'usuarios',
  'formas_pagamento',
  'unidades',
  'rotas',
  'representantes',
  'clientes',
  'produtos',
  'pedidos',
];
for (const t of identidades) {
  await pool.query(
    `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`,
  );
}

// The foreign keys skipped during the copy, checked once over the whole tables.
const orfaos = await pool.query<{ n: string; fk: string }>(`
  SELECT 'itens→pedidos' AS fk, count(*) AS n FROM pedido_itens i WHERE NOT EXISTS (SELECT 1 FROM pedidos p WHERE p.empresa_id = i.empresa_id AND p.id = i.pedido_id)
  UNION ALL SELECT 'itens→produtos', count(*) FROM pedido_itens i WHERE NOT EXISTS (SELECT 1 FROM produtos p WHERE p.empresa_id = i.empresa_id AND p.id = i.produto_id)
  UNION ALL SELECT 'parcelas→pedidos', count(*) FROM pedido_parcelas x WHERE NOT EXISTS (SELECT 1 FROM pedidos p WHERE p.empresa_id = x.empresa_id AND p.id = x.pedido_id)
  UNION ALL SELECT 'pedidos→clientes', count(*) FROM pedidos p WHERE NOT EXISTS (SELECT 1 FROM clientes c WHERE c.empresa_id = p.empresa_id AND c.id = p.participante_id)
  UNION ALL SELECT 'clientes→rotas', count(*) FROM clientes c WHERE c.rota_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM rotas x WHERE x.empresa_id = c.empresa_id AND x.id = c.rota_id)`);
const quebradas = orfaos.rows.filter((l) => Number(l.n) > 0);
if (quebradas.length) throw new Error(`chaves estrangeiras quebradas: ${JSON.stringify(quebradas)}`);

// The copy skipped triggers (replica mode), so the dashboard's monthly summary (migration 0010) is rebuilt.
await pool.query('SELECT refazer_resumo_pedidos()');
// ... and each order's copy of its customer's search column (migration 0075).
await pool.query('SELECT refazer_cliente_busca_pedidos()');

// Another company's wines, a word the large company's products never hold (bench/adega.ts).
await garantirAdega(url, escala);

// VACUUM sets the visibility map too, so index-only scans (the dashboard's covering index) work at once.
const antesVacuum = performance.now();
await pool.query('VACUUM (ANALYZE)');
const vacuum = (performance.now() - antesVacuum) / 1000;
await pool.end();

const total = (performance.now() - inicio) / 1000;
console.log('\ntabela                    linhas      s    linhas/s');
for (const c of copiados) {
  console.log(
    `${c.tabela.padEnd(22)}${String(c.linhas).padStart(10)}${c.segundos.toFixed(1).padStart(7)}${Math.round(
      c.linhas / c.segundos,
    )
      .toLocaleString('pt-BR')
      .padStart(12)}`,
  );
}
const soma = copiados.reduce((s, c) => s + c.linhas, 0);
console.log(
  `${'total'.padEnd(22)}${String(soma).padStart(10)}${total.toFixed(1).padStart(7)}${Math.round(soma / total)
    .toLocaleString('pt-BR')
    .padStart(12)}`,
);
console.log(`(VACUUM ANALYZE: ${vacuum.toFixed(1)} s; chaves estrangeiras conferidas: nenhuma órfã)`);
