// Bad input generated from the routes' own zod schemas (fast-check): the security test and bench/fuzz.ts.
import { hojeSaoPaulo } from '@mascate/domain';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LIMITE_CORPO } from '../src/app.ts';

export const CATEGORIAS = [
  'tipo_errado',
  'campo_ausente',
  'campo_extra',
  'texto_enorme',
  'lista_enorme',
  'unicode',
  'numero_ruim',
  'json_malformado',
  'tipo_conteudo',
  'sql_html',
] as const;
type Categoria = (typeof CATEGORIAS)[number];

/** One endpoint with a body: its zod schema (none for the multipart product forms). */
export type Alvo = { metodo: 'POST' | 'PUT'; url: string; esquema?: z.ZodType; base: unknown };

export type CasoRuim = {
  categoria: Categoria;
  alvo: Alvo;
  payload: string;
  tipo: string;
  /** What the mutation did, for the report of a failure. */
  descricao: string;
  /** The body passes the route's schema (a free text holding SQL, say): it may be saved, never a 5xx. */
  valido: boolean;
};

/** The JSON Schema zod writes for a route's input (io: 'input'), as far as the generator reads it. */
type No = {
  type?: string | string[];
  anyOf?: No[];
  properties?: Record<string, No>;
  required?: string[];
  items?: No;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
};

const hoje = hojeSaoPaulo();
// Field names whose plain type says too little to make a value the schema accepts.
const DICAS: [RegExp, unknown][] = [
  [/^(cnpj_cpf|cnpj)$/, '11.222.333/0001-81'],
  [/email/, 'contato@teste.com.br'],
  [/^data_hora$/, `${hoje} 10:00:00`],
  [/^(data|data_[a-z]+|vencimento|validade_[a-z]+)$/, hoje],
  [/^dias_semana_venda$/, '0111110'],
  [/^cep$/, '01001000'],
  [/^uf$/, 'SP'],
  [/^senha$/, 'senha-forte-1'],
  [/^(situacao)$/, 'pedido'],
];

/** A plausible value for a schema node: the starting point each mutation changes in one place. */
function valorBase(no: No, nome = ''): unknown {
  const dica = DICAS.find(([re]) => re.test(nome));
  if (dica) return dica[1];
  if (no.const !== undefined) return no.const;
  if (no.enum?.length) return no.enum[0];
  if (no.anyOf?.length) {
    const opcao = no.anyOf.find((o) => o.type !== 'null') ?? no.anyOf[0];
    return opcao ? valorBase(opcao, nome) : null;
  }
  const tipo = [no.type ?? 'integer'].flat().find((t) => t !== 'null') ?? 'null';
  switch (tipo) {
    case 'object':
      return Object.fromEntries(Object.entries(no.properties ?? {}).map(([k, v]) => [k, valorBase(v, k)]));
    case 'array':
      return no.items ? [valorBase(no.items, nome)] : [];
    case 'string':
      return 'Texto de teste'.slice(0, no.maxLength ?? 20).padEnd(no.minLength ?? 1, 'x');
    case 'number':
      return 1;
    case 'integer':
      return Math.max(1, (no.minimum ?? 1) + (no.exclusiveMinimum !== undefined ? 1 : 0));
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The endpoints with a body, from the app's route table (logout aside: any body ends the session). */
export function alvosDoApp(app: FastifyInstance): Alvo[] {
  const vistos = new Set<string>();
  const alvos: Alvo[] = [];
  for (const r of app.endpointsRegistrados) {
    const chave = `${r.metodo} ${r.url}`;
    if (!r.url.startsWith('/api/') || (r.metodo !== 'POST' && r.metodo !== 'PUT') || vistos.has(chave))
      continue;
    if (r.url === '/api/estabelecimentos/logout') continue;
    vistos.add(chave);
    const esquema = r.corpo instanceof z.ZodType ? r.corpo : undefined;
    const json = esquema
      ? (z.toJSONSchema(esquema, { io: 'input', unrepresentable: 'any' }) as No)
      : undefined;
    alvos.push({
      metodo: r.metodo,
      url: r.url,
      ...(esquema ? { esquema } : {}),
      base: json ? valorBase(json) : {},
    });
  }
  return alvos;
}

type Caminho = (string | number)[];

/** Every place in a value (objects' fields, arrays' items), the value itself first. */
function caminhos(v: unknown, prefixo: Caminho = []): Caminho[] {
  const filhos =
    v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => caminhos(x, [...prefixo, Array.isArray(v) ? Number(k) : k]))
      : [];
  return [prefixo, ...filhos];
}

const copia = (v: unknown): unknown => structuredClone(v);

function colocar(raiz: unknown, caminho: Caminho, valor: unknown): unknown {
  if (caminho.length === 0) return valor;
  const nova = copia(raiz) as Record<string | number, unknown>;
  let atual = nova;
  for (const parte of caminho.slice(0, -1)) atual = atual[parte] as Record<string | number, unknown>;
  atual[caminho.at(-1) as string | number] = valor;
  return nova;
}

function tirar(raiz: unknown, caminho: Caminho): unknown {
  if (caminho.length === 0) return undefined;
  const nova = copia(raiz) as Record<string | number, unknown>;
  let atual = nova;
  for (const parte of caminho.slice(0, -1)) {
    // The place may be gone already (its parent removed by an earlier cut): nothing more to take.
    if (!atual[parte] || typeof atual[parte] !== 'object') return nova;
    atual = atual[parte] as Record<string | number, unknown>;
  }
  const ultimo = caminho.at(-1) as string | number;
  if (Array.isArray(atual)) atual.splice(Number(ultimo), 1);
  else delete atual[ultimo];
  return nova;
}

/** Raw JSON tokens (1e309 parses to Infinity; JSON.stringify cannot write it): marked, then put in. */
const CRU = '\u0001cru:';
const cru = (token: string) => `${CRU}${token}`;
const escrever = (v: unknown) =>
  v === undefined ? '' : JSON.stringify(v).replace(/"\\u0001cru:([^"]*)"/g, (_, t: string) => t);

