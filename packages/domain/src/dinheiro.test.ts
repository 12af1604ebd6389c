import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centavosParaDecimal,
  centavosParaNumero,
  decimalParaNumero,
  MAXIMO_CARACTERES_NUMERO,
  milesimosParaDecimal,
  milesimosParaNumero,
  paraCentavos,
  quantidadeParaMilesimos,
} from './dinheiro.ts';
import { formatarMoeda } from './formatos.ts';
import { formatarNumeroBr, lerNumeroBr } from './planilhas/numeros.ts';

describe('paraCentavos com número', () => {
  it.each([
    [12.34, 1234],
    [0, 0],
    [1, 100],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [8.345, 835],
    [0.005, 1],
    [0.004, 0],
    [-1.005, -101],
    [-12.34, -1234],
    [1234.56, 123456],
    [999999999999.99, 99999999999999],
  ])('%d -> %i', (v, esperado) => expect(paraCentavos(v)).toBe(esperado));

  it('não devolve -0', () => expect(Object.is(paraCentavos(-0.001), 0)).toBe(true));

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20])('%d -> NaN', (v) =>
    expect(paraCentavos(v)).toBeNaN(),
  );
});

describe('paraCentavos com texto', () => {
  it.each([
    ['12.34', 1234],
    ['12,34', 1234],
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['  12,34  ', 1234],
    ['1.234.567,89', 123456789],
    ['1.234.567', 123456700],
    ['1,234.56', 123456],
    ['1234', 123400],
    ['1234.5', 123450],
    ['1.234', 123],
    ['0,5', 50],
    [',5', 50],
    ['5,', 500],
    ['1,005', 101],
    ['1,004', 100],
    ['1,0049999', 100],
    ['0,995', 100],
    ['-1,005', -101],
    ['-R$ 1.234,56', -123456],
    ['R$ -1.234,56', -123456],
    ['0', 0],
    ['-0,00', 0],
  ])('%s -> %i', (v, esperado) => expect(paraCentavos(v)).toBe(esperado));

  it.each([
    '',
    '   ',
    'R$',
    'abc',
    '12a',
    '1,2,3',
    '12.34.5',
    '1.23,45',
    '1.234,5,6',
    '1e3',
    '.',
    ',',
    '--1',
    '1-',
    '99999999999999999,00',
  ])('%j -> NaN', (v) => expect(paraCentavos(v)).toBeNaN());

  it('lê de volta o que formatarMoeda escreve', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(paraCentavos(formatarMoeda(c))).toBe(c);
      }),
    );
  });

  it('lê de volta o que centavosParaDecimal escreve', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(paraCentavos(centavosParaDecimal(c))).toBe(c);
        expect(paraCentavos(centavosParaNumero(c))).toBe(c);
      }),
    );
  });
});

describe('centavosParaDecimal', () => {
  it.each([
    [123456, '1234.56'],
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
    [99999999999999, '999999999999.99'],
  ])('%i -> %s', (c, esperado) => expect(centavosParaDecimal(c)).toBe(esperado));

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('recusa %d', (c) =>
    expect(() => centavosParaDecimal(c)).toThrow(RangeError),
  );
});

describe('centavosParaNumero', () => {
  it.each([
    [123456, 1234.56],
    [0, 0],
    [1, 0.01],
    [-547, -5.47],
  ])('%i -> %d', (c, esperado) => expect(centavosParaNumero(c)).toBe(esperado));
});

