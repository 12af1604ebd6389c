import { z } from 'zod';
import { FAIXA_DATAS, isDataIso } from '../datas.ts';
import { RESULTADOS_VISITA } from '../roteiro.ts';
import { instanteEmMs, limparTexto } from '../valores.ts';
import {
  dataSchema,
  dentroDoPeriodoMaximo,
  flag01,
  idSchema,
  instanteLido,
  instanteSchema,
  inteiroSchema,
  MAXIMO_ID,
  MSG_PERIODO_MAXIMO,
  numeroSchema,
  paginacao,
  texto,
} from './comum.ts';
import { envelopeRegistros, envelopeRetorno, idCriado, respostasDeCadastro } from './envelope.ts';

export const MSG_PERIODO_VISITAS = 'Informe a data inicial e final (aaaa-mm-dd).';

const dia = dataSchema({ formato: MSG_PERIODO_VISITAS, faixa: `As datas devem estar ${FAIXA_DATAS}.` });

const vazio = (v: unknown) => v === undefined || v === null || v === '' || v === 0 || v === '0';

/** An optional id: 0, '', null or absent mean none (the field app sends 0 for an empty choice). */
const idOpcional = (campo: string) => {
  const msg = `O campo ${campo} deve ser um identificador.`;
  return z.preprocess((v) => (vazio(v) ? null : v), inteiroSchema(1, MAXIMO_ID, msg).nullable());
};

export const MSG_RESULTADO = "O campo resultado deve ser 'pedido', 'sem_venda' ou 'ausente'.";
const resultado = z.enum(RESULTADOS_VISITA, { error: MSG_RESULTADO });

/**
 * Both days inclusive, as calendar days in São Paulo. Optional filters (issue 28): one representative, one
 * result, only the visits out of place (1) or only those in place (0).
 */
export const lerVisitasSchema = paginacao
  .extend({
    data_ini: dia,
    data_fin: dia,
    representante_id: idOpcional('representante_id').optional(),
    resultado: resultado.optional(),
    fora_do_local: flag01('fora_do_local').optional(),
  })
  .refine((p) => dentroDoPeriodoMaximo(p.data_ini, p.data_fin), {
    error: MSG_PERIODO_MAXIMO,
    path: ['data_ini'],
  });
export type LerVisitasCorpo = z.output<typeof lerVisitasSchema>;

// With a zone it is an instant; without one it is São Paulo wall-clock time, as the field app records it.
export const MSG_DATA_HORA = 'O campo data_hora deve ser uma data e hora (aaaa-mm-dd hh:mm:ss).';

const dataHora = (campo: string) => {
  const msg = `O campo ${campo} deve ser uma data e hora (aaaa-mm-dd hh:mm:ss).`;
  return instanteSchema({ formato: msg, faixa: `O campo ${campo} deve estar ${FAIXA_DATAS}.` });
};

/**
 * The instant of a date-time as the API takes it, in ms; without a zone it is São Paulo time (UTC-3: Brazil
 * has kept no daylight saving time since 2019). Only used to compare two of them.
 */
export const instanteMs = instanteEmMs;

/** A coordinate or an accuracy (lerNumero: a dot or a comma, never '1e3' or '0x10'); '' and null are none. */
const numeroEntre = (campo: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? null : v),
    numeroSchema(min, max, `O campo ${campo} deve ser um número entre ${min} e ${max}.`).nullable(),
  );

export const MSG_CHECKOUT = 'O campo checkout_em deve ser igual ou posterior ao checkin_em.';
export const MSG_COORDENADAS = 'Informe latitude e longitude juntas.';
export const MSG_MOTIVO_OBRIGATORIO = 'O campo motivo_id é obrigatório quando o resultado é sem_venda.';
export const MSG_PEDIDO_OBRIGATORIO = 'O campo pedido_id é obrigatório quando o resultado é pedido.';

export const ORIGENS_VISITA = ['campo', 'escritorio'] as const;
export type OrigemVisita = (typeof ORIGENS_VISITA)[number];

