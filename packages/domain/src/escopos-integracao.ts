// Issue 47: what an integration key (chave de integração) may call. A key carries scopes, read and/or
// write per area; the area and the kind of each route come from its path, so a route added later to an
// area is covered by the area's scopes without a second table, and the server and the Integrações screen
// read the same list.

/** The areas a key's scopes name, by the first segment of the API path, and the label the screen shows. */
export const AREAS_INTEGRACAO = {
  pedidos: 'Pedidos',
  clientes: 'Clientes',
  produtos: 'Produtos',
  titulos: 'Títulos',
  tabelasprecos: 'Tabelas de preços',
  visitas: 'Visitas',
  rotas: 'Rotas',
  representantes: 'Representantes',
  formaspagamento: 'Formas de pagamento',
  unidades: 'Unidades',
  motivosnaovenda: 'Motivos de não venda',
  relatorios: 'Relatórios',
  comissoes: 'Comissões',
  metas: 'Metas',
  empresas: 'Empresa',
  pix: 'Pix',
} as const;
export type AreaIntegracao = keyof typeof AREAS_INTEGRACAO;
export const LISTA_AREAS_INTEGRACAO = Object.keys(AREAS_INTEGRACAO) as AreaIntegracao[];

export const ACOES_ESCOPO = ['leitura', 'escrita'] as const;
export type AcaoEscopo = (typeof ACOES_ESCOPO)[number];
export type EscopoIntegracao = `${AreaIntegracao}:${AcaoEscopo}`;

export const ESCOPOS_INTEGRACAO: readonly EscopoIntegracao[] = LISTA_AREAS_INTEGRACAO.flatMap((a) =>
  ACOES_ESCOPO.map((acao): EscopoIntegracao => `${a}:${acao}`),
);

/** Path segments that are another area's: the order API is 'pedidosvenda', the CEP look-up serves customers. */
const AREA_DO_SEGMENTO: Readonly<Record<string, AreaIntegracao>> = {
  pedidosvenda: 'pedidos',
  cep: 'clientes',
};

/**
 * Routes no key ever calls, whatever its scopes: the field app (its own sign-in and sync), the
 * administration (users, keys, webhooks, the sign-out of a person's session) and the Pix settings that
 * hold the company's PSP secrets. The server answers them 403 for a key.
 */
const SEM_CHAVE = new Set(['estabelecimentos', 'usuarios', 'campo', 'chavesapi', 'webhooks']);
const ROTAS_SEM_CHAVE = new Set([
  'POST /api/pix/configuracao',
  'PUT /api/pix/configurar',
  'POST /api/pix/gerar_webhook',
]);

/** Actions sent as POST or PUT that change nothing (the lists, one record, statements, prices, codes). */
const ACOES_LEITURA = new Set([
  'read',
  'read_one',
  'historico',
  'precos',
  'resumo_mensal',
  'extrato',
  'credito',
  'a_conciliar',
  'titulo',
  'pedido',
]);

/**
 * The scope a route asks of a key ('POST /api/titulos/baixar' → titulos:escrita), or null when no key may
 * call it. GET is a read; a report is a read; otherwise the action names it.
 */
export function escopoDaRota(rota: string): EscopoIntegracao | null {
  if (ROTAS_SEM_CHAVE.has(rota)) return null;
  const m = /^([A-Z]+) \/api\/([a-z_]+)(?:\/([a-z_:]+))?/.exec(rota);
  if (!m) return null;
  const [, metodo, segmento = '', acao = ''] = m;
  if (SEM_CHAVE.has(segmento)) return null;
  const area = AREA_DO_SEGMENTO[segmento] ?? (ehArea(segmento) ? segmento : null);
  if (!area) return null;
  const leitura = metodo === 'GET' || area === 'relatorios' || ACOES_LEITURA.has(acao);
  return `${area}:${leitura ? 'leitura' : 'escrita'}`;
}

function ehArea(s: string): s is AreaIntegracao {
  return Object.hasOwn(AREAS_INTEGRACAO, s);
}

/** Whether a key with these scopes may call the route. */
export function chavePodeChamar(escopos: readonly string[], rota: string): boolean {
  const pedido = escopoDaRota(rota);
  return pedido !== null && escopos.includes(pedido);
}

/** A key's call outside its scopes (403). */
export const MSG_CHAVE_SEM_ESCOPO = 'Esta chave de integração não tem permissão para esta operação.';
