import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excedeCasas } from './dinheiro.ts';
import { formatarMoeda } from './formatos.ts';
import {
  instanteEmMs,
  lerData,
  lerDeslocamento,
  lerDinheiro,
  lerId,
  lerInstante,
  lerInteiro,
  lerMes,
  lerNumero,
  lerPercentual,
  lerQuantidade,
  lerTexto,
  limparTexto,
  MAXIMO_INTEIRO_PG,
} from './valores.ts';

const valor = <T>(l: { ok: true; valor: T } | { ok: false }) => (l.ok ? l.valor : undefined);
const motivo = (l: { ok: boolean; motivo?: string }) => (l.ok ? 'ok' : l.motivo);
const MAX = Number.MAX_SAFE_INTEGER;

// Each kind's grammar written out again, apart from the parser, as the property's reference.
const GRAMATICA_DECIMAL = /^(R\$ *-?|-R\$ *|-)?(\d+(\.\d+)?|(\d{1,3}(\.\d{3})+|\d+)(,\d+)?)$/;
const agrupado = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

describe('lerDinheiro', () => {
  it.each([
    ['1000.50', 100050],
    ['1.000,50', 100050],
    ['1000,5', 100050],
    ['R$ 1.234,56', 123456],
    ['1.234.567', 123456700],
    ['-10.5', -1050],
    ['99999', 9999900],
    ['1.000', 100],
    [12.34, 1234],
    [1e3, 100000],
  ] as const)('%j -> %i centavos', (v, c) => expect(valor(lerDinheiro(v, MAX, -MAX))).toBe(c));

  it.each([
    ['0x10', 'formato'],
    ['1e3', 'formato'],
    ['Infinity', 'formato'],
    ['', 'formato'],
    [' ', 'formato'],
    ['1,000.50', 'formato'],
    ['1.00.0', 'formato'],
    ['12,', 'formato'],
    ['+5', 'formato'],
    ['1.005', 'casas'],
    ['1,005', 'casas'],
    [10.005, 'casas'],
    [true, 'formato'],
    [null, 'formato'],
    [Number.NaN, 'formato'],
    ['9'.repeat(41), 'formato'],
  ] as const)('%j é recusado (%s)', (v, m) => expect(motivo(lerDinheiro(v, MAX, -MAX))).toBe(m));

  it('0 e negativos ficam fora de uma faixa que começa em 1 centavo', () => {
    expect(motivo(lerDinheiro('0', MAX, 1))).toBe('faixa');
    expect(motivo(lerDinheiro('-1', MAX))).toBe('faixa');
    expect(motivo(lerDinheiro('10,01', 1000))).toBe('faixa');
  });

  it('aceita todo valor em centavos nas duas formas e como número, com o mesmo resultado', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (c) => {
        const abs = Math.abs(c);
        const sinal = c < 0 ? '-' : '';
        const centavos = String(abs % 100).padStart(2, '0');
        const inteiro = Math.trunc(abs / 100);
        expect(valor(lerDinheiro(`${sinal}${inteiro}.${centavos}`, MAX, -MAX))).toBe(c);
        expect(valor(lerDinheiro(`${sinal}${agrupado(inteiro)},${centavos}`, MAX, -MAX))).toBe(c);
        expect(valor(lerDinheiro(c / 100, MAX, -MAX))).toBe(c);
      }),
    );
  });

  it('aceita exatamente a gramática escrita e nunca lança', () => {
    const caractere = fc.constantFrom(...'0123456789.,-R$ ex+'.split(''));
    fc.assert(
      fc.property(
        fc.array(caractere, { maxLength: 14 }).map((a) => a.join('')),
        (s) => {
          const l = lerDinheiro(s, MAX, -MAX);
          const naGramatica = GRAMATICA_DECIMAL.test(s.trim());
          if (!naGramatica) expect(l.ok).toBe(false);
          else expect(l.ok || (!l.ok && l.motivo !== 'formato')).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => lerDinheiro(v, MAX, -MAX)).not.toThrow();
      }),
    );
  });
});

describe('o campo de dinheiro (issue 46): o que mostra, lido, é o que grava', () => {
  it('formatarMoeda(c) lido por lerDinheiro é c, e o texto sem "R$" também', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (c) => {
        const mostrado = formatarMoeda(c);
        expect(valor(lerDinheiro(mostrado, MAX, -MAX))).toBe(c);
        expect(valor(lerDinheiro(mostrado.replace('R$', '').trim(), MAX, -MAX))).toBe(c);
      }),
    );
  });

  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
  ] as const)('%s digitado ou colado são %i centavos', (texto, c) =>
    expect(valor(lerDinheiro(texto, MAX))).toBe(c),
  );
});

