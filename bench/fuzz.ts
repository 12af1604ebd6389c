// Bad input generated from the routes' zod schemas (the generator of the security test, 50,000 cases by
// default), against the real app; prints the answers per category and status, and every failure: a 5xx,
// a refusal without a pt-BR message, an invalid body accepted, or a change to the data while invalid
// bodies ran. Exits 1 on any failure.
// Run: npx tsx bench/fuzz.ts [cases] [seed]   (embedded database, or DATABASE_URL when set)

import { cadastrarEmpresa, chamadorDe } from '../packages/server/test/chamadas.ts';
import {
  alvosDoApp,
  CATEGORIAS,
  type CasoRuim,
  gerarCasos,
  provarCaso,
} from '../packages/server/test/entradas-ruins.ts';
import { impressaoDados } from '../packages/server/test/impressao-dados.ts';
import { cadastrarTudo } from '../packages/server/test/seguranca-dados.ts';
import { abrirAppBench } from './app-bench.ts';

const TOTAL = Number(process.argv[2] ?? 50_000);
const SEMENTE = Number(process.argv[3] ?? 1);
const LOTE = 100; // cases per category in each batch (1,000 per batch)

const { app, banco, fechar } = await abrirAppBench();

const chamar = chamadorDe(app);
const empresa = await cadastrarEmpresa(chamar, {
  email: `fuzz-${Date.now()}@teste.com.br`,
  senha: 'senha-forte-1',
  nome: 'Empresa Fuzz',
  cnpj: '11.222.333/0001-81',
});
await cadastrarTudo({ app, chamar }, empresa, 'FUZZ');
const alvos = alvosDoApp(app);

type Contagem = Map<string, number>;
const porCategoria = new Map<string, Contagem>(CATEGORIAS.map((c) => [c, new Map()]));
const somar = (m: Contagem, chave: string) => m.set(chave, (m.get(chave) ?? 0) + 1);
const porStatus: Contagem = new Map();
const validos: Contagem = new Map();
const falhas: string[] = [];
const inicio = Date.now();

async function rodar(lista: CasoRuim[]): Promise<void> {
  for (const caso of lista) {
    const { status, falha } = await provarCaso(app, caso, empresa.token);
    somar(porCategoria.get(caso.categoria) as Contagem, String(status));
    somar(porStatus, String(status));
    if (caso.valido) somar(validos, caso.categoria);
    if (falha) falhas.push(falha);
  }
}

let feitos = 0;
for (let lote = 0; feitos < TOTAL; lote++) {
  const porCat = Math.min(LOTE, Math.ceil((TOTAL - feitos) / CATEGORIAS.length));
  const casos = gerarCasos(alvos, porCat, SEMENTE + lote * CATEGORIAS.length);
  // The bodies the schemas refuse run first, between two fingerprints of the whole database.
  const antes = await impressaoDados(banco);
  await rodar(casos.filter((c) => !c.valido));
  const depois = await impressaoDados(banco);
  if (JSON.stringify(depois) !== JSON.stringify(antes))
    falhas.push(`lote ${lote}: os dados mudaram com corpos recusados`);
  await rodar(casos.filter((c) => c.valido));
  feitos += casos.length;
  process.stderr.write(
    `\r${feitos} casos, ${falhas.length} falhas, ${((Date.now() - inicio) / 1000).toFixed(0)} s`,
  );
}
process.stderr.write('\n');

const statuses = [...porStatus.keys()].sort();
const linha = (celulas: (string | number)[]) =>
  celulas.map((c, i) => (i === 0 ? String(c).padEnd(16) : String(c).padStart(7))).join(' ');
console.log(
  `\n${feitos} casos em ${((Date.now() - inicio) / 1000).toFixed(0)} s, ${alvos.length} rotas com corpo, semente ${SEMENTE}\n`,
);
console.log(linha(['categoria', 'casos', 'válidos', ...statuses]));
for (const [categoria, contagem] of porCategoria) {
  const total = [...contagem.values()].reduce((s, n) => s + n, 0);
  console.log(
    linha([categoria, total, validos.get(categoria) ?? 0, ...statuses.map((s) => contagem.get(s) ?? 0)]),
  );
}
console.log(
  linha([
    'total',
    feitos,
    [...validos.values()].reduce((s, n) => s + n, 0),
    ...statuses.map((s) => porStatus.get(s) ?? 0),
  ]),
);
console.log(`\nfalhas: ${falhas.length}`);
for (const f of falhas.slice(0, 50)) console.log(`  ${f}`);
await app.close();
await fechar();
process.exit(falhas.length ? 1 : 0);
