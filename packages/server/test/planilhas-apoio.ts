// Downloads, uploads and reading spreadsheets back in the tests of export, import and reports.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { Ambiente, Resposta } from './ambiente.ts';
import { multipart } from './produtos-apoio.ts';

export type Download = { status: number; tipo: string; disposicao: string; dados: Buffer };

export async function baixar(amb: Ambiente, url: string, token?: string): Promise<Download> {
  const r = await amb.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: r.statusCode,
    tipo: String(r.headers['content-type'] ?? ''),
    disposicao: String(r.headers['content-disposition'] ?? ''),
    dados: r.rawPayload,
  };
}

/** A CSV as Mascate writes it (BOM, ';') read back into rows of text. */
export function lerCsv(dados: Buffer): string[][] {
  const texto = dados.toString('utf8');
  return parse(texto.replace(/^\uFEFF/, ''), { delimiter: ';', relax_column_count: true });
}

export async function lerXlsx(dados: Buffer): Promise<unknown[][]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(dados as unknown as ArrayBuffer);
  const folha = livro.worksheets[0];
  const linhas: unknown[][] = [];
  folha?.eachRow((linha) => {
    linhas.push((linha.values as unknown[]).slice(1));
  });
  return linhas;
}

/** A CSV file as Excel in Portuguese saves it: ';' between fields, UTF-8 with BOM unless told otherwise. */
export function csv(linhas: (string | number)[][], bom = true): Buffer {
  return Buffer.from(`${bom ? '\uFEFF' : ''}${stringify(linhas, { delimiter: ';' })}`, 'utf8');
}

export async function xlsx(linhas: (string | number | null)[][]): Promise<Buffer> {
  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet('Planilha1');
  for (const l of linhas) folha.addRow(l);
  return Buffer.from(await livro.xlsx.writeBuffer());
}

export type Arquivo = { nome: string; tipo?: string; dados: Buffer };

/** POST multipart {arquivo, simular, atualizar}, as the import screen sends it. */
export async function importar(
  amb: Ambiente,
  recurso: 'clientes' | 'produtos',
  arquivo: Arquivo | undefined,
  campos: { simular?: number; atualizar?: number },
  token?: string,
): Promise<Resposta> {
  const tipo = arquivo?.tipo ?? 'application/octet-stream';
  const m = multipart(campos, arquivo && { ...arquivo, tipo }, 'arquivo');
  const r = await amb.app.inject({
    method: 'POST',
    url: `/api/${recurso}/importar`,
    payload: m.corpo,
    headers: { 'content-type': m.tipo, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: r.statusCode, corpo: r.json() };
}

/** The round trip: `recurso` exported as `formato`, and that file imported back with "atualizar existentes". */
export async function exportarEImportar(
  amb: Ambiente,
  recurso: 'clientes' | 'produtos',
  formato: 'csv' | 'xlsx',
  token: string,
): Promise<Resposta> {
  const arquivo = await baixar(amb, `/api/${recurso}/exportar?formato=${formato}`, token);
  const nome = `${recurso}.${formato}`;
  return importar(amb, recurso, { nome, dados: arquivo.dados }, { simular: 0, atualizar: 1 }, token);
}

/** The visits export's header, as the spec's list shows it (checked by more than one file). */
export const CABECALHO_VISITAS = [
  'Data e hora',
  'Cliente',
  'Nome fantasia',
  'Representante',
  'Resultado',
  'Motivo',
  'Check-in',
  'Check-out',
  'Distância (m)',
  'Fora do local',
  'Observação',
];