describe('quantidades em milésimos', () => {
  it.each([
    [1, 1000],
    [1.5, 1500],
    [0.001, 1],
    [2.0005, 2001],
    [0.1 + 0.2, 300],
    ['1,5', 1500],
    ['1.5', 1500],
    ['1,234', 1234],
    ['1.234,567', 1234567],
    ['0,0005', 1],
    ['0,0004', 0],
    ['abc', Number.NaN],
  ])('%s -> %d', (v, esperado) => expect(quantidadeParaMilesimos(v)).toBe(esperado));

  it.each([
    [1500, 1.5],
    [1, 0.001],
    [0, 0],
    [1234567, 1234.567],
  ])('milesimosParaNumero(%i) -> %d', (m, esperado) => expect(milesimosParaNumero(m)).toBe(esperado));

  it.each([
    [1500, '1.500'],
    [1, '0.001'],
    [0, '0.000'],
    [-2500, '-2.500'],
  ])('milesimosParaDecimal(%i) -> %s', (m, esperado) => expect(milesimosParaDecimal(m)).toBe(esperado));
});

describe('decimalParaNumero', () => {
  it('o texto de uma coluna numeric(…, 2) vira o número da API', () => {
    expect(decimalParaNumero('1234.50')).toBe(1234.5);
    expect(decimalParaNumero('0.00')).toBe(0);
    expect(decimalParaNumero('-7.05')).toBe(-7.05);
  });
  it('para todo valor em centavos, volta ao mesmo número', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(decimalParaNumero(centavosParaDecimal(c))).toBe(c / 100);
      }),
    );
  });
});

describe('o decimal simples (o texto do banco) lido sem as regras dos separadores', () => {
  it('dá o mesmo que a mesma quantia com vírgula decimal, em centavos e em milésimos', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.stringMatching(/^\d{1,13}$/),
        fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
        (negativo, inteiro, fracao) => {
          const ponto = `${negativo ? '-' : ''}${inteiro}${fracao === undefined ? '' : `.${fracao}`}`;
          const virgula = ponto.replace('.', ',');
          expect(paraCentavos(ponto)).toBe(paraCentavos(virgula));
          expect(quantidadeParaMilesimos(ponto)).toBe(quantidadeParaMilesimos(virgula));
        },
      ),
    );
  });
  it.each([
    ['1.234', 123, 1234],
    ['-0.005', -1, -5],
    ['0.004', 0, 4],
    ['12', 1200, 12000],
  ])('%s: %i centavos, %i milésimos', (texto, centavos, milesimos) => {
    expect(paraCentavos(texto)).toBe(centavos);
    expect(quantidadeParaMilesimos(texto)).toBe(milesimos);
  });
});

describe('textos longos (issue 23): recusados antes de qualquer expressão regular', () => {
  it('100 KB de dígitos seguidos de uma letra: NaN, nas duas escalas e pela leitura de planilhas', () => {
    const ataque = `${'1'.repeat(100_000)}x`;
    expect(paraCentavos(ataque)).toBeNaN();
    expect(quantidadeParaMilesimos(ataque)).toBeNaN();
    expect(lerNumeroBr(ataque, 2)).toBeNaN();
    expect(paraCentavos('1'.repeat(100_000))).toBeNaN();
  });

  it(`qualquer texto acima de ${MAXIMO_CARACTERES_NUMERO} caracteres é NaN; um valor formatado cabe no limite`, () => {
    fc.assert(
      fc.property(fc.string({ minLength: MAXIMO_CARACTERES_NUMERO + 1, maxLength: 300 }), (s) => {
        expect(paraCentavos(s)).toBeNaN();
        expect(lerNumeroBr(s, 3)).toBeNaN();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (c) => {
        const texto = `R$ ${formatarNumeroBr(c, 2)}`;
        expect(texto.length).toBeLessThanOrEqual(MAXIMO_CARACTERES_NUMERO);
        expect(lerNumeroBr(texto, 2)).toBe(c);
      }),
    );
  });

  it('sem o padrão quadrático: dígitos, separadores e ao menos um dígito', () => {
    expect(paraCentavos('1.234,56')).toBe(123456);
    expect(paraCentavos(',5')).toBe(50);
    expect(paraCentavos('.,')).toBeNaN();
    expect(paraCentavos('12a')).toBeNaN();
    expect(paraCentavos('')).toBeNaN();
  });
});
