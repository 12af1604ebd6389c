// An example for every request body of the OpenAPI document. Most are built from the body's own JSON
// schema (the required fields, each with a value its format, enum and bounds accept); the bodies whose
// rules a schema cannot state (a valid CPF/CNPJ, an order's items) have theirs written below. The OpenAPI
// test passes every example through the route's own validator, so none can drift from what the server takes.

/** The JSON schema keywords an example is built from (read from a plain object: the document's own nodes). */
type Esquema = {
  type?: unknown;
  format?: unknown;
  enum?: unknown;
  anyOf?: unknown;
  oneOf?: unknown;
  properties?: unknown;
  required?: unknown;
  items?: unknown;
  minItems?: unknown;
  minimum?: unknown;
  exclusiveMinimum?: unknown;
  minLength?: unknown;
  maxLength?: unknown;
  nullable?: unknown;
  default?: unknown;
};

const ehEsquema = (v: unknown): v is Esquema => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const lista = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const UUID = '3f1c9a52-7d4e-4b8a-9c61-2e5f0d7a8b93';

/** Values for strings by field name, where a name says more than the schema (e-mails, documents, dates). */
const EMAIL = 'compras@exemplo.com.br';
const POR_NOME: Record<string, string> = {
  email: EMAIL,
  senha: 'senha-forte-1',
  nome: 'Exemplo',
  cnpj: '11.222.333/0001-81',
  cnpj_cpf: '11.222.333/0001-81',
  cep: '01310-100',
  uf: 'SP',
  data: '2026-11-30',
  data_ini: '2026-11-01',
  data_fin: '2026-11-30',
  data_inicial: '2026-11-01',
  data_final: '2026-11-30',
  mes: '2026-11',
  codigo: 'P-001',
};

function numero(e: Esquema, inteiro: boolean): number {
  const exclusivo = e.exclusiveMinimum;
  const minimo = num(e.minimum) ?? num(exclusivo) ?? 0;
  const acima = exclusivo !== undefined && exclusivo !== false ? 1 : 0;
  const v = Math.max(1, minimo + acima);
  return inteiro ? Math.ceil(v) : v;
}

function texto(e: Esquema, nome: string): string {
  const porNome = POR_NOME[nome];
  if (porNome !== undefined) return porNome;
  switch (e.format) {
    case 'uuid':
      return UUID;
    case 'email':
      return EMAIL;
    case 'date':
      return '2026-11-30';
    case 'date-time':
      return '2026-11-30T12:00:00.000Z';
    case 'uri':
      return 'https://erp.exemplo.com.br/mascate';
  }
  const base = 'Exemplo';
  const minimo = num(e.minLength) ?? 0;
  const maximo = num(e.maxLength);
  if (maximo !== undefined && maximo < base.length) return 'X'.repeat(Math.max(1, minimo));
  return base.padEnd(minimo, 'x');
}

/** An example value for a JSON schema node (an object gets its required fields). */
export function exemploDe(no: unknown, nome = ''): unknown {
  if (!ehEsquema(no)) return {};
  const e = no;
  if (e.default !== undefined) return e.default;
  const valores = lista(e.enum);
  if (valores.length > 0) return valores[0];
  const [ramo] = [...lista(e.anyOf), ...lista(e.oneOf)];
  if (ramo) return exemploDe(ramo, nome);
  switch (e.type) {
    case 'object':
      return exemploDeObjeto(e);
    case 'array': {
      const n = num(e.minItems) ?? 0;
      return Array.from({ length: n }, () => exemploDe(e.items, nome));
    }
    case 'integer':
      return numero(e, true);
    case 'number':
      return numero(e, false);
    case 'boolean':
      return true;
    case 'string':
      return texto(e, nome);
    default:
      return e.nullable ? null : {};
  }
}

/** An object schema's example: each required field with its own example. */
export function exemploDeObjeto(no: unknown): Record<string, unknown> {
  const obj: Record<string, unknown> = {};
  if (!ehEsquema(no)) return obj;
  const propriedades = ehEsquema(no.properties) ? no.properties : {};
  for (const campo of lista(no.required)) {
    if (typeof campo !== 'string' || !(campo in propriedades)) continue;
    obj[campo] = exemploDe(Reflect.get(propriedades, campo), campo);
  }
  return obj;
}

const PEDIDO = {
  participante_id: 1,
  data: '2026-11-30',
  produtos: [{ produto_id: 1, qt: 2, preco: 12.5, total: 25 }],
  valor: 25,
  parcelas: [{ parcela: 1, vencimento: '2026-12-30', valor: 25 }],
};

/** Bodies an automatic example would leave too bare to teach anything (an order with no items), by 'METHOD /path'. */
export const EXEMPLOS_ESCRITOS: Record<string, unknown> = {
  'POST /api/pedidosvenda/create': { ...PEDIDO, situacao: 'pedido' },
  'PUT /api/pedidosvenda/update': { ...PEDIDO, id: 1 },
  'PUT /api/pix/configurar': {
    tipo_chave: 'cnpj',
    chave: '11.222.333/0001-81',
    nome: 'Distribuidora Exemplo',
    cidade: 'São Paulo',
  },
  'POST /api/chavesapi/create': { nome: 'ERP', escopos: ['pedidos:leitura', 'titulos:leitura'] },
  'POST /api/webhooks/create': {
    url: 'https://erp.exemplo.com.br/mascate/webhook',
    eventos: ['pedido.criado', 'pedido.situacao_alterada', 'titulo.pago'],
  },
  'POST /api/pix/webhook/{segredo}/pix': {
    pix: [
      {
        endToEndId: 'E18236120202612021200s0133872GZA',
        txid: 'MASC1T42',
        valor: '110.00',
        horario: '2026-11-30T15:00:00.000Z',
        infoPagador: 'Pedido 123',
      },
    ],
  },
  // Issue 48: a rule of ST for an NCM, its change, and the preview of an order's taxes.
  'POST /api/regrasfiscais/create': { ncm: '22021000', uf: 'MG', st: 1, mva: 40 },
  'PUT /api/regrasfiscais/update': { id: 1, ncm: '22021000', uf: '', st: 1, mva: 40, ipi: 10 },
  'PUT /api/regrasfiscais/gravar_aliquotas': { aliquotas: [{ uf: 'MG', aliquota: 18 }] },
  'POST /api/pedidosvenda/impostos': { participante_id: 1, produtos: [{ produto_id: 1, qt: 1, preco: 100 }] },
};
