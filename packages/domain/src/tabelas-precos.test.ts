import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from './datas.ts';
import { aplicarAjuste, precoNaTabela, type TabelaCalculo, tabelaVigente } from './tabelas-precos.ts';

const HOJE = '2026-11-24';
const tabela = (t: Partial<TabelaCalculo> = {}): TabelaCalculo => ({
  ativo: 1,
  validadeInicio: null,
  validadeFim: null,
  ajusteCentesimos: 0,
  fixos: new Map(),
  ...t,
});
const arroz = { id: 1, precoCentavos: 1000 };

describe('aplicarAjuste', () => {
  it.each([
    ['0% mantém o preço', 1000, 0, 1000],
    ['-10% de R$ 10,00', 1000, -1000, 900],
    ['+5% de R$ 10,00', 1000, 500, 1050],
    ['+1000% de R$ 10,00', 1000, 100_000, 11_000],
    ['-100% zera o preço', 1234, -10_000, 0],
    ['meio centavo arredonda para cima: 5% de R$ 0,10 = 10,5', 10, 500, 11],
    ['abaixo de meio centavo arredonda para baixo: 4% de R$ 0,10 = 10,4', 10, 400, 10],
    ['-2,5% de R$ 0,99 = 96,525', 99, -250, 97],
    ['+12,34% de R$ 1,00 = 112,34', 100, 1234, 112],
    ['preço zero fica zero', 0, 5000, 0],
    ['preço no limite da coluna numeric(14,2)', 99_999_999_999_999, 100_000, 1_099_999_999_999_989],
  ])('%s', (_, base, ajuste, esperado) => expect(aplicarAjuste(base, ajuste)).toBe(esperado));

  it('recusa ajuste fora de -100% a 1000% e preço negativo', () => {
    expect(() => aplicarAjuste(100, -10_001)).toThrow(RangeError);
    expect(() => aplicarAjuste(100, 100_001)).toThrow(RangeError);
    expect(() => aplicarAjuste(100, 1.5)).toThrow(RangeError);
    expect(() => aplicarAjuste(-1, 0)).toThrow(RangeError);
  });
});

describe('tabelaVigente', () => {
  it('as duas datas são inclusivas', () => {
    expect(tabelaVigente(tabela({ validadeInicio: HOJE, validadeFim: HOJE }), HOJE)).toBe(true);
    expect(tabelaVigente(tabela({ validadeInicio: somarDias(HOJE, 1) }), HOJE)).toBe(false);
    expect(tabelaVigente(tabela({ validadeFim: somarDias(HOJE, -1) }), HOJE)).toBe(false);
  });
  it('inativa nunca vale; datas vazias deixam a validade aberta', () => {
    expect(tabelaVigente(tabela({ ativo: 0 }), HOJE)).toBe(false);
    expect(tabelaVigente(tabela({ validadeInicio: '', validadeFim: '' }), HOJE)).toBe(true);
  });
});

describe('precoNaTabela', () => {
  it('sem tabela: o preço do produto', () => expect(precoNaTabela(arroz, null, HOJE)).toBe(1000));
  it('percentual quando o produto não está na tabela', () =>
    expect(precoNaTabela(arroz, tabela({ ajusteCentesimos: -1000 }), HOJE)).toBe(900));
  it('o preço fixo vence o percentual', () =>
    expect(precoNaTabela(arroz, tabela({ ajusteCentesimos: -1000, fixos: new Map([[1, 777]]) }), HOJE)).toBe(
      777,
    ));
  it('tabela inativa ou fora da validade não se aplica, nem o preço fixo', () => {
    const fixos = new Map([[1, 777]]);
    expect(precoNaTabela(arroz, tabela({ ativo: 0, fixos }), HOJE)).toBe(1000);
    expect(precoNaTabela(arroz, tabela({ validadeFim: '2026-11-23', fixos }), HOJE)).toBe(1000);
    expect(precoNaTabela(arroz, tabela({ validadeInicio: '2026-11-25', fixos }), HOJE)).toBe(1000);
  });
});

const precoBase = fc.integer({ min: 0, max: 100_000_000 });
const ajuste = fc.integer({ min: -10_000, max: 100_000 });

describe('propriedades', () => {
  it('o resultado é o valor exato arredondado meio para cima (conferido em BigInt)', () => {
    fc.assert(
      fc.property(precoBase, ajuste, (p, a) => {
        const n = BigInt(p) * BigInt(10_000 + a);
        const piso = n / 10_000n;
        const resto = n % 10_000n;
        const esperado = Number(resto * 2n >= 10_000n ? piso + 1n : piso);
        expect(aplicarAjuste(p, a)).toBe(esperado);
      }),
    );
  });

  it('nunca negativo; desconto nunca sobe o preço e acréscimo nunca o baixa', () => {
    fc.assert(
      fc.property(precoBase, ajuste, (p, a) => {
        const r = aplicarAjuste(p, a);
        expect(r).toBeGreaterThanOrEqual(0);
        if (a <= 0) expect(r).toBeLessThanOrEqual(p);
        if (a >= 0) expect(r).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it('cresce com o ajuste (monótono)', () => {
    fc.assert(
      fc.property(precoBase, ajuste, ajuste, (p, a, b) => {
        const [menor, maior] = a <= b ? [a, b] : [b, a];
        expect(aplicarAjuste(p, menor)).toBeLessThanOrEqual(aplicarAjuste(p, maior));
      }),
    );
  });

  it('preço fixo sempre vence; sem fixo, o percentual; fora da validade, o preço base', () => {
    const dia = fc.integer({ min: -400, max: 400 }).map((d) => somarDias(HOJE, d));
    fc.assert(
      fc.property(
        precoBase,
        ajuste,
        fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: undefined }),
        fc.option(dia, { nil: null }),
        fc.option(dia, { nil: null }),
        fc.constantFrom(0, 1),
        (p, a, fixo, inicio, fim, ativo) => {
          const t = tabela({
            ativo,
            validadeInicio: inicio,
            validadeFim: fim,
            ajusteCentesimos: a,
            fixos: fixo === undefined ? new Map() : new Map([[7, fixo]]),
          });
          const vale = ativo === 1 && (inicio === null || inicio <= HOJE) && (fim === null || HOJE <= fim);
          const esperado = !vale ? p : (fixo ?? aplicarAjuste(p, a));
          expect(precoNaTabela({ id: 7, precoCentavos: p }, t, HOJE)).toBe(esperado);
          expect(tabelaVigente(t, HOJE)).toBe(vale);
        },
      ),
    );
  });
});
