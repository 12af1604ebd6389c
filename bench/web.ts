// The web app as a user gets it: from the production build (packages/web/dist), the gzipped JavaScript
// each route loads in headless Chromium, and the time until the login and the order screens are usable
// (new browser context each time: nothing cached; then a reload: cached). Prints Markdown tables.
// With --lighthouse, the Lighthouse table instead (bench/lighthouse.ts: /login, a signed-in list, the
// field app and the order form, mobile preset).
// Run: DATABASE_URL=... npx tsx bench/web.ts [--sem-build] [--vezes 3] [--porta 3350] [--lighthouse]
//      (without DATABASE_URL the server starts its embedded PostgreSQL in a new temporary DATA_DIR)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_DEBIAN } from '../e2e/support/chromium.ts';
import { chamar } from './carga-captura.ts';
import { EMAIL_GRANDE, SENHA_BENCH } from './gerar-plano.ts';
import { tabelaLighthouse } from './lighthouse.ts';
import { opcao, tem } from './opcoes.ts';
import { iniciarServidor, prepararServidor } from './servidor.ts';

const RAIZ = new URL('../', import.meta.url).pathname;
const DIST = `${RAIZ}packages/web/dist/`;
const porta = opcao('porta', 3350);
const vezes = opcao('vezes', 3);
if (!tem('sem-build'))
  execFileSync('npm', ['run', 'build', '-w', '@mascate/web'], { cwd: RAIZ, stdio: 'ignore' });

const kb = (bytes: number) =>
  (bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const gzip = new Map<string, number>();
function tamanhoGzip(caminho: string): number {
  const guardado = gzip.get(caminho);
  if (guardado !== undefined) return guardado;
  const n = gzipSync(readFileSync(join(DIST, caminho))).length;
  gzip.set(caminho, n);
  return n;
}

// What index.html itself pulls before anything runs: the entry and the static imports Vite preloads.
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const estaticos = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
const totalEstatico = estaticos.reduce((s, a) => s + tamanhoGzip(a), 0);

const temporario = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'mascate-web-'));
const servidor = await iniciarServidor({
  porta,
  forma: prepararServidor(tem('tsx')),
  env: { WEB_DIST: DIST, ...(temporario ? { DATA_DIR: temporario } : {}) },
});
const base = `http://127.0.0.1:${porta}`;
const browser = await chromium.launch(CHROMIUM_DEBIAN);

try {
  const sessao = await entrar();
  if (tem('lighthouse')) {
    const campo = {
      'mascateCampo.sessao': JSON.stringify({
        token: sessao.token,
        nome: sessao.nome,
        email: sessao.email,
        papel: 'administrador',
        representanteId: null,
      }),
    };
    await tabelaLighthouse(
      base,
      [
        { nome: 'entrar', caminho: '/login' },
        { nome: 'lista de clientes', caminho: '/listar-clientes', sessao },
        { nome: 'novo pedido', caminho: '/cadastrar-pedido', sessao },
        { nome: 'Mascate Campo', caminho: '/campo/', sessao: campo },
      ],
      opcao('porta-cdp', 54501),
    );
  } else await tabelasDoBuild(sessao);
} finally {
  await browser.close();
  await servidor.parar();
  if (temporario) rmSync(temporario, { recursive: true, force: true });
}

/** The JavaScript each route loads and the time until the login and order screens are usable. */
async function tabelasDoBuild(sessao: Sessao) {
  console.log(`\nJavaScript por rota (gzip, build de produção)\n`);
  console.log(`index.html carrega de início: ${estaticos.length} arquivo(s), ${kb(totalEstatico)} kB\n`);
  console.log('| rota | arquivos JS | kB gzip |');
  console.log('|---|---:|---:|');
  for (const rota of [
    '/login',
    '/dashboard',
    '/listar-clientes',
    '/listar-produtos',
    '/listar-pedidos',
    '/cadastrar-pedido',
    '/listar-visitas',
  ]) {
    const arquivos = await scriptsDaRota(browser, rota, rota === '/login' ? undefined : sessao);
    const total = arquivos.reduce((s, a) => s + tamanhoGzip(a), 0);
    console.log(`| ${rota} | ${arquivos.length} | ${kb(total)} |`);
  }
  console.log(`\nTempo até a tela poder ser usada (ms; mediana de ${vezes}; Chromium headless, 127.0.0.1)\n`);
  console.log('| tela | sem cache | com cache |');
  console.log('|---|---:|---:|');
  const login = await cronometrar(browser, '/login', undefined, async (p) => {
    await p.getByLabel('Usuário').waitFor();
    await p.getByRole('button', { name: 'ENTRAR' }).waitFor();
  });
  console.log(`| login | ${login.frio} | ${login.quente} |`);
  const pedido = await cronometrar(browser, '/cadastrar-pedido', sessao, async (p) => {
    await p.getByRole('heading', { name: 'Pedido de Venda' }).waitFor();
    await p.getByRole('button', { name: 'GRAVAR' }).waitFor();
  });
  console.log(`| novo pedido (/cadastrar-pedido) | ${pedido.frio} | ${pedido.quente} |`);
}

