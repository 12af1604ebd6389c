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
 * The words a search must find, folded: what the person typed split at white space, each word once, and
 * none that is part of another word typed ('sao s' needs only 'sao': a text holding it holds 's'). The
 * order is the typed one. Shared by the server's LIKE patterns (db/paginar.ts, padroesBusca) and the field
 * app's search in memory (web/src/campo/busca.ts).
 */
export function palavrasDobradas(termo: string): string[] {
  const palavras = [...new Set(palavrasDaBusca(dobrar(termo)))];
  return palavras.filter((p) => !palavras.some((q) => q !== p && q.includes(p)));
}

/** Whether a folded text holds every one of `palavras` (palavrasDobradas), each anywhere, in any order. */
export const casaPalavras = (textoDobrado: string, palavras: readonly string[]): boolean =>
  palavras.every((p) => textoDobrado.includes(p));

/**
 * The lists' search rule (the server's LIKE patterns, db/paginar.ts, are this rule in SQL, and a test
 * compares the two): every typed word, folded, somewhere in the folded text, in any order, each as a part
 * of a word. 'conceicao joao' finds 'João da Conceição Mercearia', 'carioca feijao' finds 'Feijão Carioca
 * 1kg', '5kg acucar' finds 'Açúcar Cristal 5kg'. A blank term finds everything. Each word is a condition of
 * its own, so the trigram index answers every word (docs/listas.md).
 */
export const casaBusca = (textoDobrado: string, termo: string): boolean =>
  casaPalavras(textoDobrado, palavrasDobradas(termo));

/**
 * The first group of the product picker and list under the same rule (the server's padraoInicio,
 * db/paginar.ts): the folded text begins with the term's first typed word and holds every other word
 * anywhere. A blank term has no first group.
 */
export function comecaComBusca(textoDobrado: string, termo: string): boolean {
  const [primeira] = palavrasDaBusca(dobrar(termo));
  return primeira !== undefined && textoDobrado.startsWith(primeira) && casaBusca(textoDobrado, termo);
}
