// Mascate Campo (issue 29) as a representative's phone gets it, in Debian's Chromium: the first sync of
// a slice of 2,000 customers and 5,000 products, an incremental sync of 50 changes, the offline customer
// search among the 2,000 (the app's own function), and the app's JavaScript (gzip). Prints tables.
// Run: npx tsx bench/campo.ts [--clientes 2000] [--produtos 5000] [--porta 3360] [--sem-build]
// The slice is a representative's whose route holds every customer, synced by an administrator acting as
// it (the same queries as a vendedor's portfolio). The incremental sync's time is split into the server's
// answers (campo/enviar and campo/receber, as the browser timed them) and the device's own work.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { ClienteCampo } from '@mascate/domain';
import { chromium } from '@playwright/test';
import { CHROMIUM_DEBIAN } from '../e2e/support/chromium.ts';
import { buscarClientes, textoDeBusca } from '../packages/web/src/campo/busca.ts';
import { opcao, tem } from './opcoes.ts';
import { iniciarServidor, prepararServidor } from './servidor.ts';

const RAIZ = new URL('../', import.meta.url).pathname;
const DIST = `${RAIZ}packages/web/dist/`;
const porta = opcao('porta', 3360);
const nClientes = opcao('clientes', 2000);
const nProdutos = opcao('produtos', 5000);
if (!tem('sem-build'))
  execFileSync('npm', ['run', 'build', '-w', '@mascate/web'], { cwd: RAIZ, stdio: 'ignore' });

