import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chavePixNormalizada,
  crc16CcittFalse,
  MAXIMO_CENTAVOS_PIX,
  montarBrCode,
  textoPix,
  tituloDoTxid,
  txidDoTitulo,
} from './pix.ts';

// The Banco Central's published payloads. The first is the static example of the Manual de Padrões para
// Iniciação do Pix (the random key 123e4567-..., "Fulano de Tal", BRASILIA, no amount, txid ***); the
// second a dynamic code with an amount and a txid of the same manual family (location instead of a key).
const EXEMPLO_MANUAL =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const EXEMPLO_DINAMICO =
  '00020101021226720014br.gov.bcb.pix2550bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd4415204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-2019630445C8';

type Tlv = Map<string, string>;

/** An independent reader of EMV TLV: ID, 2-digit length, value, and nothing left over. */
function lerTlv(texto: string): Tlv {
  const campos = new Map<string, string>();
  let i = 0;
  while (i < texto.length) {
    const id = texto.slice(i, i + 2);
    const tam = texto.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(tam)) throw new Error(`TLV inválido em ${i}`);
    const n = Number(tam);
    const valor = texto.slice(i + 4, i + 4 + n);
    if (valor.length !== n) throw new Error(`campo ${id} cortado`);
    if (campos.has(id)) throw new Error(`campo ${id} repetido`);
    campos.set(id, valor);
    i += 4 + n;
  }
  return campos;
}

/** The reference CRC16-CCITT-FALSE, table-driven (a different algorithm from the builder's bit loop). */
const TABELA = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});
function crcReferencia(texto: string): string {
  let crc = 0xffff;
  for (const b of Buffer.from(texto, 'utf8'))
    crc = ((crc << 8) ^ (TABELA[((crc >> 8) ^ b) & 0xff] ?? 0)) & 0xffff;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function conferir(payload: string) {
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(payload.slice(-4)).toBe(crcReferencia(payload.slice(0, -4)));
  const campos = lerTlv(payload);
  expect([...campos.keys()].at(-1)).toBe('63');
  return campos;
}

describe('CRC16-CCITT-FALSE', () => {
  it('confere com o vetor de teste da norma ("123456789" → 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it.each([EXEMPLO_MANUAL, EXEMPLO_DINAMICO])('reproduz o CRC dos exemplos publicados: %s', (exemplo) => {
    expect(crc16CcittFalse(exemplo.slice(0, -4))).toBe(exemplo.slice(-4));
    conferir(exemplo);
  });
});