/** Latitude and longitude in decimal degrees (6 decimals are kept), both or neither. */
export const coordenadasSchema = z.object({
  latitude: numeroEntre('latitude', -90, 90).optional(),
  longitude: numeroEntre('longitude', -180, 180).optional(),
});

const emPar = (c: { latitude?: number | null; longitude?: number | null }) =>
  (c.latitude ?? null) === null ? (c.longitude ?? null) === null : (c.longitude ?? null) !== null;

/**
 * A visit as the back office and the field app record it (one schema, one server function:
 * packages/server/src/visitas/gravar.ts). The fields of issue 28 are optional: an old body still works.
 */
const camposVisita = z.object({
  cliente_id: idSchema,
  representante_id: idSchema,
  obs: texto('obs', 1000)
    .nullish()
    .transform((v) => v ?? ''),
  data_hora: dataHora('data_hora').optional(),
  checkin_em: dataHora('checkin_em').nullish(),
  checkout_em: dataHora('checkout_em').nullish(),
  ...coordenadasSchema.shape,
  precisao_m: numeroEntre('precisao_m', 0, 100_000).optional(),
  resultado: z.preprocess((v) => (v === '' ? null : v), resultado.nullable()).optional(),
  motivo_id: idOpcional('motivo_id').optional(),
  pedido_id: idOpcional('pedido_id').optional(),
  origem: z.enum(ORIGENS_VISITA, { error: "O campo origem deve ser 'campo' ou 'escritorio'." }).optional(),
});

// The rules between fields, each message naming the field it is about.
function regrasVisita(v: z.output<typeof camposVisita>, ctx: z.RefinementCtx): void {
  const erro = (message: string, campo: string) => ctx.addIssue({ code: 'custom', message, path: [campo] });
  if (v.checkin_em && v.checkout_em && instanteMs(v.checkout_em) < instanteMs(v.checkin_em))
    erro(MSG_CHECKOUT, 'checkout_em');
  if (!emPar(v)) erro(MSG_COORDENADAS, 'longitude');
  if (v.resultado === 'sem_venda' && (v.motivo_id ?? null) === null)
    erro(MSG_MOTIVO_OBRIGATORIO, 'motivo_id');
  if (v.resultado === 'pedido' && (v.pedido_id ?? null) === null) erro(MSG_PEDIDO_OBRIGATORIO, 'pedido_id');
}

/**
 * A visit as the back office and the field app record it (one schema, one server function:
 * packages/server/src/visitas/gravar.ts). The fields of issue 28 are optional: an old body still works.
 */
export const visitaSchema = camposVisita.superRefine(regrasVisita);
export type VisitaEntrada = z.input<typeof visitaSchema>;
export type VisitaCorpo = z.output<typeof visitaSchema>;

export const alterarVisitaSchema = camposVisita.extend({ id: idSchema }).superRefine(regrasVisita);
export type AlterarVisitaCorpo = z.output<typeof alterarVisitaSchema>;

export const visitaLidaSchema = z.object({
  id: z.number().int(),
  cliente: z.object({ nome: z.string(), fantasia: z.string() }),
  representante: z.object({ nome: z.string() }),
  obs: z.string(),
  /** UTC, ISO 8601 (aaaa-mm-ddThh:mm:ssZ). */
  data_hora: instanteLido(),
  // Issue 28: null when not recorded.
  cliente_id: z.number().int(),
  representante_id: z.number().int(),
  checkin_em: instanteLido().nullable(),
  checkout_em: instanteLido().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  precisao_m: z.number().nullable(),
  resultado: z.enum(RESULTADOS_VISITA).nullable(),
  motivo_id: z.number().int().nullable(),
  /** The reason's text, '' when none. */
  motivo: z.string(),
  pedido_id: z.number().int().nullable(),
  origem: z.enum(ORIGENS_VISITA).nullable(),
  /** Whole metres to the customer's place, when both are known. */
  distancia_m: z.number().int().nullable(),
  fora_do_local: z.boolean(),
});
export type Visita = z.infer<typeof visitaLidaSchema>;