const base = `http://127.0.0.1:${porta}`;
async function post(caminho: string, corpo: object, token?: string) {
  const r = await fetch(`${base}/api/${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(corpo),
  });
  const json = (await r.json()) as { retorno: { id?: number; token?: string; mensagem: string } };
  if (!r.ok) throw new Error(`${caminho}: ${r.status} ${json.retorno.mensagem}`);
  return json.retorno;
}

/** Many creates at a time, a few in flight (the server runs each in its own transaction). */
async function emLotes(n: number, f: (i: number) => Promise<unknown>, emVoo = 8) {
  let proximo = 0;
  await Promise.all(
    Array.from({ length: emVoo }, async () => {
      while (proximo < n) await f(proximo++);
    }),
  );
}

const CIDADES = ['São Paulo', 'Campinas', 'Ribeirão Preto', 'Sorocaba', 'Jundiaí', 'Bauru', 'Piracicaba'];
const ms = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

// The machine is shared: the load average says how far the figures are from an idle machine's.
const carga = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');
console.log(`load average no início: ${carga()}`);
const temporario = mkdtempSync(join(tmpdir(), 'mascate-campo-bench-'));
const servidor = await iniciarServidor({
  porta,
  forma: prepararServidor(tem('tsx')),
  env: { WEB_DIST: DIST, DATA_DIR: temporario },
});
const browser = await chromium.launch(CHROMIUM_DEBIAN);
try {
  const conta = { email: `campo-${Date.now()}@bench.test`, senha: 'senha-do-bench-1', nome: 'Bench Campo' };
  await post('estabelecimentos/create', { ...conta, cnpj: '', imagem_login: '' });
  const login = await post('estabelecimentos/login', conta);
  const token = login.token ?? '';
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' }, token);
  const rota = await post('rotas/create', { nome: 'Rota Bench', dias_semana_venda: '1111111' }, token);
  await post(
    'representantes/create',
    { nome: 'Representante Bench', email: '', cnpj_cpf: '52998224725', rotas: [rota.id] },
    token,
  );
  const t0 = performance.now();
  const produto = (i: number) => ({
    codigo: `B${i}`,
    descricao: `Produto de teste número ${i}`,
    unidade_id: un.id,
    unidade: 'UN',
    preco: 10 + (i % 90),
    estoque: 100,
    status: 0,
    tipo: 0,
  });
  await emLotes(nProdutos, (i) => post('produtos/create', produto(i), token));
  await emLotes(nClientes, (i) =>
    post(
      'clientes/create',
      {
        nome: `Cliente Açaí ${i} Comércio Ltda`,
        apelido: `Loja ${i}`,
        cnpj_cpf: '52998224725',
        rota_id: rota.id,
        cidade: CIDADES[i % CIDADES.length],
      },
      token,
    ),
  );
  console.log(
    `\nDados: ${nClientes} clientes e ${nProdutos} produtos criados pela API em ${ms((performance.now() - t0) / 1000)} s\n`,
  );

  const contexto = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const page = await contexto.newPage();
  await page.goto(`${base}/campo/`);
  await page.evaluate(
    (s) => {
      localStorage.setItem('mascateCampo.sessao', JSON.stringify(s));
    },
    { token, nome: conta.nome, email: conta.email, papel: 'administrador', representanteId: null },
  );
  await page.goto(`${base}/campo/#/sincronizar`);
  // The administrator's first sync brings the representatives to choose from; choosing one syncs its slice.
  await page.getByRole('button', { name: 'Sincronizar agora' }).click();
  await page.getByText('Sincronização concluída.').waitFor({ timeout: 60_000 });
  const concluida = (n: number) =>
    page.getByText(`Neste aparelho: ${nClientes} cliente(s), ${n} produto(s).`).waitFor({ timeout: 300_000 });
  const t2 = performance.now();
  await page.getByLabel('Agir como o representante').selectOption({ label: 'Representante Bench' });
  await concluida(nProdutos);
  await page.getByText('Sincronização concluída.').waitFor({ timeout: 300_000 });
  const primeira = performance.now() - t2;
  await page.reload();
  await page.getByRole('button', { name: 'Sincronizar agora' }).waitFor();
  await emLotes(50, (i) => post('produtos/create', produto(nProdutos + i), token));
  // The incremental sync, timed by the browser, request by request.
  await page.evaluate(() => performance.clearResourceTimings());
  const t3 = performance.now();
  await page.getByRole('button', { name: 'Sincronizar agora' }).click();
  await concluida(nProdutos + 50);
  await page.getByText('Sincronização concluída.').waitFor({ timeout: 300_000 });
  const incremental = performance.now() - t3;
  const pedidos = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/api/campo/'))
      .map((r) => ({ nome: r.name.replace(/^.*\/api\//, ''), ms: r.duration })),
  );
  const servidor = pedidos.reduce((t, p) => t + p.ms, 0);

  // The search the Clientes screen runs, over the rows the device holds (read from its IndexedDB).
  const clientes = await page.evaluate(
    () =>
      new Promise<ClienteCampo[]>((ok, falha) => {
        const aberto = indexedDB.open('mascate-campo');
        aberto.onerror = () => falha(aberto.error);
        aberto.onsuccess = () => {
          const lidos = aberto.result.transaction('clientes').objectStore('clientes').getAll();
          lidos.onerror = () => falha(lidos.error);
          lidos.onsuccess = () => ok(lidos.result as ClienteCampo[]);
        };
      }),
  );
  if (clientes.length !== nClientes)
    throw new Error(`${clientes.length} clientes no aparelho, não ${nClientes}`);
  const t1 = performance.now();
  const indexados = clientes.map((c) => ({ ...c, busca: textoDeBusca(c) }));
  const preparar = performance.now() - t1;
  const buscas = ['acai 1999', 'ribeirao', 'loja 7', 'zzz inexistente', '52998'];
  const tempos = buscas.map((termo) => {
    const inicio = performance.now();
    for (let k = 0; k < 20; k += 1) buscarClientes(indexados, termo);
    return (performance.now() - inicio) / 20;
  });

  const pasta = `${DIST}campo/assets/`;
  const js = readdirSync(pasta).filter((f) => f.endsWith('.js'));
  const gzip = js.reduce((s, f) => s + gzipSync(readFileSync(join(pasta, f))).length, 0);

  console.log('| medida | resultado | meta |');
  console.log('|---|---:|---:|');
  console.log(
    `| primeira sincronização (${nClientes} clientes, ${nProdutos + 0} produtos) | ${ms(primeira / 1000)} s | < 30 s |`,
  );
  console.log(`| sincronização incremental (50 mudanças) | ${ms(incremental / 1000)} s | < 2 s |`);
  for (const p of pedidos) console.log(`| · resposta de ${p.nome} | ${ms(p.ms)} ms | |`);
  console.log(`| · no aparelho (gravar no IndexedDB, telas) | ${ms(incremental - servidor)} ms | |`);
  console.log(`| preparar a busca (dobrar ${nClientes} clientes) | ${ms(preparar)} ms | |`);
  console.log(
    `| busca sem acento entre ${nClientes} (pior de ${buscas.length} termos) | ${ms(Math.max(...tempos))} ms | < 50 ms |`,
  );
  console.log(`| JavaScript do app (${js.length} arquivos, gzip) | ${ms(gzip / 1024)} kB | ≤ 200 kB |`);
  console.log(`\nload average no fim: ${carga()}`);
  await contexto.close();
} finally {
  await browser.close();
  await servidor.parar();
  rmSync(temporario, { recursive: true, force: true });
}