describe('montarBrCode', () => {
  it('reproduz campo a campo o exemplo do manual (nome e cidade já em ASCII)', () => {
    const feito = montarBrCode({
      chave: '123e4567-e12b-12d1-a456-426655440000',
      nome: 'Fulano de Tal',
      cidade: 'BRASILIA',
    });
    const manual = lerTlv(EXEMPLO_MANUAL);
    const nosso = conferir(feito);
    // The manual writes the name in mixed case; the builder folds it to upper case as its rules ask.
    expect(nosso.get('59')).toBe('FULANO DE TAL');
    for (const id of ['00', '26', '52', '53', '58', '60', '62']) expect(nosso.get(id)).toBe(manual.get(id));
    const corpoMaiusculo = EXEMPLO_MANUAL.slice(0, -4).replace('5913Fulano de Tal', '5913FULANO DE TAL');
    expect(feito).toBe(corpoMaiusculo + crcReferencia(corpoMaiusculo));
  });

  it('com valor e txid', () => {
    const feito = montarBrCode({
      chave: '+5561988888888',
      nome: 'Padaria São João',
      cidade: 'São Paulo',
      valorCentavos: 1000,
      txid: 'MASC1T42',
    });
    expect(feito).toBe(
      `00020126360014br.gov.bcb.pix0114+5561988888888520400005303986540510.005802BR5916PADARIA SAO JOAO6009SAO PAULO62120508MASC1T426304${crc16CcittFalse(
        '00020126360014br.gov.bcb.pix0114+5561988888888520400005303986540510.005802BR5916PADARIA SAO JOAO6009SAO PAULO62120508MASC1T426304',
      )}`,
    );
  });

  it('recusa txid inválido, valor fora dos limites e chave longa demais', () => {
    const base = { chave: 'a@b.com', nome: 'Loja', cidade: 'Recife' };
    expect(() => montarBrCode({ ...base, txid: 'com-traço' })).toThrow();
    expect(() => montarBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow();
    expect(() => montarBrCode({ ...base, valorCentavos: 0 })).toThrow();
    expect(() => montarBrCode({ ...base, valorCentavos: MAXIMO_CENTAVOS_PIX + 1 })).toThrow();
    expect(() => montarBrCode({ ...base, chave: 'x'.repeat(78) })).toThrow();
    expect(() => montarBrCode({ ...base, nome: '日本' })).toThrow();
  });

  const letra = fc.constantFrom(
    ...'aáàâãbcçdeéêfghiíjklmnoóôõpqrstuúüvwxyzAÁÂÃÇÉÊÍÓÔÕÚ0123456789 -&.'.split(''),
  );
  const textoComAcentos = fc.array(letra, { minLength: 1, maxLength: 40 }).map((l) => `X${l.join('')}`);
  const chave = fc.oneof(
    fc.constant('123e4567-e12b-12d1-a456-426655440000'),
    fc.constantFrom('52998224725', '11222333000181', '+5511987654321'),
    fc
      .tuple(fc.stringMatching(/^[a-z0-9._]{1,55}$/), fc.stringMatching(/^[a-z]{1,8}$/))
      .map(([u, d]) => `${u}@${d}.example.com.br`.slice(-77)),
  );

  it('1.000 títulos gerados: leitura independente dos campos, tamanhos e CRC', () => {
    fc.assert(
      fc.property(
        chave,
        textoComAcentos,
        textoComAcentos,
        fc.integer({ min: 1, max: MAXIMO_CENTAVOS_PIX }),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (k, nome, cidade, centavos, empresa, titulo) => {
          const txid = txidDoTitulo(empresa, titulo);
          const p = montarBrCode({ chave: k, nome, cidade, valorCentavos: centavos, txid });
          const c = conferir(p);
          expect(c.get('00')).toBe('01');
          const conta = lerTlv(c.get('26') ?? '');
          expect(conta.get('00')).toBe('br.gov.bcb.pix');
          expect(conta.get('01')).toBe(k);
          expect(c.get('52')).toBe('0000');
          expect(c.get('53')).toBe('986');
          expect(c.get('58')).toBe('BR');
          const valor = c.get('54') ?? '';
          expect(valor).toMatch(/^\d{1,10}\.\d{2}$/);
          expect(Math.round(Number(valor) * 100)).toBe(centavos);
          const n = c.get('59') ?? '';
          const cid = c.get('60') ?? '';
          expect(n.length).toBeGreaterThan(0);
          expect(n.length).toBeLessThanOrEqual(25);
          expect(cid.length).toBeLessThanOrEqual(15);
          for (const t of [n, cid]) expect(t).toMatch(/^[A-Z0-9 .\-/&]+$/);
          expect(n).toBe(textoPix(nome, 25));
          const adicional = lerTlv(c.get('62') ?? '');
          expect(adicional.get('05')).toBe(txid);
          expect(txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
          expect(tituloDoTxid(`PIX RECEBIDO ${txid} FULANO`, empresa)).toBe(titulo);
          expect(p).toMatch(/^[\x20-\x7e]+$/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('textoPix', () => {
  it.each([
    ['Açougue São José', 25, 'ACOUGUE SAO JOSE'],
    ['  Pão   de  Queijo ', 25, 'PAO DE QUEIJO'],
    ['Florianópolis', 15, 'FLORIANOPOLIS'],
    ['São José dos Campos', 15, 'SAO JOSE DOS CA'],
    ['Itaú Unibanco S/A - Matriz & Cia', 25, 'ITAU UNIBANCO S/A - MATRI'],
    ['Olá! (teste)', 25, 'OLA TESTE'],
  ])('%s → %s', (entrada, max, saida) => {
    expect(textoPix(entrada, max)).toBe(saida);
  });
});

describe('tituloDoTxid', () => {
  it('acha o título só da própria empresa', () => {
    expect(tituloDoTxid('PIX MASC7T123 PAGO', 7)).toBe(123);
    expect(tituloDoTxid('pix masc7t123', 7)).toBe(123);
    expect(tituloDoTxid('PIX MASC17T123', 7)).toBeNull();
    expect(tituloDoTxid('PIX MASC7T', 7)).toBeNull();
    expect(tituloDoTxid('sem nada', 7)).toBeNull();
  });
});

describe('chavePixNormalizada', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', '529.982.247-24', null],
    ['cpf', '5299822472a', null],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '11.222.333/0001-82', null],
    ['email', 'Vendas@Loja.com.BR', 'vendas@loja.com.br'],
    ['email', 'vendas@', null],
    ['email', `${'a'.repeat(70)}@loja.com`, null],
    ['telefone', '(11) 98765-4321', '+5511987654321'],
    ['telefone', '+55 11 98765-4321', '+5511987654321'],
    ['telefone', '+1 11 98765-4321', null],
    ['telefone', '11 8765-432', null],
    ['aleatoria', '123E4567-E12B-12D1-A456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
    ['aleatoria', '123e4567e12b12d1a456426655440000', null],
  ] as const)('%s %s → %s', (tipo, chave, esperado) => {
    expect(chavePixNormalizada(tipo, chave)).toBe(esperado);
  });
});
