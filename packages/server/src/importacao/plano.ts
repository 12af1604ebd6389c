import type { ErroImportacao } from '@mascate/domain';

/**
 * What a checked file would do: rows to create, rows to update (by id), the first errors (at most
 * LIMITE_ERROS_IMPORTACAO) and how many errors there are in all.
 */
export type Plano<T> = {
  novos: T[];
  atualizacoes: { id: number; dados: T }[];
  erros: ErroImportacao[];
  totalErros: number;
};

export function* emPartes<T>(itens: readonly T[], tamanho: number): Generator<T[]> {
  for (let i = 0; i < itens.length; i += tamanho) yield itens.slice(i, i + tamanho);
}
