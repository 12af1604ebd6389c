// An uploaded spreadsheet as rows of cells: XLSX by its zip signature, CSV in UTF-8 (with or without BOM),
// UTF-16, or Latin-1/Windows-1252 (what Excel in Portuguese saves as 'CSV'); anything else is refused.
import { Readable } from 'node:stream';
import { setImmediate as cederVez } from 'node:timers/promises';
import {
  type Celula,
  LIMITE_COLUNAS_IMPORTACAO,
  LIMITE_LINHAS_IMPORTACAO,
  LIMITE_XLSX_EXPANDIDO,
} from '@mascate/domain';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { ErroApi, entradaInvalida } from '../http/erros.ts';
import { conferirXlsx } from './zip.ts';

const MSG_TIPO = 'Tipo de arquivo não aceito: envie uma planilha .csv ou .xlsx (baixe o modelo).';
const MSG_XLS = 'Planilhas .xls (Excel 97-2003) não são aceitas: salve como .xlsx ou CSV e envie de novo.';
const MSG_VAZIO = 'O arquivo está vazio: preencha o modelo a partir da linha 2.';
const MSG_CODIFICACAO =
  'Não foi possível ler o texto do arquivo: salve como CSV UTF-8 (ou .xlsx) e envie de novo.';

const milhar = (n: number) => n.toLocaleString('pt-BR');
export const MSG_LINHAS = `A planilha passa de ${milhar(LIMITE_LINHAS_IMPORTACAO)} linhas: divida o arquivo e envie as partes uma de cada vez.`;
const MSG_COLUNAS = `Uma linha da planilha passa de ${LIMITE_COLUNAS_IMPORTACAO} colunas: use o modelo.`;
export const MSG_EXPANDIDO = `A planilha .xlsx descompactada passa de ${LIMITE_XLSX_EXPANDIDO / 1024 / 1024} MB: divida o arquivo ou envie como CSV.`;

/**
 * Lets other requests run between pieces of a long read: the loop is handed back at least every
 * ~20 ms (a parse of a large file must not hold it for seconds: issue 23).
 */
function cedente(): () => Promise<void> {
  let desde = performance.now();
  return async () => {
    if (performance.now() - desde < 20) return;
    await cederVez();
    desde = performance.now();
  };
}

// The text goes to the CSV parser in pieces, so parsing a large file never runs in one go.
const PEDACO_CSV = 16 * 1024;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The text of a CSV: UTF-8 when it decodes as UTF-8, else Windows-1252 (a superset of Latin-1). */
function textoDoCsv(dados: Buffer): string {
  if (dados[0] === 0xff && dados[1] === 0xfe) return iconv.decode(dados.subarray(2), 'utf16le');
  if (dados[0] === 0xfe && dados[1] === 0xff) return iconv.decode(dados.subarray(2), 'utf16be');
  const semBom = dados[0] === 0xef && dados[1] === 0xbb && dados[2] === 0xbf ? dados.subarray(3) : dados;
  // A NUL byte never appears in a text spreadsheet: this is a binary file (or an encoding we cannot read).
  if (semBom.includes(0)) throw entradaInvalida(MSG_CODIFICACAO);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(semBom);
  } catch {
    return iconv.decode(semBom, 'win1252');
  }
}

// Excel in Portuguese separates with ';'; other tools with ',' or a tab: the header line tells which.
function separador(texto: string): string {
  const primeira = texto.slice(0, texto.search(/\r?\n|$/));
  const contagens = [';', ',', '\t'].map((s) => ({ s, n: primeira.split(s).length }));
  return contagens.sort((a, b) => b.n - a.n)[0]?.s ?? ';';
}

/** Rows one at a time, so a large file never sits in memory as arrays of cells. */
export type Linhas = AsyncIterable<Celula[]>;

async function* pedacos(texto: string): AsyncGenerator<string> {
  for (let i = 0; i < texto.length; i += PEDACO_CSV) {
    yield texto.slice(i, i + PEDACO_CSV);
    await cederVez();
  }
}

