// The one import planner: customers and products each describe only what differs (columns, the line's
// rule, the register a row names, the key and where it is stored); the file is checked the same way.
import {
  type Celula,
  type ColunaImportavel,
  duplicadasNoArquivo,
  type ErroCelula,
  type ErroImportacao,
} from '@mascate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/banco.ts';
import type { Linhas } from '../planilhas/leitor.ts';
import { conferirLinhas, errosDoPlano, guardarErros } from './conferencia.ts';
import { emPartes, type Plano } from './plano.ts';

/** A company's table read by the planner: its id, its company and the columns it is looked up by. */
type TabelaDaEmpresa = { tabela: PgTable; id: PgColumn; empresaId: PgColumn };

export type Importacao<C extends string, T> = {
  colunas: readonly ColunaImportavel<C>[];
  obrigatorias: readonly string[];
  /**
   * The register a row names (routes, units): every name a cell may use, lower case, and the code (id).
   * A later column wins a tie (a unit's abbreviation over another unit's description).
   */
  cadastro: TabelaDaEmpresa & { nomes: readonly PgColumn[] };
  /**
   * Every check of a line, whatever else is wrong with it (issue 27): the domain's rule and the named
   * register (`cadastro`: name or code -> id). So a dry run lists all of a line's errors at once.
   */
  conferir: (
    celulas: Partial<Record<C, Celula>>,
    cadastro: ReadonlyMap<string, number>,
  ) => { dados?: T; erros: ErroCelula[]; chave?: string };
  /** The key (document, code): its column's title, where it is stored, and its value in a checked row. */
  chave: TabelaDaEmpresa & { coluna: string; valor: PgColumn; de: (dados: T) => string };
  /** The refusal of an existing key when the import does not update. */
  jaExiste: string;
};

async function nomesDoCadastro(
  tx: Tx,
  empresaId: number,
  c: Importacao<string, unknown>['cadastro'],
): Promise<Map<string, number>> {
  const campos: Record<string, PgColumn> = { id: c.id };
  c.nomes.forEach((n, i) => {
    campos[`n${i}`] = n;
  });
  const todas = (await tx.select(campos).from(c.tabela).where(eq(c.empresaId, empresaId))) as Record<
    string,
    unknown
  >[];
  const mapa = new Map<string, number>();
  for (const r of todas) mapa.set(String(r.id), Number(r.id));
  for (let i = 0; i < c.nomes.length; i += 1)
    for (const r of todas) mapa.set(String(r[`n${i}`]).trim().toLowerCase(), Number(r.id));
  return mapa;
}

/** The ids of the company's rows with these keys (the first one of a key, as stored). */
async function existentes(
  tx: Tx,
  empresaId: number,
  k: TabelaDaEmpresa & { valor: PgColumn },
  chaves: string[],
): Promise<Map<string, number>> {
  const mapa = new Map<string, number>();
  for (const parte of emPartes(chaves, 20_000)) {
    const achados = await tx
      .select({ id: k.id, chave: k.valor })
      .from(k.tabela)
      .where(and(eq(k.empresaId, empresaId), sql`${k.valor} = any(${sql.param(parte)}::text[])`));
    for (const a of achados) if (!mapa.has(String(a.chave))) mapa.set(String(a.chave), Number(a.id));
  }
  return mapa;
}

/**
 * What a file would do: each line checked whole, then keys repeated in the file and keys already stored
 * (refused unless `atualizar`); the good lines split into new rows and updates by id.
 */
export async function planejarImportacao<C extends string, T>(
  tx: Tx,
  empresaId: number,
  linhas: Linhas,
  atualizar: boolean,
  d: Importacao<C, T>,
): Promise<Plano<T>> {
  const cadastro = await nomesDoCadastro(tx, empresaId, d.cadastro);
  const lidas = await conferirLinhas(linhas, d.colunas, d.obrigatorias, (c) => d.conferir(c, cadastro));
  const { validas, erros, chaves } = lidas;
  let alemDosGuardados = lidas.alemDosGuardados;
  const repetidas = duplicadasNoArquivo(chaves, d.chave.coluna, d.chave.coluna);
  const comErro = new Set(repetidas.map((e) => e.linha));
  const ja = await existentes(
    tx,
    empresaId,
    d.chave,
    chaves.map((c) => c.chave),
  );
  const existentesRecusados: ErroImportacao[] = [];
  if (!atualizar)
    for (const { linha, chave } of chaves)
      if (ja.has(chave) && !comErro.has(linha)) {
        existentesRecusados.push({ linha, coluna: d.chave.coluna, mensagem: d.jaExiste });
        comErro.add(linha);
      }
  alemDosGuardados += guardarErros(erros, [...repetidas, ...existentesRecusados]);
  const novos: T[] = [];
  const atualizacoes: { id: number; dados: T }[] = [];
  for (const { linha, dados } of validas) {
    if (comErro.has(linha)) continue;
    const id = ja.get(d.chave.de(dados));
    if (id === undefined) novos.push(dados);
    else atualizacoes.push({ id, dados });
  }
  return { novos, atualizacoes, ...errosDoPlano(erros, alemDosGuardados, d.colunas) };
}
