// An uploaded spreadsheet as rows of cells: XLSX by its zip signature, CSV in UTF-8 (with or without BOM),
// UTF-16, or Latin-1/Windows-1252 (what Excel in Portuguese saves as 'CSV'); anything else is refused.
import { Readable } from 'node:stream';
import type { Celula } from '@mascate/domain';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { ErroApi, entradaInvalida } from '../http/erros.ts';

export const MSG_TIPO = 'Tipo de arquivo não aceito: envie uma planilha .csv ou .xlsx (baixe o modelo).';
export const MSG_XLS =
  'Planilhas .xls (Excel 97-2003) não são aceitas: salve como .xlsx ou CSV e envie de novo.';
export const MSG_VAZIO = 'O arquivo está vazio: preencha o modelo a partir da linha 2.';
export const MSG_CODIFICACAO =
  'Não foi possível ler o texto do arquivo: salve como CSV UTF-8 (ou .xlsx) e envie de novo.';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The text of a CSV: UTF-8 when it decodes as UTF-8, else Windows-1252 (a superset of Latin-1). */
export function textoDoCsv(dados: Buffer): string {
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

async function* lerCsv(texto: string): Linhas {
  const leitor = parse({ delimiter: separador(texto), relax_column_count: true, relax_quotes: true });
  leitor.end(texto);
  try {
    for await (const registro of leitor) yield registro as string[];
  } catch (erro) {
    const linha = (erro as { lines?: number }).lines;
    throw entradaInvalida(
      `O CSV está mal formado${linha ? ` perto da linha ${linha}` : ''}: confira as aspas.`,
    );
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

// The first sheet only, read as a stream; rows keep their spreadsheet numbers (gaps become empty rows).
async function* lerXlsx(dados: Buffer): Linhas {
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
        for (; numero < linha.number - 1; numero += 1) yield [];
        numero += 1;
        yield (linha.values as ExcelJS.CellValue[]).slice(1).map(valorXlsx);
      }
      break;
    }
  } catch (erro) {
    if (erro instanceof ErroApi) throw erro;
    throw entradaInvalida('Não foi possível ler a planilha .xlsx: abra no Excel, salve de novo e envie.');
  }
}

/** Every row of the file, the header first. */
export function lerPlanilha(nome: string, dados: Buffer): Linhas {
  if (dados.length === 0) throw entradaInvalida(MSG_VAZIO);
  const prefixo = dados.subarray(0, 4);
  if (prefixo.equals(ZIP)) return lerXlsx(dados);
  if (prefixo.equals(OLE)) throw entradaInvalida(MSG_XLS);
  if (!/\.(csv|txt)$/i.test(nome)) throw entradaInvalida(MSG_TIPO);
  return lerCsv(textoDoCsv(dados));
}