export const respostasVisitas = {
  read: envelopeRegistros(visitaLidaSchema),
  create: envelopeRetorno(idCriado),
  update: envelopeRetorno(),
  delete: envelopeRetorno(),
  usar_localizacao: envelopeRetorno(),
};

// Reasons for no sale (issue 28): a per-company list.
export const MOTIVOS_PADRAO = [
  'Sem necessidade (estoque alto)',
  'Preço',
  'Concorrência',
  'Sem limite de crédito',
  'Responsável ausente',
  'Loja fechada',
  'Outro',
] as const;

export const motivoNaoVendaSchema = z.object({
  descricao: z
    .string({ error: 'O campo descrição deve ser um texto.' })
    .overwrite(limparTexto)
    .min(1, { error: 'Informe a descrição do motivo.' })
    .max(100, { error: 'O campo descrição deve ter no máximo 100 caracteres.' }),
});
export type MotivoNaoVendaCorpo = z.output<typeof motivoNaoVendaSchema>;
export const alterarMotivoNaoVendaSchema = motivoNaoVendaSchema.extend({ id: idSchema });

export const motivoNaoVendaLidoSchema = z.object({ id: z.number().int(), descricao: z.string() });
export type MotivoNaoVenda = z.infer<typeof motivoNaoVendaLidoSchema>;

export const respostasMotivosNaoVenda = {
  ...respostasDeCadastro(motivoNaoVendaLidoSchema),
};

const MSG_ESCOLHA_MOTIVO = 'Selecione o motivo da não venda.';

/**
 * The back office's "Registrar visita" form: day and time apart, an empty choice as ''. Its output is the
 * body of `visitas/create`, checked by `visitaSchema` itself (the same messages as the API's).
 */
export const visitaEscritorioSchema = z
  .object({
    // The choices' ids through the API's own integer parser (0 is no choice yet).
    cliente_id: inteiroSchema(0, MAXIMO_ID, 'Selecione o cliente.'),
    representante_id: inteiroSchema(0, MAXIMO_ID, 'Selecione o representante.'),
    dia: z.string().refine(isDataIso, { error: 'Informe a data da visita (dd/mm/aaaa).' }),
    hora: z.string().regex(/^\d{2}:\d{2}$/, { error: 'Informe a hora da visita (hh:mm).' }),
    resultado: z.union([z.literal(''), resultado]),
    motivo_id: z.union([z.literal(''), inteiroSchema(1, MAXIMO_ID, MSG_ESCOLHA_MOTIVO)], {
      error: MSG_ESCOLHA_MOTIVO,
    }),
    pedido_id: z.string().overwrite(limparTexto).max(10),
    obs: z.string().max(1000, { error: 'O campo obs deve ter no máximo 1000 caracteres.' }),
  })
  .transform((f, ctx): VisitaCorpo => {
    if (!f.cliente_id)
      ctx.addIssue({ code: 'custom', path: ['cliente_id'], message: 'Selecione o cliente.' });
    if (!f.representante_id)
      ctx.addIssue({ code: 'custom', path: ['representante_id'], message: 'Selecione o representante.' });
    const r = visitaSchema.safeParse({
      cliente_id: f.cliente_id || 1,
      representante_id: f.representante_id || 1,
      data_hora: `${f.dia} ${f.hora}`,
      resultado: f.resultado === '' ? null : f.resultado,
      motivo_id: f.resultado === 'sem_venda' && f.motivo_id !== '' ? f.motivo_id : null,
      pedido_id: f.resultado === 'pedido' && f.pedido_id !== '' ? f.pedido_id : null,
      obs: f.obs,
      origem: 'escritorio',
    });
    if (!r.success) {
      for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
      return z.NEVER;
    }
    return r.data;
  });
export type VisitaEscritorioEntrada = z.input<typeof visitaEscritorioSchema>;
