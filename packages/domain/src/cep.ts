import { somenteDigitos } from './documentos.ts';

export const CEP_PADRAO = '1000000';

export function normalizarCep(v: string): string {
  return somenteDigitos(v);
}

export function cepCompleto(v: string): boolean {
  return normalizarCep(v).length === 8;
}

// The spec's placeholder for a short CEP; a longer one is just as malformed, so it gets the same.
export function cepParaEnvio(v: string): string {
  const cep = normalizarCep(v);
  return cep.length === 8 ? cep : CEP_PADRAO;
}

// Never overwrite a phone the user already typed; without a DDD there is nothing to prefix.
export function prefixoDdd(ddd: string, foneAtual: string): string {
  const codigo = somenteDigitos(ddd);
  if (foneAtual.trim() !== '' || codigo === '') return foneAtual;
  return `(${codigo}) `;
}

/**
 * The maps search of an address; the CEP joins it only when it is a real one (the placeholder stored
 * for an empty CEP, 1000000, would send the search elsewhere).
 */
export function linkMapaEndereco(endereco: string, cep: string): string {
  const consulta = cepCompleto(cep) ? `${endereco} ${normalizarCep(cep)}` : endereco;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(consulta)}`;
}