describe('lerQuantidade e lerPercentual', () => {
  it('99999 com 3 casas é válido (um inteiro não tem casas decimais)', () => {
    expect(valor(lerQuantidade('99999', MAX))).toBe(99_999_000);
    expect(valor(lerQuantidade('99999.000', MAX))).toBe(99_999_000);
    expect(valor(lerQuantidade('1,5', MAX))).toBe(1500);
    expect(motivo(lerQuantidade('1,0005', MAX))).toBe('casas');
    expect(excedeCasas('99999', 3)).toBe(false);
    expect(excedeCasas('1234', 2)).toBe(false);
    expect(excedeCasas('1234.001', 2)).toBe(true);
  });

  it('percentual de 0 a 100 com até duas casas', () => {
    expect(valor(lerPercentual('12,5'))).toBe(1250);
    expect(valor(lerPercentual(100))).toBe(10_000);
    expect(motivo(lerPercentual('100.01'))).toBe('faixa');
    expect(motivo(lerPercentual('-1'))).toBe('faixa');
    expect(motivo(lerPercentual('1,234'))).toBe('casas');
    expect(motivo(lerPercentual('5%'))).toBe('formato');
  });
});

describe('lerNumero (coordenadas, precisão do GPS)', () => {
  // The written grammar again: an optional minus, digits, at most one dot or comma followed by digits.
  const GRAMATICA_NUMERO = /^-?[0-9]+([.,][0-9]+)?$/;

  it.each([
    ['-23.5505', -23.5505],
    ['-23,5505', -23.5505],
    [' -46.633308 ', -46.633308],
    ['90', 90],
    ['-180', -180],
    ['0', 0],
    ['-0', 0],
  ] as const)('%j -> %d', (v, n) => expect(valor(lerNumero(v, -180, 180))).toBe(n));

  it.each([
    ['0x10', 'formato'],
    ['1e1', 'formato'],
    [Number.POSITIVE_INFINITY, 'formato'],
    ['Infinity', 'formato'],
    [Number.NEGATIVE_INFINITY, 'formato'],
    [Number.NaN, 'formato'],
    ['1.234,5', 'formato'],
    ['1.000.000', 'formato'],
    ['12,', 'formato'],
    ['.5', 'formato'],
    ['+5', 'formato'],
    ['', 'formato'],
    [true, 'formato'],
    [null, 'formato'],
    ['9'.repeat(41), 'formato'],
    ['180.000001', 'faixa'],
    [-180.5, 'faixa'],
  ] as const)('%j é recusado (%s)', (v, m) => expect(motivo(lerNumero(v, -180, 180))).toBe(m));

  it('lê o mesmo número escrito com ponto, com vírgula e como número JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: -180_000_000, max: 180_000_000 }), (micro) => {
        const abs = Math.abs(micro);
        const texto = `${micro < 0 ? '-' : ''}${Math.trunc(abs / 1e6)}.${String(abs % 1e6).padStart(6, '0')}`;
        const n = micro / 1e6;
        expect(valor(lerNumero(texto, -180, 180))).toBe(n);
        expect(valor(lerNumero(texto.replace('.', ','), -180, 180))).toBe(n);
        expect(valor(lerNumero(n, -180, 180))).toBe(n);
      }),
    );
  });

  it('aceita exatamente a gramática escrita dentro da faixa e nunca lança', () => {
    const caractere = fc.constantFrom(...'0123456789.,-+ exI'.split(''));
    fc.assert(
      fc.property(
        fc.array(caractere, { maxLength: 12 }).map((a) => a.join('')),
        (s) => {
          const l = lerNumero(s, -1e12, 1e12);
          expect(l.ok).toBe(GRAMATICA_NUMERO.test(s.trim()));
        },
      ),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => lerNumero(v, -90, 90)).not.toThrow();
      }),
    );
  });
});

describe('lerInteiro, lerId e lerDeslocamento', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    [12, 12],
    ['2147483647', MAXIMO_INTEIRO_PG],
  ] as const)('id %j -> %i', (v, n) => expect(valor(lerId(v))).toBe(n));

  it.each([
    ['1e3', 'formato'],
    ['0x10', 'formato'],
    ['12.0', 'formato'],
    ['+1', 'formato'],
    ['', 'formato'],
    [true, 'formato'],
    [1.5, 'formato'],
    [0, 'faixa'],
    ['2147483648', 'faixa'],
    [2147483648, 'faixa'],
    ['99999999999999999999', 'faixa'],
  ] as const)('id %j é recusado (%s)', (v, m) => expect(motivo(lerId(v))).toBe(m));

  it('deslocamento de 0 ao maior inteiro do PostgreSQL', () => {
    expect(valor(lerDeslocamento(0))).toBe(0);
    expect(motivo(lerDeslocamento(2147483648))).toBe('faixa');
    expect(motivo(lerDeslocamento(-1))).toBe('faixa');
  });

  it('aceita exatamente os dígitos (com sinal) dentro da faixa e nunca lança', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }), (n) => {
        const dentro = n >= -5 && n <= MAXIMO_INTEIRO_PG;
        expect(lerInteiro(String(n), -5, MAXIMO_INTEIRO_PG).ok).toBe(dentro);
        expect(lerInteiro(n, -5, MAXIMO_INTEIRO_PG).ok).toBe(dentro);
      }),
    );
    const caractere = fc.constantFrom(...'0123456789-+.ex '.split(''));
    fc.assert(
      fc.property(
        fc.array(caractere, { maxLength: 12 }).map((a) => a.join('')),
        (s) => {
          if (!/^-?\d+$/.test(s.trim())) expect(lerInteiro(s, -MAX, MAX).ok).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => lerId(v)).not.toThrow();
      }),
    );
  });
});

