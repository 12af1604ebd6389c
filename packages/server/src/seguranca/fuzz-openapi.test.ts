import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { multipart } from '../../test/produtos-apoio.ts';
import { type Cadastro, cadastrarTudo } from '../../test/seguranca-dados.ts';

// Issue 43: the API as an outside integrator meets it, driven by the OpenAPI document the server serves.
// For every operation: valid requests and generated invalid ones (types, bounds, formats, missing and
// extra fields, huge and odd text, the date and number edges), with and without a session. Fails on any
// 5xx, any status the document does not declare, and any JSON body that does not validate against the
// schema it declares for that status. Seeded (FUZZ_SEMENTE, default 43) and bounded: a fixed number of
// requests per operation, so the same seed sends the same requests.

type Esquema = {
  type?: string | string[];
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | Esquema;
  $ref?: string;
  [k: string]: unknown;
};
type Parametro = { in: string; name: string; required?: boolean; schema?: Esquema };
type Resposta = { content?: Record<string, { schema?: Esquema }> };
type Operacao = {
  parameters?: Parametro[];
  requestBody?: { content?: Record<string, { schema?: Esquema }> };
  responses?: Record<string, Resposta>;
  security?: unknown[];
};
type Documento = {
  paths: Record<string, Record<string, Operacao>>;
  components?: { schemas?: Record<string, Esquema> };
};

const SEMENTE = Number(process.env.FUZZ_SEMENTE ?? 43);
const INVALIDOS_POR_OPERACAO = 10;
const METODOS = ['get', 'post', 'put', 'delete', 'patch'] as const;
// Signing out would end the session the rest of the run uses.
const FORA = new Set(['post /api/estabelecimentos/logout']);

/** mulberry32: a small seeded generator, so a run is repeated exactly by its seed. */
function gerador(semente: number) {
  let a = semente >>> 0;
  const proximo = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    inteiro: (n: number) => Math.floor(proximo() * n),
    um: <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)] as T,
    chance: (p: number) => proximo() < p,
  };
}
type Gerador = ReturnType<typeof gerador>;

// The edges every field is tried with: numbers past PostgreSQL's integer, hexadecimal and exponents,
// impossible dates, the year 0000, invisible and odd text, huge text, wrong types.
const BORDAS: readonly unknown[] = [
  '0x10',
  '1e3',
  '',
  ' ',
  '-1',
  '1.5',
  '1.005',
  '1.000,50',
  'R$ 10,00',
  '2147483648',
  2147483648,
  9007199254740992,
  -1,
  0,
  1.5,
  1e308,
  true,
  null,
  {},
  [],
  [null],
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30',
  '0000-01',
  '9999-12',
  '0000-01-01T00:00:00Z',
  'garbage 2020',
  '\u200B'.repeat(10),
  'a\u0000b',
  '\uD800x',
  '\u202Eabc',
  'x'.repeat(5000),
  "'; drop table clientes; --",
  '<script>alert(1)</script>',
  { __proto__: { admin: true } },
];

const hoje = () => new Date().toISOString().slice(0, 10);

/** OpenAPI 3.0's `nullable` as JSON Schema (ajv does not read it): the same schema or null. */
function normalizar(e: unknown): unknown {
  if (Array.isArray(e)) return e.map(normalizar);
  if (!e || typeof e !== 'object') return e;
  const copia: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) if (k !== 'nullable') copia[k] = normalizar(v);
  if ((e as Esquema).nullable === true) return { anyOf: [copia, { type: 'null' }] };
  return copia;
}

function resolver(doc: Documento, e: Esquema | undefined): Esquema | undefined {
  if (!e?.$ref) return e;
  const nome = e.$ref.split('/').at(-1) ?? '';
  return resolver(doc, doc.components?.schemas?.[nome]);
}

