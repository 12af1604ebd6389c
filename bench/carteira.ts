// The customer list of a vendedor (issue 14) against the administrator's: 100,000 customers over 10
// routes, the vendedor's representative on one of them (10,000 customers). The vendedor's list carries
// the explicit portfolio filter and the row-level-security policy; the administrator's has neither.
// Each read is POST /api/clientes/read through the real app (inject), timed one after another.
// Run: npx tsx bench/carteira.ts [N customers] [repetitions]   (DATABASE_URL: an empty database to use)
import { eq, sql } from 'drizzle-orm';
import { hashSenha } from '../packages/server/src/acesso/senhas.ts';
import { pessoas, usuarios } from '../packages/server/src/db/schema.ts';
import { abrirAppBench } from './app-bench.ts';
import { medirLeitura } from './medir.ts';

const N = Number(process.argv[2] ?? 100_000);
const REPETICOES = Number(process.argv[3] ?? 200);
const ROTAS = 10;

const { app, banco, post, descricao, fechar } = await abrirAppBench();
const email = `carteira-${Date.now()}@bench.com.br`;
await post('/api/estabelecimentos/create', {
  email,
  nome: 'Bench Carteira',
  cnpj: '11222333000181',
  senha: 'senha-bench-1',
  imagem_login: '',
});
const admin = String(
  (await post('/api/estabelecimentos/login', { email, senha: 'senha-bench-1' })).corpo.retorno.token,
);
const empresaId = Number((await post('/api/empresas/read', {}, admin)).corpo.registros[0].id);
const rotas: number[] = [];
for (let i = 1; i <= ROTAS; i++)
  rotas.push(Number((await post('/api/rotas/create', { nome: `Rota ${i}` }, admin)).corpo.retorno.id));
const rep = Number(
  (
    await post(
      '/api/representantes/create',
      { nome: 'Vendedor Bench', cnpj_cpf: '52998224725', rotas: [rotas[0]] },
      admin,
    )
  ).corpo.retorno.id,
);
await banco.db.execute(sql`insert into clientes (empresa_id, nome, apelido, cnpj_cpf, cidade, uf, rota_id)
  select ${empresaId}, 'Cliente ' || g, 'Apelido ' || g, '52998224725', 'São Paulo', 'SP',
         (${sql.raw(`array[${rotas.join(',')}]`)})[1 + g % ${ROTAS}]
  from generate_series(1, ${N}) g`);
await banco.db.execute(sql`analyze clientes`);
await banco.db.execute(sql`analyze representantes_rotas`);

const vendEmail = `vendedor-${Date.now()}@bench.com.br`;
const criado = await post(
  '/api/usuarios/create',
  { nome: 'Vendedor', email: vendEmail, papel: 'vendedor', representante_id: rep },
  admin,
);
// The invited person gets a password directly (migration 0180: the password is the person's).
const [vinculo] = await banco.db
  .update(usuarios)
  .set({ convitePendente: false })
  .where(eq(usuarios.id, Number(criado.corpo.retorno.id)))
  .returning({ pessoaId: usuarios.pessoaId });
await banco.db
  .update(pessoas)
  .set({ senhaHash: await hashSenha('senha-bench-1') })
  .where(eq(pessoas.id, vinculo?.pessoaId ?? 0));
const vendedor = String(
  (await post('/api/estabelecimentos/login', { email: vendEmail, senha: 'senha-bench-1' })).corpo.retorno
    .token,
);

async function medir(corpo: object, token: string) {
  // The first ten calls warm the caches.
  const m = await medirLeitura(() => post('/api/clientes/read', corpo, token), REPETICOES, 10);
  return { ...m, total: Number(m.ultima.corpo.total ?? m.ultima.corpo.registros.length) };
}

const CASOS: [string, object][] = [
  ['primeira página (10, com total)', { limite: 10 }],
  ['página 50 (10 por página)', { limite: 10, deslocamento: 490 }],
  ['busca "Cliente 12" (10)', { limite: 10, busca: 'Cliente 12' }],
  ['100 por página', { limite: 100 }],
];

console.log(
  `\nclientes/read: vendedor (carteira de ${(N / ROTAS).toLocaleString('pt-BR')}) × administrador (${N.toLocaleString('pt-BR')}); ${REPETICOES} leituras cada; ${descricao}\n`,
);
console.log('| leitura | quem | clientes vistos | p50 (ms) | p99 (ms) | vendedor/admin p50 |');
console.log('|---|---|---|---|---|---|');
for (const [nome, corpo] of CASOS) {
  const a = await medir(corpo, admin);
  const v = await medir(corpo, vendedor);
  console.log(
    `| ${nome} | administrador | ${a.total.toLocaleString('pt-BR')} | ${a.p50.toFixed(2)} | ${a.p99.toFixed(2)} | |`,
  );
  console.log(
    `| ${nome} | vendedor | ${v.total.toLocaleString('pt-BR')} | ${v.p50.toFixed(2)} | ${v.p99.toFixed(2)} | ${((v.p50 / a.p50) * 100).toFixed(0)}% |`,
  );
}
await app.close();
await fechar();