const noCaminho = (alvo: Alvo, n: number) => {
  const todos = caminhos(alvo.base);
  return todos[n % todos.length] ?? [];
};
const nomeDe = (c: Caminho) => (c.length ? c.join('.') : '(corpo)');

const VALORES_DE_TIPO_ERRADO = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, '', 'abc', [], {}, [1, 2], { a: 1 }, '12', '1.5'),
  fc.jsonValue({ maxDepth: 2 }),
);

const UNICODE = fc.oneof(
  fc.constantFrom(
    '\ud800',
    '\udfff',
    'a\ud83db',
    '\u0000',
    'nome\u0000oculto',
    '\u202egnp.exe',
    '\u200f\u05e9\u05dc\u05d5\u05dd',
    '\u200b\u200c\u200d\ufeff',
    '👩‍👩‍👧‍👦🇧🇷',
    `e${'\u0301'.repeat(200)}`,
    '\uffff\ufffe',
    '\u{10ffff}',
    'Ǆǅǆ İı ß ﬁ',
    '١٢٣',
    '\r\n\t\u000b\u001f\u007f\u0085\u2028\u2029',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const NUMEROS_RUINS = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    -2147483649,
    2147483648,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    -1e308,
    5e-324,
    0.1,
    1.5,
    cru('-99999999999999.99'),
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '1e3',
    '1_000',
    ' 12 ',
    '12abc',
    '1,5',
    '-0',
    cru('1e309'),
    cru('-1e309'),
    cru('1e-400'),
    cru('123456789012345678901234567890'),
  ),
  fc.double(),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
);

const SQL_HTML = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE clientes; --",
  '1; select pg_sleep(5)',
  '1 UNION SELECT senha_hash FROM usuarios',
  "' || (select current_user) || '",
  '%',
  '_',
  '\\',
  "%' OR '%'='",
  "E'\\\\x00'",
  '$1',
  '1)) OR ((1=1',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
  '<!--',
  ']]>',
);

const JSON_MALFORMADO = fc.constantFrom(
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  '{"a":01}',
  '\ufeff{}',
  '{"a":"\u0001"}',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '',
  ' ',
  'null',
  'true',
  '"texto"',
  '123',
  '[]',
  '{"a":',
  '{"a":"\\u12"}',
  '{"a":"\\x41"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
);

const TIPOS_ERRADOS = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'text/html',
  'application/jsonx',
  'image/png',
  'application/octet-stream',
  '',
);

const CHAVES_EXTRAS = fc.constantFrom(
  'empresa_id',
  'empresaId',
  'usuario_id',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '',
  'id',
  'numero',
);

type Montagem = { corpo?: unknown; payload?: string; tipo?: string; descricao: string };

