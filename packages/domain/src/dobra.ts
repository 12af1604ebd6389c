/**
 * Search folding: what a person types and what is stored compare after this. Lower case, and the
 * accented Latin letters used in Portuguese (and a few neighbours) become their plain letter, so
 * "joao" finds "João", "acucar" finds "Açúcar" and "JOÃO" finds "Joao".
 *
 * The table is explicit (not Unicode normalisation) because PostgreSQL folds with the same two strings
 * through `translate(lower(x), DOBRA_DE, DOBRA_PARA)`, an IMMUTABLE expression an index can hold: one
 * definition for the stored column, the query term and the tests.
 */
export const DOBRA_DE = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
export const DOBRA_PARA = 'aaaaaaeeeeiiiiooooouuuucnyy';

const MAPA = new Map([...DOBRA_DE].map((c, i) => [c, DOBRA_PARA[i] as string]));

export function dobrar(texto: string): string {
  let saida = '';
  for (const c of texto.toLowerCase()) saida += MAPA.get(c) ?? c;
  return saida;
}
