// One column of a spreadsheet: the header users see on screen and how a row's value becomes a cell.
import { formatarData, formatarDataHora } from '../formatos.ts';
import { formatarNumeroBr } from './numeros.ts';

/**
 * texto: as it is (documents and CEPs stay text, so leading zeros survive); dinheiro: integer cents;
 * quantidade: integer thousandths; percentual: hundredths of a percent; inteiro; data: 'aaaa-mm-dd';
 * data_hora: an ISO instant, shown in São Paulo time.
 */
export type TipoCelula =
  | 'texto'
  | 'dinheiro'
  | 'quantidade'
  | 'percentual'
  | 'inteiro'
  | 'data'
  | 'data_hora';

export type ColunaPlanilha<T> = {
  titulo: string;
  tipo: TipoCelula;
  valor: (linha: T) => string | number | null;
};

/**
 * A text cell that a spreadsheet program would run as a formula (=, +, -, @, tab or carriage return
 * first: '=HYPERLINK(...)' in a customer's name) gets a leading apostrophe, as OWASP's CSV injection
 * advice says; the import strips it again (desneutralizarFormula). Numbers are never text cells here.
 */
export function neutralizarFormula(texto: string): string {
  return /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
}

/** The import's side of neutralizarFormula: the apostrophe it added comes off. */
export function desneutralizarFormula(texto: string): string {
  return /^'[=+\-@\t\r]/.test(texto) ? texto.slice(1) : texto;
}

const CASAS: Partial<Record<TipoCelula, number>> = { dinheiro: 2, quantidade: 3, percentual: 2 };

/** The cell as CSV text for Excel in Portuguese: decimal comma, dd/mm/aaaa; text never runs as a formula. */
export function celulaTexto<T>(coluna: ColunaPlanilha<T>, linha: T): string {
  const v = coluna.valor(linha);
  if (v === null || v === '') return '';
  const casas = CASAS[coluna.tipo];
  if (casas !== undefined) return formatarNumeroBr(Number(v), casas);
  if (coluna.tipo === 'data') return formatarData(String(v));
  if (coluna.tipo === 'data_hora') return formatarDataHora(String(v));
  if (coluna.tipo === 'inteiro' && typeof v === 'number') return String(v);
  return neutralizarFormula(String(v));
}

export type CelulaXlsx = { valor: string | number | Date | null; formato?: string };

const FORMATOS_XLSX: Partial<Record<TipoCelula, string>> = {
  dinheiro: '#,##0.00',
  quantidade: '#,##0.000',
  percentual: '0.00',
  data: 'dd/mm/yyyy',
};

/** The cell as a typed XLSX value: numbers stay numbers (Excel can sum them), dates are dates. */
export function celulaXlsx<T>(coluna: ColunaPlanilha<T>, linha: T): CelulaXlsx {
  const v = coluna.valor(linha);
  if (v === null || v === '') return { valor: null };
  const formato = FORMATOS_XLSX[coluna.tipo];
  const casas = CASAS[coluna.tipo];
  if (casas !== undefined) return { valor: Number(v) / 10 ** casas, ...(formato ? { formato } : {}) };
  if (coluna.tipo === 'data') {
    const iso = String(v);
    return /^\d{4}-\d{2}-\d{2}/.test(iso)
      ? { valor: new Date(`${iso.slice(0, 10)}T00:00:00Z`), formato: 'dd/mm/yyyy' }
      : { valor: null };
  }
  if (coluna.tipo === 'data_hora') return { valor: formatarDataHora(String(v)) };
  if (coluna.tipo === 'inteiro') return { valor: Number(v) };
  return { valor: String(v) };
}

export function cabecalho<T>(colunas: readonly ColunaPlanilha<T>[]): string[] {
  return colunas.map((c) => c.titulo);
}

/** Headers compare without case, accents' variants of spacing, or the form's required-field '*'. */
export function chaveTitulo(titulo: string): string {
  return titulo.normalize('NFC').replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
