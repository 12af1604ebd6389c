// What every import shares: reading the header, a cell as text, duplicates inside the file.
import type { z } from 'zod';
import { formatarData } from '../formatos.ts';
import { chaveTitulo, desneutralizarFormula } from './colunas.ts';

/** A cell as a reader gives it: CSV gives text, XLSX numbers, dates and booleans too. */
export type Celula = string | number | boolean | Date | null | undefined;

/** linha is the line as a spreadsheet numbers it (the header is line 1); coluna the header's text. */
export type ErroImportacao = { linha: number; coluna: string; mensagem: string };
export type ErroCelula = Omit<ErroImportacao, 'linha'>;

export type ColunaImportavel<C extends string> = { titulo: string; campo: C };

export const MSG_SEM_CABECALHO = (faltam: string[]) =>
  `O arquivo não tem o cabeçalho do modelo na primeira linha: falta(m) a(s) coluna(s) ${faltam.join(', ')}. Baixe o modelo e use os mesmos títulos.`;

/** Where each known column is; columns the file lacks are missing (required ones are the caller's check). */
export function lerCabecalho<C extends string>(
  colunas: readonly ColunaImportavel<C>[],
  cabecalho: readonly Celula[],
): { posicoes: Partial<Record<C, number>>; faltando: string[] } {
  const indices = new Map(cabecalho.map((c, i) => [chaveTitulo(textoDaCelula(c)), i] as const));
  const posicoes: Partial<Record<C, number>> = {};
  const faltando: string[] = [];
  for (const c of colunas) {
    const i = indices.get(chaveTitulo(c.titulo));
    if (i === undefined) faltando.push(c.titulo);
    else posicoes[c.campo] = i;
  }
  return { posicoes, faltando };
}

/**
 * A cell as text: numbers without grouping (a CPF typed as a number), dates as dd/mm/aaaa, and the
 * apostrophe the export puts before a formula-like text taken off (colunas.ts neutralizarFormula).
 */
export function textoDaCelula(c: Celula): string {
  if (c === null || c === undefined) return '';
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? '' : formatarData(c.toISOString());
  if (typeof c === 'number') return Number.isInteger(c) ? c.toFixed(0) : String(c);
  return desneutralizarFormula(String(c)).trim();
}

export function celulasDaLinha<C extends string>(
  posicoes: Partial<Record<C, number>>,
  linha: readonly Celula[],
): Partial<Record<C, Celula>> {
  const r: Partial<Record<C, Celula>> = {};
  for (const [campo, i] of Object.entries(posicoes) as [C, number][]) r[campo] = linha[i];
  return r;
}

/** A line with no text at all (Excel often leaves some at the end) is skipped, not an error. */
export function linhaVazia(linha: readonly Celula[]): boolean {
  return linha.every((c) => textoDaCelula(c) === '');
}

/** Each zod issue as {coluna, mensagem}, the column found by the issue's field. */
export function errosDoSchema<C extends string>(
  erro: z.ZodError,
  colunas: readonly ColunaImportavel<C>[],
  campoDe: (caminho: PropertyKey | undefined) => C | undefined,
): ErroCelula[] {
  return erro.issues.map((i) => {
    const campo = campoDe(i.path[0]);
    const coluna = colunas.find((c) => c.campo === campo)?.titulo ?? String(i.path[0] ?? '');
    return { coluna, mensagem: i.message };
  });
}

/** Second and later lines with a key seen before in the file; the message names the first line. */
export function duplicadasNoArquivo(
  chaves: readonly { linha: number; chave: string }[],
  coluna: string,
  rotulo: string,
): ErroImportacao[] {
  const primeira = new Map<string, number>();
  const erros: ErroImportacao[] = [];
  for (const { linha, chave } of chaves) {
    if (chave === '') continue;
    const antes = primeira.get(chave);
    if (antes === undefined) primeira.set(chave, linha);
    else erros.push({ linha, coluna, mensagem: `${rotulo} repetido no arquivo (já na linha ${antes}).` });
  }
  return erros;
}
