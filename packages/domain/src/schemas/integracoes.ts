// zod schemas of the integrations (issue 47): the company's integration keys (chavesapi/read,
// chavesapi/create, chavesapi/revogar) and its webhooks (webhooks/*).
import { z } from 'zod';
import { ESCOPOS_INTEGRACAO, type EscopoIntegracao } from '../escopos-integracao.ts';
import { idSchema, instanteLido, inteiroSchema, limitePagina, MAXIMO_ID, texto } from './comum.ts';
import { envelopeRegistros, envelopeRetorno } from './envelope.ts';

export const MAXIMO_NOME_CHAVE = 100;
const MSG_NOME_CHAVE = `Informe o nome da chave (de 1 a ${MAXIMO_NOME_CHAVE} caracteres).`;
const MSG_ESCOPOS = 'Escolha ao menos uma permissão (leitura ou escrita de uma área).';
const MSG_ESCOPO = 'Permissão desconhecida: use área:leitura ou área:escrita, como pedidos:leitura.';

const escopoSchema = z.enum(ESCOPOS_INTEGRACAO as [EscopoIntegracao, ...EscopoIntegracao[]], {
  error: MSG_ESCOPO,
});

/** chavesapi/create: a name for people and the scopes (each at most once; repeats are folded). */
export const chaveApiCriarSchema = z.object({
  nome: texto('nome', MAXIMO_NOME_CHAVE).min(1, { error: MSG_NOME_CHAVE }),
  escopos: z
    .array(escopoSchema, { error: MSG_ESCOPOS })
    .min(1, { error: MSG_ESCOPOS })
    .max(ESCOPOS_INTEGRACAO.length * 2, { error: MSG_ESCOPOS })
    .transform((e) => [...new Set(e)]),
});
export type ChaveApiCriarEntrada = z.input<typeof chaveApiCriarSchema>;

/** A key as listed: never its secret (only the first characters, to tell keys apart). */
export const chaveApiLidaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  prefixo: z.string().describe('O começo da chave, para reconhecê-la; a chave inteira só aparece ao criar.'),
  escopos: z.array(z.string()),
  criada_em: instanteLido(),
  criada_por: z.string(),
  usada_em: instanteLido().nullable().describe('O último uso (com precisão de um minuto).'),
  revogada_em: instanteLido().nullable(),
});

export const corpoRevogarChave = z.object({ id: idSchema });

export const respostasChavesApi = {
  read: envelopeRegistros(chaveApiLidaSchema),
  create: envelopeRetorno({
    id: z.number().int(),
    chave: z
      .string()
      .describe('A chave inteira: mostrada só nesta resposta; o servidor guarda apenas o hash.'),
  }),
  revogar: envelopeRetorno(),
};

// --- Webhooks (webhooks/read, create, delete, entregas, reenviar) ---

/** The events a webhook may subscribe to, with the screen's label. */
export const EVENTOS_WEBHOOK = {
  'pedido.criado': 'Pedido criado',
  'pedido.alterado': 'Pedido alterado',
  'pedido.situacao_alterada': 'Situação do pedido alterada',
  'titulo.criado': 'Título criado',
  'titulo.pago': 'Título pago',
  'titulo.estornado': 'Baixa de título estornada',
  'cliente.criado': 'Cliente criado',
  'cliente.alterado': 'Cliente alterado',
  'produto.alterado': 'Produto alterado',
} as const;
export type EventoWebhook = keyof typeof EVENTOS_WEBHOOK;
export const LISTA_EVENTOS_WEBHOOK = Object.keys(EVENTOS_WEBHOOK) as [EventoWebhook, ...EventoWebhook[]];

export const MAXIMO_URL_WEBHOOK = 2000;
const MSG_URL_WEBHOOK =
  'Informe o endereço do webhook com https:// (http:// só para 127.0.0.1 ou localhost), com até 2000 caracteres.';
