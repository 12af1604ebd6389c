import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CEM_POR_CENTO, descontoDoPercentual, percentualEmCentesimos, ratearDesconto } from './desconto.ts';

describe('percentualEmCentesimos', () => {
  it.each([
    ['10', 1000],
    ['12,5', 1250],
    ['12.5', 1250],
    [7.25, 725],
    ['0', 0],
    ['100', 10_000],
  ])('%s', (v, esperado) => expect(percentualEmCentesimos(v)).toBe(esperado));

  it.each(['100,01', '-1', 'abc', '', '1,234'])('recusa %s', (v) =>
    expect(percentualEmCentesimos(v)).toBeNaN(),
  );
});

describe('descontoDoPercentual', () => {
  it.each([
    [10_000, 1000, 1000],
    [999, 1000, 100], // 99,9 centavos arredonda para 100
    [995, 1250, 124], // 124,375
    [100, 50, 1], // 0,5 centavo arredonda para longe do zero
    [100, 49, 0],
    [12_345, CEM_POR_CENTO, 12_345],
  ])('%i centavos com %i centésimos de %%', (base, c, esperado) =>
    expect(descontoDoPercentual(base, c)).toBe(esperado),
  );

  it('fica entre 0 e a base, cresce com o percentual e 100% é a base inteira', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: CEM_POR_CENTO }),
        fc.integer({ min: 0, max: CEM_POR_CENTO }),
        (base, a, b) => {
          const [menor, maior] = a <= b ? [a, b] : [b, a];
          const d1 = descontoDoPercentual(base, menor);
          const d2 = descontoDoPercentual(base, maior);
          expect(d1).toBeGreaterThanOrEqual(0);
          expect(d2).toBeLessThanOrEqual(base);
          expect(d1).toBeLessThanOrEqual(d2);
          expect(Number.isInteger(d1)).toBe(true);
          expect(descontoDoPercentual(base, CEM_POR_CENTO)).toBe(base);
          expect(descontoDoPercentual(base, 0)).toBe(0);
        },
      ),
    );
  });

  it('difere do valor exato em no máximo meio centavo (arredondamento do domínio)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: CEM_POR_CENTO }),
        (base, c) => {
          const exato = (base * c) / CEM_POR_CENTO;
          expect(Math.abs(descontoDoPercentual(base, c) - exato)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('recusa percentual fora de 0 a 100%', () => {
    expect(() => descontoDoPercentual(100, 10_001)).toThrow(RangeError);
    expect(() => descontoDoPercentual(100, -1)).toThrow(RangeError);
  });
});

describe('ratearDesconto', () => {
  it('divide em proporção ao valor de cada item; os centavos que sobram vão aos maiores restos', () => {
    expect(ratearDesconto([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    expect(ratearDesconto([3000, 1000], 400)).toEqual([300, 100]);
    expect(ratearDesconto([0, 500], 100)).toEqual([0, 100]);
    expect(ratearDesconto([], 0)).toEqual([]);
  });

  it('soma exatamente o desconto e nenhum item recebe mais que o seu valor', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 500 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (brutos, fracao) => {
          const soma = brutos.reduce((s, b) => s + b, 0);
          const desconto = Math.floor(soma * fracao);
          const partes = ratearDesconto(brutos, desconto);
          expect(partes).toHaveLength(brutos.length);
          expect(partes.reduce((s, p) => s + p, 0)).toBe(desconto);
          partes.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(brutos[i] ?? 0);
          });
        },
      ),
    );
  });

  it('um percentual do pedido rateado dá o mesmo total que o percentual sobre a soma', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: CEM_POR_CENTO }),
        (brutos, c) => {
          const soma = brutos.reduce((s, b) => s + b, 0);
          const desconto = descontoDoPercentual(soma, c);
          expect(ratearDesconto(brutos, desconto).reduce((s, p) => s + p, 0)).toBe(desconto);
        },
      ),
    );
  });

  it('recusa desconto maior que o valor dos produtos', () =>
    expect(() => ratearDesconto([100], 101)).toThrow('maior que o valor dos produtos'));
});