/** For each category, a fast-check generator of one case against one endpoint. */
function gerador(categoria: Categoria, alvos: Alvo[]): fc.Arbitrary<CasoRuim> {
  const alvo = fc.constantFrom(...alvos);
  const mutacao: fc.Arbitrary<[Alvo, Montagem]> = (() => {
    switch (categoria) {
      case 'tipo_errado':
        return fc.tuple(alvo, fc.nat(), VALORES_DE_TIPO_ERRADO).map(([a, n, v]): [Alvo, Montagem] => {
          const c = noCaminho(a, n);
          return [
            a,
            { corpo: colocar(a.base, c, v), descricao: `${nomeDe(c)} = ${escrever(v).slice(0, 40)}` },
          ];
        });
      case 'campo_ausente':
        return fc.tuple(alvo, fc.nat(), fc.nat()).map(([a, n, m]): [Alvo, Montagem] => {
          const cs = caminhos(a.base).filter((c) => c.length > 0);
          const c = cs[n % Math.max(1, cs.length)] ?? [];
          // Sometimes two fields go, sometimes the whole body.
          const outro = cs[m % Math.max(1, cs.length)] ?? [];
          const corpo = m % 5 === 0 ? undefined : tirar(m % 3 === 0 ? tirar(a.base, outro) : a.base, c);
          return [a, { corpo, descricao: corpo === undefined ? 'sem corpo' : `sem ${nomeDe(c)}` }];
        });
      case 'campo_extra':
        return fc
          .tuple(
            alvo,
            fc.array(fc.tuple(fc.oneof(CHAVES_EXTRAS, fc.string()), fc.jsonValue({ maxDepth: 2 })), {
              minLength: 1,
              maxLength: 5,
            }),
          )
          .map(([a, extras]): [Alvo, Montagem] => {
            // Written as text, so that "__proto__" arrives as a key (an object literal would drop it).
            const campos = extras.map(([k, v]) => {
              const valor = k === 'constructor' ? { prototype: { poluido: 1 } } : v;
              return `${JSON.stringify(k)}:${JSON.stringify(valor)}`;
            });
            const base = escrever(a.base);
            const payload = base.startsWith('{')
              ? `{${campos.join(',')}${base.length > 2 ? ',' : ''}${base.slice(1)}`
              : base;
            return [a, { payload, descricao: `extras ${extras.map(([k]) => k).join(',')}` }];
          });
      case 'texto_enorme':
        return fc
          .tuple(
            alvo,
            fc.nat(),
            fc.constantFrom(256, 5_000, 100_000, LIMITE_CORPO + 10),
            fc.constantFrom('a', 'ç', '😀', '<', "'", ' '),
          )
          .map(([a, n, tamanho, ch]): [Alvo, Montagem] => {
            const c = noCaminho(a, n);
            return [
              a,
              {
                corpo: colocar(a.base, c, ch.repeat(tamanho)),
                descricao: `${nomeDe(c)}: ${tamanho} × ${ch}`,
              },
            ];
          });
      case 'lista_enorme':
        return fc
          .tuple(
            alvo,
            fc.nat(),
            fc.constantFrom(501, 2_000, 10_001, 20_000),
            fc.constantFrom<unknown>(1, 'x', {}, null),
          )
          .map(([a, n, tamanho, item]): [Alvo, Montagem] => {
            const arrays = caminhos(a.base).filter((c) => Array.isArray(pegar(a.base, c)));
            const c = arrays.length ? (arrays[n % arrays.length] ?? []) : noCaminho(a, n);
            const modelo = (pegar(a.base, c) as unknown[] | undefined)?.[0] ?? item;
            return [
              a,
              {
                corpo: colocar(
                  a.base,
                  c,
                  Array.from({ length: tamanho }, () => modelo),
                ),
                descricao: `${nomeDe(c)}: ${tamanho} itens`,
              },
            ];
          });
      case 'unicode':
        return fc.tuple(alvo, fc.nat(), UNICODE).map(([a, n, s]): [Alvo, Montagem] => {
          const c = noCaminho(a, n);
          return [
            a,
            { corpo: colocar(a.base, c, s), descricao: `${nomeDe(c)} = ${JSON.stringify(s).slice(0, 30)}` },
          ];
        });
      case 'numero_ruim':
        return fc.tuple(alvo, fc.nat(), NUMEROS_RUINS).map(([a, n, v]): [Alvo, Montagem] => {
          const c = noCaminho(a, n);
          return [a, { corpo: colocar(a.base, c, v), descricao: `${nomeDe(c)} = ${escrever(v)}` }];
        });
      case 'json_malformado':
        return fc.tuple(alvo, fc.oneof(JSON_MALFORMADO, fc.nat())).map(([a, m]): [Alvo, Montagem] => {
          if (typeof m === 'string')
            return [a, { payload: m, descricao: `texto ${JSON.stringify(m.slice(0, 20))}` }];
          const texto = escrever(a.base);
          const corte = 1 + (m % Math.max(1, texto.length - 1));
          return [a, { payload: texto.slice(0, corte), descricao: `cortado em ${corte}` }];
        });
      case 'tipo_conteudo':
        return fc
          .tuple(alvo, TIPOS_ERRADOS)
          .map(([a, tipo]): [Alvo, Montagem] => [
            a,
            { corpo: a.base, tipo, descricao: `content-type ${JSON.stringify(tipo)}` },
          ]);
      case 'sql_html':
        return fc.tuple(alvo, fc.nat(), SQL_HTML).map(([a, n, s]): [Alvo, Montagem] => {
          const c = noCaminho(a, n);
          return [a, { corpo: colocar(a.base, c, s), descricao: `${nomeDe(c)} = ${s}` }];
        });
    }
  })();
  return mutacao.map(([a, m]) => {
    const payload = m.payload ?? escrever(m.corpo);
    const tipo = m.tipo ?? 'application/json';
    return {
      categoria,
      alvo: a,
      payload,
      tipo,
      descricao: m.descricao,
      valido: aceitoPeloEsquema(a, payload, tipo),
    };
  });
}

