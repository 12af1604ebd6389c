import { z } from 'zod';
import {
  type Leitura,
  lerData,
  lerDecimal,
  lerInstante,
  lerInteiro,
  lerMes,
  lerNumero,
  limparTexto,
  MAXIMO_INTEIRO_PG,
  type MotivoRecusa,
} from '../valores.ts';

// Every field below is read by one parser of valores.ts (issue 43): the same text is taken or refused
// the same way in every schema, and the pt-BR message says why.

/**
 * A free-text field with a maximum length and a pt-BR message naming the field: invisible characters
 * (zero-width, controls) are dropped and the rest trimmed before it is counted and stored.
 */
export const texto = (campo: string, max: number) =>
  z
    .string({ error: `O campo ${campo} deve ser um texto.` })
    .overwrite(limparTexto)
    .max(max, { error: `O campo ${campo} deve ter no máximo ${max} caracteres.` });

/** The largest id a PostgreSQL integer column holds: a larger one is refused here, not by the database. */
export const MAXIMO_ID = MAXIMO_INTEIRO_PG;

/** One message, or one per reason of a refusal (`ausente`: the field was not sent). */
type Mensagens = string | (Partial<Record<MotivoRecusa | 'ausente', string>> & { formato: string });
const mensagemDe = (m: Mensagens, motivo: MotivoRecusa | 'ausente') =>
  typeof m === 'string' ? m : (m[motivo] ?? m.formato);
const erroDeTipo = (m: Mensagens) => (i: { input: unknown }) =>
  mensagemDe(m, i.input === undefined ? 'ausente' : 'formato');

// The parser's value when it takes the input, the input itself otherwise (the inner schema refuses it).
const lidoOuMantido =
  <T>(ler: (v: unknown) => Leitura<T>) =>
  (v: unknown) => {
    const l = ler(v);
    return l.ok ? l.valor : v;
  };

/**
 * A whole number from `min` to `max` as a JSON number or plain digits ('12'); never '1e3', '0x10', true or
 * ''. The document shows an integer with its bounds.
 */
export const inteiroSchema = (min: number, max: number, mensagens: Mensagens) =>
  z.preprocess(
    lidoOuMantido((v) => lerInteiro(v, min, max)),
    z
      .number({ error: erroDeTipo(mensagens) })
      .int({ error: mensagemDe(mensagens, 'formato') })
      .min(min, { error: mensagemDe(mensagens, 'faixa') })
      .max(max, { error: mensagemDe(mensagens, 'faixa') }),
  );

/** A day the API answers ('2026-11-30'): the format is for the OpenAPI document, the server writes the value. */
export const diaLido = () => z.string().meta({ format: 'date' });
/** An instant the API answers (ISO 8601, UTC): documented as date-time. */
export const instanteLido = () => z.string().meta({ format: 'date-time' });

/** Ids arrive as numbers or numeric strings (the field app sends both). */
export const idSchema = inteiroSchema(1, MAXIMO_ID, 'Identificador inválido.');

/** A string field read by one of valores.ts' parsers: its value, or the message of why it was refused. */
const textoLido = (
  ler: (v: unknown) => Leitura<string>,
  padrao: RegExp,
  mensagens: Mensagens,
  formato?: 'date' | 'date-time',
) =>
  z
    .string({ error: erroDeTipo(mensagens) })
    .regex(padrao, { error: mensagemDe(mensagens, 'formato') })
    .meta(formato ? { format: formato } : {})
    .transform((v, ctx) => {
      const l = ler(v);
      if (l.ok) return l.valor;
      ctx.addIssue({ code: 'custom', message: mensagemDe(mensagens, l.motivo) });
      return z.NEVER;
    });

/** A calendar date 'aaaa-mm-dd' from 1900 to 2100 (lerData). */
export const dataSchema = (mensagens: Mensagens) =>
  textoLido(lerData, /^\s*\d{4}-\d{2}-\d{2}\s*$/, mensagens, 'date');

/** A month 'aaaa-mm' from 1900-01 to 2100-12 (lerMes). */
export const mesAnoSchema = (mensagens: Mensagens) => textoLido(lerMes, /^\s*\d{4}-\d{2}\s*$/, mensagens);

/** An instant in ISO 8601, its date from 1900 to 2100 (lerInstante). */
export const instanteSchema = (mensagens: Mensagens) =>
  textoLido(lerInstante, /^\s*\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/, mensagens, 'date-time');

/**
 * A decimal (a JSON number, or text in the API's '1000.50' or the Brazilian '1.000,50' form) scaled to
 * an integer of `casas` decimals within [min, max] (lerDecimal): more decimals are refused, never rounded.
 */
export const decimalSchema = (casas: number, min: number, max: number, mensagens: Mensagens) =>
  z.union([z.number(), z.string()], { error: erroDeTipo(mensagens) }).transform((v, ctx) => {
    const l = lerDecimal(v, casas, min, max);
    if (l.ok) return l.valor;
    ctx.addIssue({ code: 'custom', message: mensagemDe(mensagens, l.motivo) });
    return z.NEVER;
  });

