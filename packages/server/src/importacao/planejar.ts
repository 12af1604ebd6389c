// The plan of an import, written once for customers and products: each differs only in its columns, its
// line check, the key that finds a registered row (CPF/CNPJ, code) and the register a row names (the
// customer's route, the product's unit).
import {
  type Celula,
  type ColunaImportavel,
  duplicadasNoArquivo,
  type ErroCelula,
  type ErroImportacao,
} from '@mascate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/banco.ts';
import type { TabelaDaEmpresa } from '../db/escopo-empresa.ts';
import type { Linhas } from '../planilhas/leitor.ts';
import { conferirLinhas, errosDoPlano } from './conferencia.ts';
import { emPartes, type Plano } from './plano.ts';

/** `Ref`: the id a row names in the other register (null when a row may name none). */
export type Importacao<C extends string, Lido, Ref extends number | null, Gravado> = {
  colunas: readonly ColunaImportavel<C>[];
  obrigatorias: readonly string[];
  /** The domain's check of one line. */
  conferir: (celulas: Partial<Record<C, Celula>>) => { dados?: Lido; erros: ErroCelula[] };
  chave: {
    /** The column's title in the sheet, in the errors. */
    titulo: string;
    de: (d: Lido) => string;
    tabela: TabelaDaEmpresa;
    coluna: PgColumn;
    /** The error of a registered key when "Atualizar existentes" is not ticked. */
    jaExiste: string;
  };
  referencia: {
    /** The company's rows of the other register, by every name or code a sheet may use (lower case). */
    mapa: (tx: Tx, empresaId: number) => Promise<Map<string, number>>;
    /** undefined: the row names one that does not exist. */
    resolver: (d: Lido, mapa: Map<string, number>) => Ref | undefined;
    naoEncontrada: (d: Lido) => { coluna: string; mensagem: string };
  };
  montar: (d: Lido, ref: Ref) => Gravado;
};

/** Ids of the company's rows whose key is among `chaves` (the first one found for a repeated key). */
async function existentes(
  tx: Tx,
  c: { tabela: TabelaDaEmpresa; coluna: PgColumn },
  empresaId: number,
  chaves: string[],
): Promise<Map<string, number>> {
  const mapa = new Map<string, number>();
  for (const parte of emPartes(chaves, 20_000)) {
    const achados = await tx
      .select({ id: c.tabela.id, chave: c.coluna })
      .from(c.tabela)
      .where(and(eq(c.tabela.empresaId, empresaId), sql`${c.coluna} = any(${sql.param(parte)}::text[])`));
    for (const a of achados) if (!mapa.has(a.chave as string)) mapa.set(a.chave as string, a.id as number);
  }
  return mapa;
}

/** What the file would do: the lines checked, keys repeated in the file, names not found, keys registered. */
export async function planejarImportacao<C extends string, Lido, Ref extends number | null, Gravado>(
  imp: Importacao<C, Lido, Ref, Gravado>,
  tx: Tx,
  empresaId: number,
  linhas: Linhas,
  atualizar: boolean,
): Promise<Plano<Gravado>> {
  const { validas, erros, alemDosGuardados } = await conferirLinhas(
    linhas,
    imp.colunas,
    imp.obrigatorias,
    imp.conferir,
  );
  const { titulo } = imp.chave;
  const repetidas = duplicadasNoArquivo(
    validas.map((v) => ({ linha: v.linha, chave: imp.chave.de(v.dados) })),
    titulo,
    titulo,
  );
  erros.push(...repetidas);
  const comErro = new Set(repetidas.map((e) => e.linha));
  const mapa = await imp.referencia.mapa(tx, empresaId);
  const ja = await existentes(
    tx,
    imp.chave,
    empresaId,
    validas.map((v) => imp.chave.de(v.dados)),
  );
  const novos: Gravado[] = [];
  const atualizacoes: { id: number; dados: Gravado }[] = [];
  for (const { linha, dados } of validas) {
    if (comErro.has(linha)) continue;
    const ref = imp.referencia.resolver(dados, mapa);
    const problemas: ErroImportacao[] = [];
    if (ref === undefined) problemas.push({ linha, ...imp.referencia.naoEncontrada(dados) });
    const id = ja.get(imp.chave.de(dados));
    if (id !== undefined && !atualizar)
      problemas.push({ linha, coluna: titulo, mensagem: imp.chave.jaExiste });
    erros.push(...problemas);
    if (problemas.length > 0 || ref === undefined) continue;
    if (id === undefined) novos.push(imp.montar(dados, ref));
    else atualizacoes.push({ id, dados: imp.montar(dados, ref) });
  }
  return { novos, atualizacoes, ...errosDoPlano(erros, alemDosGuardados, imp.colunas) };
}
