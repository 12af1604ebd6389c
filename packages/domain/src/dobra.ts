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

/** The words of a search term: what the person typed, split at white space (blank: none). */
export const palavrasDaBusca = (termo: string): string[] => termo.split(/\s+/).filter(Boolean);

/**
 * The lists' search rule (the server's LIKE pattern, db/paginar.ts, is this rule in SQL, and a test compares
 * the two): in the folded text, the first word anywhere, then each next word later, at the start of a word.
 * 'cerveja 350' finds 'Cerveja Brahma Pilsen 350ml', 'joao silva' finds 'João da Silva', 'loja 1234' finds
 * 'Loja 1234' but not a CNPJ holding 1234 in its middle. One word is a plain contains. The next words start a
 * word so that a trigram index answers the term with few rows that do not match (a contains of the whole
 * phrase made every row with both words a candidate, and checked each of them).
 */
export function casaBusca(textoDobrado: string, termo: string): boolean {
  const [primeira, ...resto] = palavrasDaBusca(dobrar(termo));
  if (primeira === undefined) return true;
  let fim = textoDobrado.indexOf(primeira);
  if (fim < 0) return false;
  fim += primeira.length;
  for (const palavra of resto) {
    const achou = textoDobrado.indexOf(` ${palavra}`, fim);
    if (achou < 0) return false;
    fim = achou + 1 + palavra.length;
  }
  return true;
}

/**
 * The picker's first group under the same rule (the server's padraoInicio, db/paginar.ts): the folded text
 * begins with the term's first word and holds the next words after it. A blank term has no first group.
 */
export function comecaComBusca(textoDobrado: string, termo: string): boolean {
  const [primeira] = palavrasDaBusca(dobrar(termo));
  return primeira !== undefined && textoDobrado.startsWith(primeira) && casaBusca(textoDobrado, termo);
}