const MSG_EVENTOS = 'Escolha ao menos um evento.';
const MSG_EVENTO = `Evento desconhecido: use um de ${LISTA_EVENTOS_WEBHOOK.join(', ')}.`;

const LOCAIS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https:// anywhere; http:// only to this machine (tests, a receiver beside the server); no credentials. */
export function urlWebhookAceita(texto: string): boolean {
  if (texto.length > MAXIMO_URL_WEBHOOK) return false;
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'http:' && LOCAIS.has(url.hostname);
}

/** webhooks/create: the receiver's address and the events it wants (each once; repeats are folded). */
export const webhookCriarSchema = z.object({
  url: z
    .string({ error: MSG_URL_WEBHOOK })
    .trim()
    .max(MAXIMO_URL_WEBHOOK, { error: MSG_URL_WEBHOOK })
    .refine(urlWebhookAceita, { error: MSG_URL_WEBHOOK })
    .meta({ format: 'uri' }),
  eventos: z
    .array(z.enum(LISTA_EVENTOS_WEBHOOK, { error: MSG_EVENTO }), { error: MSG_EVENTOS })
    .min(1, { error: MSG_EVENTOS })
    .max(LISTA_EVENTOS_WEBHOOK.length * 2, { error: MSG_EVENTOS })
    .transform((e) => [...new Set(e)]),
});
export type WebhookCriarEntrada = z.input<typeof webhookCriarSchema>;

/** A webhook as listed: never its secret (only its start). */
const webhookLidoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  eventos: z.array(z.string()),
  prefixo_segredo: z.string().describe('O começo do segredo; o segredo inteiro só aparece ao criar.'),
  criado_em: instanteLido(),
  criado_por: z.string(),
  pendentes: z.number().int().describe('Entregas ainda por fazer (na fila ou esperando nova tentativa).'),
  falhas: z.number().int().describe('Entregas que esgotaram as tentativas.'),
});

/** webhooks/entregas: the company's deliveries, newest first, of one webhook when `webhook_id` is sent. */
export const webhookEntregasSchema = z.object({
  webhook_id: idSchema.optional(),
  limite: limitePagina,
  deslocamento: inteiroSchema(
    0,
    MAXIMO_ID,
    `O campo deslocamento deve ser um número inteiro de 0 a ${MAXIMO_ID}.`,
  ).optional(),
});

const tentativaLidaSchema = z.object({
  em: instanteLido(),
  status: z.number().int().nullable().describe('O status HTTP da resposta; nulo quando não houve resposta.'),
  resposta: z.string().describe('O começo da resposta do receptor (até 2 KB).'),
  erro: z.string().nullable(),
  duracao_ms: z.number().int(),
});

const entregaLidaSchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  url: z.string(),
  evento_id: z.string().meta({ format: 'uuid' }),
  tipo: z.string(),
  registro: z.string().describe('O registro do evento, como pedido:12.'),
  criada_em: instanteLido(),
  situacao: z.enum(['pendente', 'entregue', 'falhou', 'cancelada']),
  tentativas: z.number().int(),
  proxima_em: instanteLido().nullable().describe('Quando sai a próxima tentativa (só nas pendentes).'),
  ultimo_status: z.number().int().nullable(),
  ultimo_erro: z.string().nullable(),
  entregue_em: instanteLido().nullable(),
  corpo: z.string().describe('O corpo JSON enviado, exatamente como assinado.'),
  webhook_removido: z.boolean().describe('O webhook foi removido: a entrega não pode ser reenviada.'),
  historico: z.array(tentativaLidaSchema).describe('As últimas tentativas, a mais recente primeiro.'),
});

export const respostasWebhooks = {
  read: envelopeRegistros(webhookLidoSchema),
  create: envelopeRetorno({
    id: z.number().int(),
    segredo: z
      .string()
      .describe('O segredo que assina as entregas (HMAC-SHA256): mostrado só nesta resposta.'),
  }),
  delete: envelopeRetorno(),
  entregas: envelopeRegistros(entregaLidaSchema),
  reenviar: envelopeRetorno(),
};
