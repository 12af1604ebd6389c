// Writes rows to a CSV (Excel in Portuguese: UTF-8 with BOM, ';', decimal comma) or a streamed XLSX,
// a batch at a time, waiting for the destination between batches: memory stays flat whatever the size.
import type { Writable } from 'node:stream';
import { type ColunaPlanilha, celulaTexto, celulaXlsx, type FormatoPlanilha } from '@mascate/domain';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { esperarEscoar } from './escoar.ts';

export type EscritorPlanilha<T> = {
  escrever(linhas: readonly T[]): Promise<void>;
  fechar(): Promise<void>;
};

function escritorCsv<T>(colunas: readonly ColunaPlanilha<T>[], destino: Writable): EscritorPlanilha<T> {
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  csv.pipe(destino);
  const terminou = new Promise<void>((resolve, reject) => {
    destino.once('finish', resolve);
    destino.once('close', resolve);
    csv.once('error', reject);
  });
  csv.write(colunas.map((c) => c.titulo));
  return {
    async escrever(linhas) {
      for (const l of linhas) csv.write(colunas.map((c) => celulaTexto(c, l)));
      await esperarEscoar(destino);
    },
    async fechar() {
      csv.end();
      await terminou;
    },
  };
}

function escritorXlsx<T>(
  colunas: readonly ColunaPlanilha<T>[],
  destino: Writable,
  aba: string,
): EscritorPlanilha<T> {
  // Inline strings (no shared-strings table held until the end) keep a 100,000-row sheet out of memory.
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: destino,
    useStyles: true,
    useSharedStrings: false,
  });
  const folha = livro.addWorksheet(aba);
  folha.columns = colunas.map((c) => ({ header: c.titulo, width: Math.max(12, c.titulo.length + 4) }));
  folha.getRow(1).font = { bold: true };
  return {
    async escrever(linhas) {
      for (const l of linhas) {
        const celulas = colunas.map((c) => celulaXlsx(c, l));
        const linha = folha.addRow(celulas.map((c) => c.valor));
        celulas.forEach((c, i) => {
          if (c.formato) linha.getCell(i + 1).numFmt = c.formato;
        });
        linha.commit();
      }
      await esperarEscoar(destino);
    },
    async fechar() {
      folha.commit();
      await livro.commit();
    },
  };
}

export function escritorPlanilha<T>(
  formato: FormatoPlanilha,
  colunas: readonly ColunaPlanilha<T>[],
  destino: Writable,
  aba: string,
): EscritorPlanilha<T> {
  return formato === 'csv' ? escritorCsv(colunas, destino) : escritorXlsx(colunas, destino, aba);
}

export const TIPOS_CONTEUDO: Record<FormatoPlanilha, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