function pegar(raiz: unknown, caminho: Caminho): unknown {
  let atual = raiz;
  for (const parte of caminho) atual = (atual as Record<string | number, unknown> | undefined)?.[parte];
  return atual;
}

/**
 * Would the server take this body past parsing and validation? Parsed as Fastify does: JSON (a leading
 * BOM dropped, prototype keys refused), text/plain as the string, multipart left for the handler (no body).
 */
function aceitoPeloEsquema(alvo: Alvo, payload: string, tipo: string): boolean {
  if (!alvo.esquema || Buffer.byteLength(payload) > LIMITE_CORPO) return false;
  if (tipo.startsWith('multipart/form-data')) return alvo.esquema.safeParse(undefined).success;
  if (tipo === 'text/plain') return alvo.esquema.safeParse(payload).success;
  if (tipo !== 'application/json' || payload.trim() === '') return false;
  // Fastify refuses these keys (secure-json-parse); the generator writes them only in these forms.
  if (/"__proto__"\s*:/.test(payload) || /"constructor"\s*:\s*\{\s*"prototype"/.test(payload)) return false;
  let corpo: unknown;
  try {
    corpo = JSON.parse(payload.replace(/^\ufeff/, ''));
  } catch {
    return false;
  }
  return alvo.esquema.safeParse(corpo).success;
}

/** `porCategoria` cases of each category, the same ones for the same seed. */
export function gerarCasos(alvos: Alvo[], porCategoria: number, semente: number): CasoRuim[] {
  return CATEGORIAS.flatMap((categoria, i) =>
    fc.sample(gerador(categoria, alvos), { numRuns: porCategoria, seed: semente + i }),
  );
}

type Resultado = { status: number; texto: string };

async function enviarCaso(app: FastifyInstance, caso: CasoRuim, token: string): Promise<Resultado> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (caso.tipo) headers['content-type'] = caso.tipo;
  const r = await app.inject({
    method: caso.alvo.metodo,
    url: caso.alvo.url,
    headers,
    payload: caso.payload,
  });
  return { status: r.statusCode, texto: r.body };
}

// Words of a message in English (Fastify's or a library's own) where a pt-BR one belongs.
const INGLES = /\b(expected|invalid|required|must|unexpected|received|should|cannot|error|body|request)\b/i;

/** What is wrong with an answer, or undefined: never a 5xx; a 4xx (or any refusal) says why in pt-BR. */
function problemaDaResposta(caso: CasoRuim, r: Resultado): string | undefined {
  if (r.status >= 500) return `${r.status}`;
  if (!caso.valido && (r.status < 400 || r.status >= 500)) return `${r.status} para um corpo inválido`;
  if (r.status < 400) return undefined;
  let mensagem: unknown;
  try {
    const corpo = JSON.parse(r.texto) as { retorno?: { sucesso?: unknown; mensagem?: unknown } };
    if (corpo.retorno?.sucesso !== false) return `${r.status} sem retorno.sucesso false`;
    mensagem = corpo.retorno.mensagem;
  } catch {
    return `${r.status} sem envelope JSON`;
  }
  if (typeof mensagem !== 'string' || mensagem.trim() === '') return `${r.status} sem mensagem`;
  if (INGLES.test(mensagem)) return `${r.status} mensagem em inglês: ${mensagem}`;
  return undefined;
}

/** Sends one case and judges the answer: its status, and a line saying what is wrong, if anything. */
export async function provarCaso(
  app: FastifyInstance,
  caso: CasoRuim,
  token: string,
): Promise<{ status: number; falha: string | undefined }> {
  const r = await enviarCaso(app, caso, token);
  const problema = problemaDaResposta(caso, r);
  const onde = `${caso.alvo.metodo} ${caso.alvo.url} [${caso.descricao}]`;
  return { status: r.status, falha: problema && `${onde}: ${problema} ${r.texto.slice(0, 160)}` };
}