type Sessao = Record<string, string>;
type Armazenamento = { getItem(k: string): string | null; setItem(k: string, v: string): void };

/** The large company of bench/gerar.ts when present, else a company registered for this run. */
async function entrar(): Promise<Sessao> {
  let email = EMAIL_GRANDE;
  const tentativa = await chamar(porta, '/api/estabelecimentos/login', { email, senha: SENHA_BENCH }).catch(
    () => undefined,
  );
  if (!tentativa) {
    email = `web-bench-${Date.now()}@bench.local`;
    await chamar(porta, '/api/estabelecimentos/create', {
      email,
      nome: 'Web Bench',
      cnpj: '',
      senha: SENHA_BENCH,
      imagem_login: '',
    });
  }
  const r = tentativa ?? (await chamar(porta, '/api/estabelecimentos/login', { email, senha: SENHA_BENCH }));
  const ret = r.corpo.retorno as Record<string, unknown>;
  // A company of this run gets a customer and a product: without them the order form opens with its
  // 'cadastre clientes e produtos' notice over it, and that notice is what would be timed and audited.
  if (!tentativa) await semearPedido(String(ret.token));
  return {
    token: String(ret.token),
    email,
    nome: String(ret.nome ?? ''),
    id: String(ret.id ?? ''),
    usaMerchant: '0',
  };
}

async function semearPedido(token: string) {
  const criar = async (recurso: string, corpo: object) =>
    (await chamar(porta, `/api/${recurso}/create`, corpo, token)).corpo.retorno as { id?: number };
  const unidade = await criar('unidades', { sigla: 'UN', descricao: 'Unidade' });
  await criar('produtos', {
    codigo: 'B1',
    descricao: 'Café Torrado 500g',
    preco: 25,
    estoque: 100,
    unidade: 'UN',
    unidade_id: unidade.id,
    status: 0,
    tipo: 0,
    meu_id: 0,
  });
  await criar('clientes', { nome: 'Mercearia Bench', cnpj_cpf: '11222333000181', cidade: 'Campinas' });
}

async function novaPagina(b: Browser, sessao?: Sessao) {
  const contexto = await b.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  });
  if (sessao) {
    await contexto.addInitScript((s: Sessao) => {
      // Runs in the page (bench has no DOM types): the keys the web app reads its session from.
      const armazenamento = (globalThis as unknown as { localStorage: Armazenamento }).localStorage;
      if (!armazenamento.getItem('token'))
        for (const [k, v] of Object.entries(s)) armazenamento.setItem(k, v);
    }, sessao);
  }
  return { contexto, pagina: await contexto.newPage() };
}

async function scriptsDaRota(b: Browser, rota: string, sessao?: Sessao): Promise<string[]> {
  const { contexto, pagina } = await novaPagina(b, sessao);
  const arquivos = new Set<string>();
  pagina.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin === base && u.pathname.endsWith('.js')) arquivos.add(u.pathname.slice(1));
  });
  await pagina.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
  // On a busy machine running the entry takes longer than networkidle's 500 ms before the lazy route
  // chunks are asked for: wait until no new file came for 2 s (at most 20 s).
  for (let antes = -1, i = 0; antes !== arquivos.size && i < 10; i++) {
    antes = arquivos.size;
    await pagina.waitForTimeout(2000);
  }
  await contexto.close();
  return [...arquivos];
}

async function cronometrar(
  b: Browser,
  rota: string,
  sessao: Sessao | undefined,
  pronta: (p: Page) => Promise<void>,
) {
  const frios: number[] = [];
  const quentes: number[] = [];
  for (let i = 0; i < vezes; i++) {
    const { contexto, pagina } = await novaPagina(b, sessao);
    let inicio = Date.now();
    await pagina.goto(`${base}${rota}`, { waitUntil: 'commit' });
    await pronta(pagina);
    frios.push(Date.now() - inicio);
    inicio = Date.now();
    await pagina.reload({ waitUntil: 'commit' });
    await pronta(pagina);
    quentes.push(Date.now() - inicio);
    await contexto.close();
  }
  const mediana = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)] ?? 0;
  return { frio: mediana(frios), quente: mediana(quentes) };
}
