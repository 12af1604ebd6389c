// The static Pix BR Code (issue 49): EMV® MPM as the Banco Central's "Manual de Padrões para Iniciação do
// Pix" describes it. Each field is ID (2 digits) + length (2 digits) + value; the last field, 63, is the
// CRC16-CCITT-FALSE of everything before it, "6304" included. Every value written here is plain ASCII, so
// the lengths counted in characters are the lengths in bytes the manual counts.
import { isValidCnpj, isValidCpf, somenteDigitos } from './documentos.ts';

export const TIPOS_CHAVE_PIX = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type TipoChavePix = (typeof TIPOS_CHAVE_PIX)[number];

/** The manual's limits: name (59) up to 25 characters, city (60) up to 15, txid (62-05) up to 25. */
export const MAXIMO_NOME_PIX = 25;
export const MAXIMO_CIDADE_PIX = 15;
export const MAXIMO_TXID_ESTATICO = 25;
/** Field 26 holds at most 99 characters: the GUI's 18 and the key's own 4 leave 77 (DICT's e-mail limit). */
export const MAXIMO_CHAVE_PIX = 77;
/** Field 54 holds at most 13 characters: 9999999999.99. */
export const MAXIMO_CENTAVOS_PIX = 999_999_999_999;

const GUI_PIX = 'br.gov.bcb.pix';

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) of the UTF-8 bytes, 4 hex digits. */
export function crc16CcittFalse(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function campo(id: string, valor: string): string {
  if (valor.length > 99) throw new RangeError(`Campo ${id} do BR Code com mais de 99 caracteres.`);
  return `${id}${String(valor.length).padStart(2, '0')}${valor}`;
}

/**
 * Name and city as the manual asks: plain ASCII upper case (accents dropped, "ç" as "C"), only letters,
 * digits, spaces and a few safe signs, spaces collapsed, cut at the field's limit.
 */
export function textoPix(texto: string, maximo: number): string {
  const semAcento = texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const limpo = semAcento
    .toUpperCase()
    .replace(/[^A-Z0-9 .\-/&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return limpo.slice(0, maximo).trim();
}

/** The amount as field 54 writes it: reais with a dot and two decimals ("1234.56"). */
export function valorPix(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos <= 0 || centavos > MAXIMO_CENTAVOS_PIX)
    throw new RangeError(`Valor do Pix inválido: ${centavos} centavos.`);
  return `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** The txid of a receivable's static code: names the company and the receivable, 25 alphanumerics at most. */
export function txidDoTitulo(empresaId: number, tituloId: number): string {
  return `MASC${empresaId}T${tituloId}`;
}

/** The receivable a txid of txidDoTitulo names (anywhere in a text, e.g. a bank statement's memo), or null. */
export function tituloDoTxid(texto: string, empresaId: number): number | null {
  const achado = new RegExp(`MASC${empresaId}T(\\d{1,10})(?!\\d)`, 'i').exec(texto.slice(0, 1000));
  return achado?.[1] ? Number(achado[1]) : null;
}

export interface DadosBrCode {
  /** The key as stored (chavePixNormalizada). */
  chave: string;
  nome: string;
  cidade: string;
  /** Absent: the payer types the amount. */
  valorCentavos?: number | undefined;
  /** Up to 25 alphanumerics; absent: "***" (none), as the manual says. */
  txid?: string | undefined;
}

/** The "Pix copia e cola" text (also the QR code's content) of a static charge. */
export function montarBrCode(d: DadosBrCode): string {
  const txid = d.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid))
    throw new RangeError('O txid do BR Code estático tem de 1 a 25 letras e números.');
  const nome = textoPix(d.nome, MAXIMO_NOME_PIX);
  const cidade = textoPix(d.cidade, MAXIMO_CIDADE_PIX);
  if (!nome || !cidade) throw new RangeError('O BR Code precisa do nome e da cidade do recebedor.');
  if (!d.chave || d.chave.length > MAXIMO_CHAVE_PIX) throw new RangeError('Chave Pix inválida.');
  const corpo =
    campo('00', '01') +
    campo('26', campo('00', GUI_PIX) + campo('01', d.chave)) +
    campo('52', '0000') +
    campo('53', '986') +
    (d.valorCentavos === undefined ? '' : campo('54', valorPix(d.valorCentavos))) +
    campo('58', 'BR') +
    campo('59', nome) +
    campo('60', cidade) +
    campo('62', campo('05', txid)) +
    '6304';
  return corpo + crc16CcittFalse(corpo);
}

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const ALEATORIA = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key written as DICT keeps it (CPF and CNPJ digits only, e-mail in lower case, phone as +55 DDD
 * number, random key as its 36-character UUID in lower case), or null when it is not a key of that type.
 */
export function chavePixNormalizada(tipo: TipoChavePix, chave: string): string | null {
  const t = chave.trim();
  if (t.length > 120) return null;
  switch (tipo) {
    case 'cpf': {
      const d = somenteDigitos(t);
      return /^[\d.\-\s]+$/.test(t) && d.length === 11 && isValidCpf(d) ? d : null;
    }
    case 'cnpj': {
      const d = t.replace(/[.\-/\s]/g, '').toUpperCase();
      return /^[0-9A-Z]{12}\d{2}$/.test(d) && isValidCnpj(d) ? d : null;
    }
    case 'email': {
      const e = t.toLowerCase();
      return e.length <= MAXIMO_CHAVE_PIX && EMAIL.test(e) ? e : null;
    }
    case 'telefone': {
      if (!/^\+?[\d\s().-]+$/.test(t)) return null;
      let d = somenteDigitos(t);
      if (t.startsWith('+')) {
        if (!d.startsWith('55')) return null;
        d = d.slice(2);
      } else if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
      // DDD (11 to 99, no 0) and a number of 8 digits or a mobile of 9 starting with 9.
      return /^[1-9][1-9](9\d{8}|[2-8]\d{7})$/.test(d) ? `+55${d}` : null;
    }
    case 'aleatoria': {
      const a = t.toLowerCase();
      return ALEATORIA.test(a) ? a : null;
    }
  }
}
