// Runs each endpoint twice on a server started with bench/captura-sql.ts and keeps the statements of the
// second call (the first may fill caches): the endpoint's own SQL, as a pgbench script.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Capturada } from './captura-sql.ts';
import { corpoCaptura, type Dados, type Endpoint } from './carga-endpoints.ts';
import { EMAIL_GRANDE, SENHA_BENCH } from './gerar-plano.ts';
import { scriptPgbench } from './pgbench.ts';
import { iniciarServidor } from './servidor.ts';

export async function chamar(porta: number, caminho: string, corpo: object, token?: string) {
  const r = await fetch(`http://127.0.0.1:${porta}${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(corpo),
  });
  const texto = await r.text();
  if (!r.ok) throw new Error(`${caminho}: ${r.status} ${texto.slice(0, 300)}`);
  return { texto, corpo: JSON.parse(texto) as { retorno?: { token?: string } } };
}

/** The large company's session: every signed-in endpoint reads its data. */
export async function entrar(porta: number): Promise<string> {
  const r = await chamar(porta, '/api/estabelecimentos/login', { email: EMAIL_GRANDE, senha: SENHA_BENCH });
  const token = r.corpo.retorno?.token;
  if (!token) throw new Error('login sem token');
  return token;
}

export async function capturarScripts(
  lista: Endpoint[],
  d: Dados,
  servidor: { porta: number; forma: string; env: Record<string, string> },
): Promise<Map<string, string>> {
  const pasta = mkdtempSync(join(tmpdir(), 'mascate-captura-'));
  const arquivo = join(pasta, 'sql.jsonl');
  const s = await iniciarServidor({
    ...servidor,
    env: { ...servidor.env, MASCATE_CAPTURA_SQL: arquivo },
    preCarga: new URL('./captura-sql.ts', import.meta.url).pathname,
  });
  const scripts = new Map<string, string>();
  try {
    const token = await entrar(s.porta);
    for (const e of lista) {
      const corpo = corpoCaptura(e, d);
      await chamar(s.porta, e.caminho, corpo, e.publico ? undefined : token);
      appendFileSync(arquivo, `${JSON.stringify({ marca: e.nome })}\n`);
      await chamar(s.porta, e.caminho, corpo, e.publico ? undefined : token);
      appendFileSync(arquivo, `${JSON.stringify({ fim: e.nome })}\n`);
    }
    let atual: string | undefined;
    const porEndpoint = new Map<string, Capturada[]>();
    for (const linha of readFileSync(arquivo, 'utf8').split('\n').filter(Boolean)) {
      const j = JSON.parse(linha) as Capturada & { marca?: string; fim?: string };
      if (j.marca) atual = j.marca;
      else if (j.fim) atual = undefined;
      else if (atual) porEndpoint.set(atual, [...(porEndpoint.get(atual) ?? []), j]);
    }
    for (const e of lista) {
      const capturadas = porEndpoint.get(e.nome) ?? [];
      scripts.set(
        e.nome,
        scriptPgbench(capturadas, { ...e.pgbench, ...(e.publico ? novaSessao(capturadas) : {}) }),
      );
    }
  } finally {
    await s.parar();
    rmSync(pasta, { recursive: true, force: true });
  }
  return scripts;
}

// Login inserts a session whose key is unique: each pgbench transaction draws its own.
function novaSessao(capturadas: Capturada[]) {
  const insercao = capturadas.find((c) => /^insert into "sessoes"/i.test(c.texto));
  const chave = insercao?.valores[0];
  return chave === undefined
    ? {}
    : { preambulo: ['\\set t random(1, 999999999999)'], substituir: [{ valor: chave, variavel: 't' }] };
}
