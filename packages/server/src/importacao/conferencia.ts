// The checks every import shares: the header, each line by the domain's rule, keys repeated in the file.
import {
  type Celula,
  type ColunaImportavel,
  celulasDaLinha,
  type ErroCelula,
  type ErroImportacao,
  LIMITE_ERROS_IMPORTACAO,
  lerCabecalho,
  linhaVazia,
  MSG_SEM_CABECALHO,
} from '@mascate/domain';
import { entradaInvalida } from '../http/erros.ts';
import type { Linhas } from '../planilhas/leitor.ts';

type Linha<D> = { linha: number; dados: D };

/**
 * Errors kept while checking (the first ones, in line order); the rest are only counted. Ten times what
 * the answer shows, so the errors found later (repeated keys, unknown routes) sort in among them and
 * the answer's first ones are still the file's first ones.
 */
const ERROS_GUARDADOS = 10 * LIMITE_ERROS_IMPORTACAO;

/**
 * A file's lines checked one by one: the good ones with their spreadsheet line number, the first errors
 * and how many more there were (issue 23: a file of a million bad lines kept them all and answered 70 MB).
 */
export async function conferirLinhas<C extends string, D>(
  linhas: Linhas,
  colunas: readonly ColunaImportavel<C>[],
  obrigatorias: readonly string[],
  conferir: (celulas: Partial<Record<C, Celula>>) => { dados?: D; erros: ErroCelula[]; chave?: string },
): Promise<{
  validas: Linha<D>[];
  erros: ErroImportacao[];
  alemDosGuardados: number;
  /** Every line's key (document, code) that is itself valid, whole line or not: looked up afterwards. */
  chaves: { linha: number; chave: string }[];
}> {
  const validas: Linha<D>[] = [];
  const erros: ErroImportacao[] = [];
  const chaves: { linha: number; chave: string }[] = [];
  let alemDosGuardados = 0;
  let posicoes: Partial<Record<C, number>> | undefined;
  let linha = 0;
  for await (const celulas of linhas) {
    linha += 1; // as the spreadsheet numbers it: the header is line 1
    if (posicoes === undefined) {
      const cabecalho = lerCabecalho(colunas, celulas);
      const faltam = cabecalho.faltando.filter((t) => obrigatorias.includes(t));
      if (faltam.length > 0) throw entradaInvalida(MSG_SEM_CABECALHO(faltam));
      posicoes = cabecalho.posicoes;
      continue;
    }
    if (linhaVazia(celulas)) continue;
    const r = conferir(celulasDaLinha(posicoes, celulas));
    for (const e of r.erros) {
      if (erros.length < ERROS_GUARDADOS) erros.push({ linha, ...e });
      else alemDosGuardados += 1;
    }
    if (r.dados !== undefined && r.erros.length === 0) validas.push({ linha, dados: r.dados });
    if (r.chave) chaves.push({ linha, chave: r.chave });
  }
  if (posicoes === undefined) throw entradaInvalida(MSG_SEM_CABECALHO(obrigatorias.slice()));
  if (validas.length === 0 && erros.length === 0)
    throw entradaInvalida('O arquivo só tem o cabeçalho: preencha as linhas a partir da linha 2.');
  return { validas, erros, alemDosGuardados, chaves };
}

/**
 * Errors found after reading (repeated keys, records that already exist) join the kept ones up to the
 * same bound; answers how many were only counted.
 */
export function guardarErros(erros: ErroImportacao[], novos: readonly ErroImportacao[]): number {
  const cabem = Math.max(0, ERROS_GUARDADOS - erros.length);
  erros.push(...novos.slice(0, cabem));
  return novos.length - Math.min(cabem, novos.length);
}

/** The answer's errors (the first LIMITE_ERROS_IMPORTACAO, in reading order) and how many there are in all. */
export function errosDoPlano(
  erros: ErroImportacao[],
  alemDosGuardados: number,
  colunas: readonly { titulo: string }[],
): { erros: ErroImportacao[]; totalErros: number } {
  return {
    erros: ordenarErros(erros, colunas).slice(0, LIMITE_ERROS_IMPORTACAO),
    totalErros: erros.length + alemDosGuardados,
  };
}

/** Errors in the order a person reads the sheet: by line, then by the column's place in the template. */
function ordenarErros(erros: ErroImportacao[], colunas: readonly { titulo: string }[]): ErroImportacao[] {
  const ordem = new Map(colunas.map((c, i) => [c.titulo, i]));
  return erros.sort((a, b) => a.linha - b.linha || (ordem.get(a.coluna) ?? 99) - (ordem.get(b.coluna) ?? 99));
}
