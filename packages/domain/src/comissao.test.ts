import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basesComissao,
  type LinhaComissao,
  linhasEstorno,
  taxaAplicavel,
  valorComissao,
} from './comissao.ts';
import { percentualComissao } from './schemas/percentual-comissao.ts';

describe('taxaAplicavel: produto, depois representante, depois empresa', () => {
  it('o mais específico definido vence; 0 é uma taxa, null passa adiante', () => {
    expect(taxaAplicavel({ produto: 500, representante: 300, empresa: 100 })).toEqual({
      percentual: 500,
      origem: 'produto',
    });
    expect(taxaAplicavel({ produto: null, representante: 300, empresa: 100 })?.origem).toBe('representante');
    expect(taxaAplicavel({ produto: null, representante: null, empresa: 100 })?.origem).toBe('empresa');
    expect(taxaAplicavel({ produto: 0, representante: 300, empresa: 100 })).toEqual({
      percentual: 0,
      origem: 'produto',
    });
    expect(taxaAplicavel({ produto: null, representante: 0, empresa: 100 })?.percentual).toBe(0);
    expect(taxaAplicavel({ produto: null, representante: null, empresa: null })).toBeNull();
  });

  it('em todas as combinações, vence o primeiro não nulo na ordem produto > representante > empresa', () => {
    const taxa = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null });
    fc.assert(
      fc.property(taxa, taxa, taxa, (produto, representante, empresa) => {
        const r = taxaAplicavel({ produto, representante, empresa });
        const esperado = produto ?? representante ?? empresa;
        expect(r?.percentual ?? null).toBe(esperado);
      }),
    );
  });
});

describe('valorComissao: meio para cima, ao centavo', () => {
  it('exemplos à mão', () => {
    expect(valorComissao(10_000, 500)).toBe(500); // R$ 100,00 × 5% = R$ 5,00
    expect(valorComissao(333, 1250)).toBe(42); // 41,625 -> 42
    expect(valorComissao(100, 250)).toBe(3); // 2,5 -> 3 (meio sobe)
    expect(valorComissao(100, 249)).toBe(2); // 2,49 -> 2
    expect(valorComissao(-100, 250)).toBe(-3); // o estorno é o espelho exato
    expect(valorComissao(12_345, 0)).toBe(0);
    expect(valorComissao(12_345, 10_000)).toBe(12_345);
    // Além de 2^53 no produto intermediário (base de R$ 999 bilhões × 99,99%).
    expect(valorComissao(99_999_999_999_999, 9_999)).toBe(99_989_999_999_999);
  });

  it('é o arredondamento exato de base × taxa / 10000 e simétrico no sinal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10_000 }), (b, p) => {
        const exato = BigInt(b) * BigInt(p);
        const v = valorComissao(b, p);
        // v × 10000 - b × p lies in (-5000, 5000]: exactly half rounds up.
        const dif = BigInt(v) * 10_000n - exato;
        expect(dif > -5000n && dif <= 5000n).toBe(true);
        expect(valorComissao(-b, p)).toBe(-v || 0);
      }),
    );
  });

  it('recusa taxa fora de 0..10000 ou fracionária', () => {
    expect(() => valorComissao(100, 10_001)).toThrow(RangeError);
    expect(() => valorComissao(100, -1)).toThrow(RangeError);
    expect(() => valorComissao(100, 1.5)).toThrow(RangeError);
  });
});

