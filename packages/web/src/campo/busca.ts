import { type ClienteCampo, dobrar, palavrasDaBusca } from '@mascate/domain';

/** The text a customer is found by: name, trade name, document and city, folded (no accents, lower case). */
export const textoDeBusca = (c: ClienteCampo) => dobrar(`${c.nome} ${c.apelido} ${c.cnpj_cpf} ${c.cidade}`);

/**
 * Customers whose folded text holds every typed word ("joao centro" finds "João ... Centro"), in memory:
 * a few thousand rows are searched in well under 50 ms (bench/campo.ts).
 */
export function buscarClientes<T extends { busca: string }>(
  lista: readonly T[],
  termo: string,
  maximo = 100,
): T[] {
  const palavras = palavrasDaBusca(dobrar(termo));
  const achados: T[] = [];
  for (const c of lista) {
    if (palavras.every((p) => c.busca.includes(p))) {
      achados.push(c);
      if (achados.length >= maximo) break;
    }
  }
  return achados;
}
