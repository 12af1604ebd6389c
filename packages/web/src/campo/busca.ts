import { type ClienteCampo, casaPalavras, dobrar, palavrasDobradas } from '@mascate/domain';

/** The text a customer is found by: name, trade name, document and city, folded (no accents, lower case). */
export const textoDeBusca = (c: ClienteCampo) => dobrar(`${c.nome} ${c.apelido} ${c.cnpj_cpf} ${c.cidade}`);

/**
 * Customers whose folded text holds every typed word, in any order ("centro joao" finds "João ... Centro"; the
 * lists' rule, domain casaBusca), in memory:
 * a few thousand rows are searched in well under 50 ms (bench/campo.ts).
 */
export function buscarClientes<T extends { busca: string }>(
  lista: readonly T[],
  termo: string,
  maximo = 100,
): T[] {
  const palavras = palavrasDobradas(termo);
  const achados: T[] = [];
  for (const c of lista) {
    if (casaPalavras(c.busca, palavras)) {
      achados.push(c);
      if (achados.length >= maximo) break;
    }
  }
  return achados;
}
