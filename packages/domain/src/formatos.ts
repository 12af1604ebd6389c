import { isDataIso, partesSaoPaulo } from './datas.ts';
import { normalizarDocumento, somenteDigitos } from './documentos.ts';

// '#' takes the next character; a literal is written only when a character follows it, so a
// partly typed value never ends in a separator and backspace keeps working in input masks.
function aplicarMascara(valor: string, mascara: string): string {
  let saida = '';
  let i = 0;
  for (const m of mascara) {
    if (i >= valor.length) break;
    if (m === '#') {
      saida += valor.charAt(i);
      i += 1;
    } else {
      saida += m;
    }
  }
  return saida;
}

export function formatarCpf(v: string): string {
  return aplicarMascara(somenteDigitos(v).slice(0, 11), '###.###.###-##');
}

export function formatarCnpj(v: string): string {
  return aplicarMascara(normalizarDocumento(v).slice(0, 14), '##.###.###/####-##');
}

// A letter can only belong to an alphanumeric CNPJ, so it switches to the CNPJ mask early.
export function formatarCpfCnpj(v: string): string {
  const doc = normalizarDocumento(v);
  return doc.length > 11 || /[A-Z]/.test(doc) ? formatarCnpj(doc) : formatarCpf(doc);
}

export function formatarCep(v: string): string {
  return aplicarMascara(somenteDigitos(v).slice(0, 8), '#####-###');
}

// Landlines have 8 digits after the DDD, mobiles 9; the mask follows the count typed so far.
export function formatarFone(v: string): string {
  const digitos = somenteDigitos(v).slice(0, 11);
  return aplicarMascara(digitos, digitos.length > 10 ? '(##) #####-####' : '(##) ####-####');
}

/** An NCM or its beginning as the TIPI writes it: '22021000' is '2202.10.00', '220210' is '2202.10'. */
export function formatarNcm(v: string): string {
  return aplicarMascara(somenteDigitos(v).slice(0, 8), '####.##.##');
}

/** The calendar date as written (no time-zone shift); '' when there is no yyyy-mm-dd prefix. */
export function formatarData(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

const DATA_HORA =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/;

// Covers 'Z', '-03:00', '-0300' and PostgreSQL's short '+00'.
function minutosDaZona(zona: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zona);
  if (!m) return 0;
  const [, sinal, horas = '0', minutos = '0'] = m;
  return (sinal === '-' ? -1 : 1) * (Number(horas) * 60 + Number(minutos));
}

/** An instant with a zone is shown in São Paulo time; a value without one is already local. */
export function formatarDataHora(iso: string): string {
  const m = DATA_HORA.exec(iso.trim());
  if (!m) return '';
  const [, ano = '', mes = '', dia = '', hora = '00', minuto = '00', segundo = '00', zona] = m;
  if (!isDataIso(`${ano}-${mes}-${dia}`)) return '';
  if (zona === undefined) return `${dia}/${mes}/${ano} ${hora}:${minuto}`;
  const utc = Date.UTC(
    Number(ano),
    Number(mes) - 1,
    Number(dia),
    Number(hora),
    Number(minuto),
    Number(segundo),
  );
  const p = partesSaoPaulo(new Date(utc - minutosDaZona(zona) * 60_000));
  return `${p.dia}/${p.mes}/${p.ano} ${p.hora}:${p.minuto}`;
}

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Intl separates 'R$' with a non-breaking space; a plain one keeps UI text and tests identical.
function espacoComum(s: string): string {
  return s.replace(/[\u00a0\u202f]/g, ' ');
}

/** '' for a value that is not a number, so a screen never shows 'R$ NaN'. */
export function formatarMoeda(centavos: number): string {
  return Number.isFinite(centavos) ? espacoComum(moeda.format(centavos / 100)) : '';
}

export function formatarDecimal(centavos: number): string {
  return Number.isFinite(centavos) ? espacoComum(decimal.format(centavos / 100)) : '';
}

const quantidade = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

/**
 * Quantities in different units never add up (boxes, bales and units): each unit's sum on its own, as
 * '12 CX + 30 UN' (the units in the order given; an item without a unit shows the number alone).
 */
export function formatarQuantidades(qs: readonly { unidade: string; quantidade: number }[]): string {
  if (qs.length === 0) return '0';
  return qs
    .map((q) => espacoComum(`${quantidade.format(q.quantidade)}${q.unidade ? ` ${q.unidade}` : ''}`))
    .join(' + ');
}

const percentual = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A rate in percent as the screens and documents show it: 12.5 is '12,5 %', 18 is '18 %'. */
export function formatarPercentual(porcento: number): string {
  return Number.isFinite(porcento) ? `${percentual.format(porcento)} %` : '';
}

const moedaCompacta = new Intl.NumberFormat('pt-BR', {
  notation: 'compact',
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * A chart axis's money ticks, short enough to fit beside the plot: 'R$ 950', 'R$ 12 mil', 'R$ 1,5 mi'.
 * Whole reais in, as the charts hold them; '' for a value that is not a number.
 */
export function formatarMoedaCompacta(reais: number): string {
  return Number.isFinite(reais) ? espacoComum(moedaCompacta.format(reais)) : '';
}

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * A count with its noun written out, as people read it: '1 envio', '2 envios', '0 pedidos',
 * '1.234 clientes' (pt-BR: only 1 and -1 take the singular).
 */
export function contagem(n: number, singular: string, plural: string): string {
  return `${espacoComum(inteiro.format(n))} ${Math.abs(n) === 1 ? singular : plural}`;
}
