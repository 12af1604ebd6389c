// The JSON body parser of every route (known or not): a body deeper or wider than any request of the API
// is refused with 400 by a scan that stops at the first excess, before JSON.parse builds anything. A 1 MB
// body of 500,000 `[` costs the scan of 33 characters, where JSON.parse took 0.35-0.8 s of the event loop.
import type { FastifyInstance } from 'fastify';
import { ErroApi } from './erros.ts';

/** Deeper than any request body of the API (an order with items is 3 levels). */
export const PROFUNDIDADE_MAXIMA_JSON = 32;
/** More elements than any array of the API takes (an order's items, a field app's sync batch). */
export const ELEMENTOS_MAXIMOS_JSON = 10_000;

export const MSG_JSON_PROFUNDO = `O corpo da requisição tem níveis demais (no máximo ${PROFUNDIDADE_MAXIMA_JSON}).`;
export const MSG_JSON_LARGO = `Uma lista do corpo da requisição tem itens demais (no máximo ${ELEMENTOS_MAXIMOS_JSON}).`;

const ABRE_LISTA = 0x5b; // [
const FECHA_LISTA = 0x5d; // ]
const ABRE_OBJETO = 0x7b; // {
const FECHA_OBJETO = 0x7d; // }
const ASPAS = 0x22;
const BARRA = 0x5c;
const VIRGULA = 0x2c;

/**
 * The first excess of a JSON text, or undefined: nesting deeper than PROFUNDIDADE_MAXIMA_JSON, or an array
 * with more than ELEMENTOS_MAXIMOS_JSON elements (counted by its commas). Strings are skipped whole, so
 * brackets inside them do not count. Malformed text is left to JSON.parse.
 */
export function excessoJson(texto: string): string | undefined {
  // Per open level: whether it is an array, and the commas seen in it.
  const ehLista: boolean[] = [];
  const virgulas: number[] = [];
  let nivel = 0;
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (c === ASPAS) {
      for (i++; i < texto.length; i++) {
        const d = texto.charCodeAt(i);
        if (d === BARRA) i++;
        else if (d === ASPAS) break;
      }
    } else if (c === ABRE_LISTA || c === ABRE_OBJETO) {
      if (nivel >= PROFUNDIDADE_MAXIMA_JSON) return MSG_JSON_PROFUNDO;
      ehLista[nivel] = c === ABRE_LISTA;
      virgulas[nivel] = 0;
      nivel++;
    } else if (c === FECHA_LISTA || c === FECHA_OBJETO) {
      if (nivel > 0) nivel--;
    } else if (c === VIRGULA && nivel > 0 && ehLista[nivel - 1]) {
      const n = (virgulas[nivel - 1] ?? 0) + 1;
      if (n >= ELEMENTOS_MAXIMOS_JSON) return MSG_JSON_LARGO;
      virgulas[nivel - 1] = n;
    }
  }
  return undefined;
}

/**
 * Replaces Fastify's JSON parser with the scan followed by Fastify's own parser (its handling of an empty
 * body, and a `__proto__` or `constructor.prototype` key refused with 400, as its default is).
 */
export function registrarJsonLimitado(app: FastifyInstance): void {
  const padrao = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, corpo, pronto) => {
    const texto = typeof corpo === 'string' ? corpo : corpo.toString('utf8');
    const excesso = excessoJson(texto);
    if (excesso) return pronto(new ErroApi('entrada_invalida', excesso), undefined);
    return padrao(req, texto, pronto);
  });
}