/** A measured number (coordinates, an accuracy in metres) within [min, max] (lerNumero): dot or comma. */
export const numeroSchema = (min: number, max: number, mensagem: string) =>
  z.union([z.number(), z.string()], { error: mensagem }).transform((v, ctx) => {
    const l = lerNumero(v, min, max);
    if (l.ok) return l.valor;
    ctx.addIssue({ code: 'custom', message: mensagem });
    return z.NEVER;
  });

export const corpoId = z.object({ id: idSchema });

/** 0/1 flags arrive as numbers, strings or booleans. */
export const flag01 = (campo: string) =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: `O campo ${campo} deve ser 0 ou 1.`,
    })
    .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

/**
 * How many pages past a page's start a list counts its matches unless asked for the exact total: further
 * matches make the answer say "more than" (`total_limitado`). The exact count of the ~10,000 customers a
 * common name matches among 100,000 cost 5 ms of PostgreSQL per request, ten times the page itself;
 * counting ten pages ahead costs about one page more. Odoo's list views cap their count the same way and
 * count everything on a click; Gmail says "many".
 */
export const PAGINAS_CONTADAS = 10;

/** Where the count of a page stops (`total_limitado` past it): ten pages of `limite` past the page's start. */
export const contagemAte = (deslocamento: number, limite: number) => deslocamento + limite * PAGINAS_CONTADAS;

/** The largest page a list or report answers (`limite`): a larger one is refused with 400. */
export const LIMITE_MAXIMO = 100;
/** The page of a list or report read without `limite` (issue 42: no read answers every row). */
export const LIMITE_PADRAO = 50;
/**
 * The small registers (payment methods, units, routes, representatives, reasons, price tables) answer up
 * to this many rows without `limite`: the lists the forms' choices read whole. Still one bounded page.
 */
export const LIMITE_PADRAO_CADASTRO = 500;

const MSG_LIMITE = `O campo limite deve ser um número inteiro de 1 a ${LIMITE_MAXIMO}.`;
/** `limite` of every list and report: 1 to LIMITE_MAXIMO, absent for the read's default page. */
export const limitePagina = inteiroSchema(1, LIMITE_MAXIMO, MSG_LIMITE)
  .optional()
  .describe(`Linhas por página (1 a ${LIMITE_MAXIMO}; ${LIMITE_PADRAO} quando ausente).`);

/**
 * Server-side paging and search of list reads. Every read answers one page: without `limite` the
 * read's default page (LIMITE_PADRAO, LIMITE_PADRAO_CADASTRO for the small registers), with `total`.
 * The answer carries `total` unless `contar_total` is 0: a screen paging through one search
 * already knows it from the first page. The total is counted up to `contagemAte` unless `total_exato` is
 * 1; beyond it the answer carries that bound and `total_limitado`.
 */
export const paginacao = z.object({
  busca: z
    .string()
    .overwrite(limparTexto)
    .max(150, { error: 'A busca deve ter no máximo 150 caracteres.' })
    .optional(),
  limite: limitePagina,
  deslocamento: inteiroSchema(
    0,
    MAXIMO_ID,
    `O campo deslocamento deve ser um número inteiro de 0 a ${MAXIMO_ID}.`,
  ).optional(),
  contar_total: flag01('contar_total').optional(),
  total_exato: flag01('total_exato').optional(),
});
export type Paginacao = z.infer<typeof paginacao>;

/** The longest period of every report and export (and of the lists filtered by a period): five years. */
export const MAXIMO_ANOS_PERIODO = 5;
export const MSG_PERIODO_MAXIMO = 'O período pode ter no máximo cinco anos.';

export const MSG_PERIODO_EM_ORDEM = 'A data final deve ser igual ou posterior à data inicial.';

/**
 * A report's or export's period, on the fields named: the end not before the start (said on the end), at
 * most MAXIMO_ANOS_PERIODO years (said on the start). One rule for every report instead of a copy each.
 */
export function regraPeriodo<I extends string, F extends string>(inicio: I, fim: F) {
  return (p: Record<I | F, string>, ctx: z.RefinementCtx): void => {
    if (p[fim] < p[inicio]) ctx.addIssue({ code: 'custom', path: [fim], message: MSG_PERIODO_EM_ORDEM });
    else if (!dentroDoPeriodoMaximo(p[inicio], p[fim]))
      ctx.addIssue({ code: 'custom', path: [inicio], message: MSG_PERIODO_MAXIMO });
  };
}

/**
 * The one period rule of reports and exports: from `inicio` to `fim` (aaaa-mm-dd, both days counted) at
 * most MAXIMO_ANOS_PERIODO years; a missing end (an open filter) is checked by the caller's own rules.
 */
export function dentroDoPeriodoMaximo(inicio: string | undefined, fim: string | undefined): boolean {
  if (!inicio || !fim) return true;
  const ano = Number(inicio.slice(0, 4)) + MAXIMO_ANOS_PERIODO;
  return fim < `${String(ano).padStart(4, '0')}${inicio.slice(4)}`;
}