describe('lerData e lerMes', () => {
  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    '%s está fora de 1900-2100',
    (d) => expect(motivo(lerData(d))).toBe('faixa'),
  );

  it.each(['', '-1', '1.5', '2026-02-30', '2026-13-01', '26-01-01', '01/02/2026', '2026-1-1'])(
    '%j não é uma data',
    (d) => expect(motivo(lerData(d))).toBe('formato'),
  );

  it('aceita todo dia de 1900 a 2100, e só eles', () => {
    const inicio = Date.UTC(1850, 0, 1);
    const fim = Date.UTC(2150, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: (fim - inicio) / 86_400_000 }), (dias) => {
        const iso = new Date(inicio + dias * 86_400_000).toISOString().slice(0, 10);
        expect(lerData(iso).ok).toBe(iso >= '1900-01-01' && iso <= '2100-12-31');
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => lerData(v)).not.toThrow();
      }),
    );
  });

  it('mês aaaa-mm de 1900-01 a 2100-12', () => {
    expect(valor(lerMes('2026-03'))).toBe('2026-03');
    expect(motivo(lerMes('0000-01'))).toBe('faixa');
    expect(motivo(lerMes('9999-12'))).toBe('faixa');
    expect(motivo(lerMes('2026-13'))).toBe('formato');
    expect(motivo(lerMes('2026-3'))).toBe('formato');
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 2200 }), fc.integer({ min: 1, max: 12 }), (a, m) => {
        const mes = `${a}-${String(m).padStart(2, '0')}`;
        expect(lerMes(mes).ok).toBe(a >= 1900 && a <= 2100);
      }),
    );
  });
});

describe('lerInstante', () => {
  it.each([
    '2026-03-01T10:00:00Z',
    '2026-03-01T10:00:00.123Z',
    '2026-03-01 10:00',
    '2026-03-01T10:00:00-03:00',
    '2026-03-01T10:00:00-0300',
  ])('%s é um instante', (v) => expect(lerInstante(v).ok).toBe(true));

  it.each([
    ['garbage 2020', 'formato'],
    ['1', 'formato'],
    ['2026-02-30T10:00:00Z', 'formato'],
    ['2026-03-01T24:00:00Z', 'formato'],
    ['2026-03-01', 'formato'],
    ['0000-01-01T00:00:00Z', 'faixa'],
    ['9999-12-31T00:00:00Z', 'faixa'],
  ])('%s é recusado (%s)', (v, m) => expect(motivo(lerInstante(v))).toBe(m));

  it('o instante de todo texto aceito é o do Date.parse em UTC', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const iso = d.toISOString();
          expect(lerInstante(iso).ok).toBe(true);
          expect(instanteEmMs(iso)).toBe(d.getTime());
        },
      ),
    );
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => lerInstante(v)).not.toThrow();
      }),
    );
  });
});

describe('limparTexto e lerTexto', () => {
  it('tira os caracteres invisíveis e conta o que sobra', () => {
    expect(limparTexto('\u200B'.repeat(10))).toBe('');
    expect(limparTexto(' Ana\u200D\u0007 Maria\uFEFF ')).toBe('Ana Maria');
    expect(limparTexto('linha 1\nlinha 2\tfim')).toBe('linha 1\nlinha 2\tfim');
    expect(valor(lerTexto(`${'a'.repeat(10)}${'\u200B'.repeat(10)}`, 10))).toBe('a'.repeat(10));
    expect(motivo(lerTexto('a'.repeat(11), 10))).toBe('faixa');
  });

  it('é idempotente, nunca alonga e nunca deixa um invisível', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => {
        const limpo = limparTexto(s);
        expect(limparTexto(limpo)).toBe(limpo);
        expect(limpo.length).toBeLessThanOrEqual(s.length);
        expect([...limpo].some((ch) => '\u200B\u200C\u200D\uFEFF\u0000\u0007'.includes(ch))).toBe(false);
      }),
    );
  });
});