/** A value the schema takes, with the known ids of the company for id fields. */
function valido(
  doc: Documento,
  bruto: Esquema | undefined,
  nome: string,
  ids: number[],
  g: Gerador,
  nivel = 0,
): unknown {
  const e = resolver(doc, bruto);
  if (!e || nivel > 6) return undefined;
  if (e.const !== undefined) return e.const;
  if (e.enum) return g.um(e.enum);
  const alternativas = e.anyOf ?? e.oneOf;
  if (alternativas)
    return valido(
      doc,
      g.um(alternativas.filter((a) => a.type !== 'null')) ?? alternativas[0],
      nome,
      ids,
      g,
      nivel + 1,
    );
  if (e.allOf)
    return valido(doc, Object.assign({}, ...e.allOf.map((x) => resolver(doc, x))), nome, ids, g, nivel + 1);
  const tipos = Array.isArray(e.type) ? e.type.filter((t) => t !== 'null') : [e.type];
  const tipo = tipos.includes('object') ? 'object' : tipos.includes('integer') ? 'integer' : tipos[0];
  if (tipo === 'object' || e.properties) {
    const obj: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(e.properties ?? {})) {
      if (!e.required?.includes(k) && g.chance(0.5)) continue;
      const x = valido(doc, v, k, ids, g, nivel + 1);
      if (x !== undefined) obj[k] = x;
    }
    return obj;
  }
  if (tipo === 'array') {
    const n = Math.max(e.minItems ?? 0, g.chance(0.5) ? 1 : 0);
    return Array.from({ length: n }, () => valido(doc, e.items, nome, ids, g, nivel + 1));
  }
  if (tipo === 'integer' || tipo === 'number') {
    const min = e.minimum ?? 0;
    const max = e.maximum ?? 1000;
    if (/(^|_)id$|_id$/.test(nome) && min <= 1) return g.um(ids);
    if (e.default !== undefined && typeof e.default === 'number') return e.default;
    return Math.min(max, Math.max(min, g.um([1, 2, 10, min])));
  }
  if (tipo === 'boolean') return g.chance(0.5);
  if (tipo === 'string') {
    if (e.format === 'uuid' || /uuid/i.test(e.pattern ?? '') || /^(id|cursor|retrato)$/.test(nome)) {
      if (e.format === 'uuid' || e.pattern?.includes('[0-9a-f]')) return crypto.randomUUID();
    }
    if (e.format === 'date' || e.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || /data|vencimento/.test(nome))
      return hoje();
    if (e.pattern?.includes('\\d{4}-\\d{2}') || nome === 'mes') return hoje().slice(0, 7);
    if (e.format === 'email' || nome === 'email') return `fuzz${g.inteiro(1e6)}@teste.com.br`;
    const texto = `Fuzz ${g.inteiro(1e6)}`;
    return texto.slice(0, Math.max(e.minLength ?? 1, Math.min(e.maxLength ?? 40, texto.length)));
  }
  return undefined;
}

/** A valid value with one thing broken: a field given an edge value, removed, or one extra. */
function invalido(valor: unknown, g: Gerador): unknown {
  if (!valor || typeof valor !== 'object' || Array.isArray(valor) || g.chance(0.1)) return g.um(BORDAS);
  const obj = { ...(valor as Record<string, unknown>) };
  const chaves = Object.keys(obj);
  const jeito = g.inteiro(10);
  if (jeito === 0 && chaves.length) delete obj[g.um(chaves)];
  else if (jeito === 1) obj.campo_extra = g.um(BORDAS);
  else if (chaves.length) {
    const k = g.um(chaves);
    const atual = obj[k];
    obj[k] =
      atual && typeof atual === 'object' && !Array.isArray(atual) && g.chance(0.5)
        ? invalido(atual, g)
        : g.um(BORDAS);
  } else obj.campo_extra = g.um(BORDAS);
  return obj;
}

type Pedido = { metodo: string; url: string; payload?: string | Buffer; headers: Record<string, string> };

function montar(
  caminho: string,
  metodo: string,
  op: Operacao,
  corpo: unknown,
  consulta: Record<string, unknown>,
  caminhoParams: Record<string, unknown>,
  token: string | undefined,
): Pedido {
  const url = caminho.replace(/\{(\w+)\}/g, (_, n: string) =>
    encodeURIComponent(String(caminhoParams[n] ?? 'x')),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(consulta))
    if (v !== undefined) qs.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const tipos = Object.keys(op.requestBody?.content ?? {});
  const pedido: Pedido = { metodo: metodo.toUpperCase(), url: qs.size ? `${url}?${qs}` : url, headers };
  if (!op.requestBody) return pedido;
  if (tipos[0]?.startsWith('multipart/') && corpo && typeof corpo === 'object' && !Array.isArray(corpo)) {
    const campos = Object.fromEntries(
      Object.entries(corpo).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    );
    const m = multipart(campos);
    return { ...pedido, payload: m.corpo, headers: { ...headers, 'content-type': m.tipo } };
  }
  return {
    ...pedido,
    payload: JSON.stringify(corpo ?? null),
    headers: { ...headers, 'content-type': 'application/json' },
  };
}

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
let doc: Documento;
let cad: Cadastro;
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false, allowUnionTypes: true });
const validadores = new Map<string, ValidateFunction>();