describe('basesComissao: rateio do desconto do pedido', () => {
  it('sem desconto do pedido, a base é o total de cada item', () => {
    expect(basesComissao([1000, 250, 0], 0)).toEqual([1000, 250, 0]);
  });

  it('exemplo à mão: resto no maior item, o primeiro no empate', () => {
    // Totals 100,00 + 100,00 + 50,00 = 250,00; order discount 10,00 -> 4,00 + 4,00 + 2,00 (exact).
    expect(basesComissao([10_000, 10_000, 5_000], 1_000)).toEqual([9_600, 9_600, 4_800]);
    // 1 cent over three equal items: floors are 0, the remainder goes to the first (tie).
    expect(basesComissao([100, 100, 100], 1)).toEqual([99, 100, 100]);
    // 10 cents over 3 + 7: 3 and 7 exact.
    expect(basesComissao([300, 700], 10)).toEqual([297, 693]);
    // 5 cents over 1 + 1 + 3: floors 1, 1, 3 -> 0, 0, 3, remainder 2 on the largest (3).
    expect(basesComissao([100, 100, 300], 5)).toEqual([99, 99, 297]);
    // A remainder larger than the largest item's base spills to the next largest: no base below zero.
    expect(basesComissao([1, 1, 1], 2)).toEqual([0, 0, 1]);
  });

  it('propriedade: as bases somam exatamente o valor líquido do pedido, nenhuma negativa', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (totais, fracao) => {
          const soma = totais.reduce((s, t) => s + t, 0);
          const desconto = Math.floor(soma * fracao);
          const bases = basesComissao(totais, desconto);
          expect(bases.reduce((s, b) => s + b, 0)).toBe(soma - desconto);
          expect(bases.length).toBe(totais.length);
          for (const b of bases) expect(b).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('recusa desconto maior que os itens e valores inválidos', () => {
    expect(() => basesComissao([100], 101)).toThrow(RangeError);
    expect(() => basesComissao([100], -1)).toThrow(RangeError);
    expect(() => basesComissao([1.5], 0)).toThrow(RangeError);
  });
});

describe('linhasEstorno', () => {
  const linha = (seq: number, base: number, percentual: number): LinhaComissao => ({
    representanteId: 7,
    seq,
    produtoId: seq * 10,
    base,
    percentual,
    valor: valorComissao(base, percentual),
  });

  it('estornos negativos à mesma taxa; original + estorno somam zero', () => {
    const originais = [linha(1, 9_600, 500), linha(2, 9_600, 1250), linha(3, 4_800, 0)];
    const estorno = linhasEstorno(originais);
    expect(estorno.map((l) => [l.seq, l.base, l.percentual, l.valor])).toEqual([
      [1, -9_600, 500, -480],
      [2, -9_600, 1250, -1_200],
      [3, -4_800, 0, 0],
    ]);
    const todas = [...originais, ...estorno];
    expect(todas.reduce((s, l) => s + l.valor, 0)).toBe(0);
    expect(todas.reduce((s, l) => s + l.base, 0)).toBe(0);
    // Reversing again adds nothing.
    expect(linhasEstorno(todas)).toEqual([]);
  });

  it('propriedade: para qualquer conjunto de linhas, o estorno zera cada item', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            seq: fc.integer({ min: 1, max: 5 }),
            base: fc.integer({ min: 0, max: 10 ** 9 }),
            percentual: fc.integer({ min: 0, max: 10_000 }),
          }),
          { maxLength: 30 },
        ),
        (ls) => {
          const originais = ls.map((l) => linha(l.seq, l.base, l.percentual));
          const todas = [...originais, ...linhasEstorno(originais)];
          for (let seq = 1; seq <= 5; seq++) {
            const doItem = todas.filter((l) => l.seq === seq);
            expect(doItem.reduce((s, l) => s + l.valor, 0)).toBe(0);
          }
          for (const l of linhasEstorno(originais)) expect(l.valor).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});

describe('percentualComissao (campo de taxa)', () => {
  const campo = percentualComissao('comissão (%)');
  it('aceita 0 a 100 com até duas casas; vazio é "não definido"', () => {
    expect(campo.parse('12,5')).toBe(1250);
    expect(campo.parse(12.5)).toBe(1250);
    expect(campo.parse('0')).toBe(0);
    expect(campo.parse(0)).toBe(0);
    expect(campo.parse('100')).toBe(10_000);
    expect(campo.parse('99.99')).toBe(9_999);
    expect(campo.parse('')).toBeNull();
    expect(campo.parse(null)).toBeNull();
    expect(campo.parse(undefined)).toBeUndefined();
  });
  it('recusa fora do intervalo, mais de duas casas e texto', () => {
    for (const v of ['100,01', 101, -1, '1,234', 'abc', '5%', true]) {
      const r = campo.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(
        'O campo comissão (%) deve ser um percentual de 0 a 100, com até duas casas decimais.',
      );
    }
  });
});