async function* lerCsv(texto: string): Linhas {
  const leitor = parse({
    delimiter: separador(texto),
    relax_column_count: true,
    relax_quotes: true,
    // The parser slows down badly on runs of blank lines (50,000 took 11 s): it skips them, and the line
    // number it reports (info.lines) puts them back as empty rows, so lines keep their numbers.
    skip_empty_lines: true,
    info: true,
  });
  const fonte = Readable.from(pedacos(texto));
  fonte.pipe(leitor);
  const ceder = cedente();
  let numero = 0;
  try {
    for await (const { record, info } of leitor as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (info.lines > LIMITE_LINHAS_IMPORTACAO + 1) throw entradaInvalida(MSG_LINHAS);
      if (record.length > LIMITE_COLUNAS_IMPORTACAO) throw entradaInvalida(MSG_COLUNAS);
      // info.lines is where the record ends; a quoted cell with line breaks started that many lines before.
      let quebras = 0;
      for (const celula of record) for (const ch of celula) if (ch === '\n') quebras += 1;
      for (; numero < info.lines - quebras - 1; numero += 1) {
        yield [];
        await ceder();
      }
      numero += 1;
      yield record;
      await ceder();
    }
  } catch (erro) {
    if (erro instanceof ErroApi) throw erro;
    const linha = (erro as { lines?: number }).lines;
    throw entradaInvalida(
      `O CSV está mal formado${linha ? ` perto da linha ${linha}` : ''}: confira as aspas.`,
    );
  } finally {
    // Refused or read to the end: nothing keeps feeding the parser.
    fonte.destroy();
    leitor.destroy();
  }
}

function valorXlsx(v: ExcelJS.CellValue): Celula {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('result' in v) return valorXlsx(v.result as ExcelJS.CellValue);
  if ('text' in v) return String(v.text);
  return null;
}

// The first sheet only, read as a stream; rows keep their spreadsheet numbers (gaps become empty rows,
// so a row numbered past the cap is refused before any gap is produced).
async function* lerXlsx(dados: Buffer): Linhas {
  const ceder = cedente();
  let numero = 0;
  try {
    const leitor = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(dados), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
    });
    for await (const folha of leitor) {
      for await (const linha of folha) {
        if (linha.number > LIMITE_LINHAS_IMPORTACAO + 1) throw entradaInvalida(MSG_LINHAS);
        const valores = linha.values as ExcelJS.CellValue[];
        if (valores.length > LIMITE_COLUNAS_IMPORTACAO + 1) throw entradaInvalida(MSG_COLUNAS);
        for (; numero < linha.number - 1; numero += 1) {
          yield [];
          await ceder();
        }
        numero += 1;
        yield valores.slice(1).map(valorXlsx);
        await ceder();
      }
      break;
    }
  } catch (erro) {
    if (erro instanceof ErroApi) throw erro;
    throw entradaInvalida('Não foi possível ler a planilha .xlsx: abra no Excel, salve de novo e envie.');
  }
}

/**
 * Every row of the file, the header first. An .xlsx's expanded size is checked here, before the caller
 * opens its transaction (inflating up to the cap takes a while, off the main thread).
 */
export async function lerPlanilha(nome: string, dados: Buffer): Promise<Linhas> {
  if (dados.length === 0) throw entradaInvalida(MSG_VAZIO);
  const prefixo = dados.subarray(0, 4);
  if (prefixo.equals(ZIP)) {
    await conferirXlsx(dados, LIMITE_XLSX_EXPANDIDO, MSG_EXPANDIDO);
    return lerXlsx(dados);
  }
  if (prefixo.equals(OLE)) throw entradaInvalida(MSG_XLS);
  if (!/\.(csv|txt)$/i.test(nome)) throw entradaInvalida(MSG_TIPO);
  return lerCsv(textoDoCsv(dados));
}