beforeAll(async () => {
  doc = (await amb.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  cad = await cadastrarTudo(amb, e, 'FUZZ');
}, 120_000);

function validador(chave: string, esquema: Esquema): ValidateFunction {
  let v = validadores.get(chave);
  if (!v) {
    v = ajv.compile(normalizar({ ...esquema, components: doc.components }) as object);
    validadores.set(chave, v);
  }
  return v;
}

const porStatus = new Map<number, number>();
let enviados = 0;
let cobertas = 0;
afterAll(() => {
  const linhas = [...porStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
  console.log(
    `fuzz (semente ${SEMENTE}): ${cobertas} operações, ${enviados} requisições; status ${linhas.join(', ')}`,
  );
});

describe('fuzz da API pelo documento OpenAPI', () => {
  it('nenhum 5xx, nenhum status não declarado, todo corpo JSON no esquema declarado', async () => {
    const g = gerador(SEMENTE);
    const ids = [
      cad.clienteId,
      cad.produtoId,
      cad.pedidoId,
      cad.representanteId,
      cad.formaId,
      cad.rotaId,
      cad.unidadeId,
      1,
      2_147_483_647,
    ];
    const falhas: string[] = [];
    for (const [caminho, operacoes] of Object.entries(doc.paths)) {
      if (!caminho.startsWith('/api/') && !caminho.startsWith('/p/')) continue;
      for (const metodo of METODOS) {
        const op = operacoes[metodo];
        if (!op || FORA.has(`${metodo} ${caminho}`)) continue;
        cobertas += 1;
        const esquemaCorpo = Object.values(op.requestBody?.content ?? {})[0]?.schema;
        const params = (op.parameters ?? []).map((p) => ({ ...p, schema: resolver(doc, p.schema) }));
        const gerarConsulta = (quebrar: boolean) =>
          Object.fromEntries(
            params
              .filter((p) => p.in === 'query' && (p.required || g.chance(0.5)))
              .map((p) => [
                p.name,
                quebrar && g.chance(0.5) ? g.um(BORDAS) : valido(doc, p.schema, p.name, ids, g),
              ]),
          );
        const gerarCaminho = (quebrar: boolean) =>
          Object.fromEntries(
            params
              .filter((p) => p.in === 'path')
              .map((p) => [
                p.name,
                quebrar ? g.um(['x'.repeat(100), '0000', '%00', '..', '1e3']) : 'a'.repeat(43),
              ]),
          );
        const casos: {
          corpo: unknown;
          consulta: Record<string, unknown>;
          caminho: Record<string, unknown>;
          token?: string;
        }[] = [];
        for (let i = 0; i < 2; i++)
          casos.push({
            corpo: valido(doc, esquemaCorpo, '', ids, g),
            consulta: gerarConsulta(false),
            caminho: gerarCaminho(false),
            token: e.token,
          });
        casos.push({
          corpo: valido(doc, esquemaCorpo, '', ids, g),
          consulta: gerarConsulta(false),
          caminho: gerarCaminho(false),
        });
        for (let i = 0; i < INVALIDOS_POR_OPERACAO; i++)
          casos.push({
            corpo: invalido(valido(doc, esquemaCorpo, '', ids, g), g),
            consulta: gerarConsulta(true),
            caminho: gerarCaminho(i % 3 === 0),
            token: i % 4 === 3 ? undefined : e.token,
          });
        for (const caso of casos) {
          const p = montar(caminho, metodo, op, caso.corpo, caso.consulta, caso.caminho, caso.token);
          const r = await amb.app.inject({
            method: p.metodo as 'GET',
            url: p.url,
            headers: p.headers,
            ...(p.payload === undefined ? {} : { payload: p.payload }),
          });
          enviados += 1;
          porStatus.set(r.statusCode, (porStatus.get(r.statusCode) ?? 0) + 1);
          const onde = `${p.metodo} ${p.url.slice(0, 120)} ${typeof p.payload === 'string' ? p.payload.slice(0, 200) : ''}`;
          if (r.statusCode >= 500) {
            falhas.push(`${r.statusCode} ${onde}: ${r.body.slice(0, 200)}`);
            continue;
          }
          const s = String(r.statusCode);
          const declarada = op.responses?.[s] ?? op.responses?.[`${s[0]}XX`] ?? op.responses?.default;
          if (!declarada) {
            falhas.push(`status ${s} não declarado: ${onde}`);
            continue;
          }
          const tipo = String(r.headers['content-type'] ?? '');
          const esquema = declarada.content?.['application/json']?.schema;
          if (!tipo.startsWith('application/json') || !esquema) continue;
          const v = validador(`${metodo} ${caminho} ${s}`, esquema);
          if (!v(r.json())) falhas.push(`corpo fora do esquema (${s}) ${onde}: ${ajv.errorsText(v.errors)}`);
        }
      }
    }
    expect(falhas.slice(0, 30)).toEqual([]);
    expect(cobertas).toBeGreaterThan(100);
  }, 300_000);
});
