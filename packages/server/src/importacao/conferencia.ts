// The checks every import shares: the header, each line by the domain's rule, keys repeated in the file.
import {
  type Celula,
  type ColunaImportavel,
  celulasDaLinha,
  type ErroCelula,
  type ErroImportacao,
  lerCabecalho,
  linhaVazia,
  MSG_SEM_CABECALHO,
} from '@mascate/domain';
import { entradaInvalida } from '../http/erros.ts';

export type Linha<D> = { linha: number; dados: D };

/** A file's lines checked one by one: the good ones with their spreadsheet line number, and every error. */
export function conferirLinhas<C extends string, D>(
  linhas: readonly Celula[][],
  colunas: readonly ColunaImportavel<C>[],
  obrigatorias: readonly string[],
  conferir: (celulas: Partial<Record<C, Celula>>) => { dados?: D; erros: ErroCelula[] },
): { validas: Linha<D>[]; erros: ErroImportacao[] } {
  const [cabecalho = [], ...resto] = linhas;
  const { posicoes, faltando } = lerCabecalho(colunas, cabecalho);
  const faltam = faltando.filter((t) => obrigatorias.includes(t));
  if (faltam.length > 0) throw entradaInvalida(MSG_SEM_CABECALHO(faltam));
  const validas: Linha<D>[] = [];
  const erros: ErroImportacao[] = [];
  resto.forEach((celulas, i) => {
    if (linhaVazia(celulas)) return;
    const linha = i + 2; // the header is line 1
    const r = conferir(celulasDaLinha(posicoes, celulas));
    for (const e of r.erros) erros.push({ linha, ...e });
    if (r.dados !== undefined && r.erros.length === 0) validas.push({ linha, dados: r.dados });
  });
  if (validas.length === 0 && erros.length === 0)
    throw entradaInvalida('O arquivo só tem o cabeçalho: preencha as linhas a partir da linha 2.');
  return { validas, erros };
}

/** Errors in the order a person reads the sheet: by line, then by the column's place in the template. */
export function ordenarErros(
  erros: ErroImportacao[],
  colunas: readonly { titulo: string }[],
): ErroImportacao[] {
  const ordem = new Map(colunas.map((c, i) => [c.titulo, i]));
  return erros.sort((a, b) => a.linha - b.linha || (ordem.get(a.coluna) ?? 99) - (ordem.get(b.coluna) ?? 99));
}
