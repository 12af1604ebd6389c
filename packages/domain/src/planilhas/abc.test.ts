import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classificarAbc, participacoes } from './abc.ts';

const valores = fc.array(fc.integer({ min: 0, max: 10_000_000_00 }), { minLength: 1, maxLength: 60 });
const ORDEM = { A: 0, B: 1, C: 2 } as const;

describe('classificação ABC', () => {
  it('A até 80% do valor, B até 95%, C o resto', () => {
    // 50% + 25% (75%, A), + 10% (85%: crosses 80%, still A), + 8% (B), + 5% (C... 93% before: B), + 2% (C)
    expect(classificarAbc([5000, 2500, 1000, 800, 500, 200])).toEqual(['A', 'A', 'A', 'B', 'B', 'C']);
    expect(classificarAbc([100])).toEqual(['A']);
    expect(classificarAbc([0, 0])).toEqual(['C', 'C']);
  });

  it('quem vende mais nunca tem classe pior (monótona), e o maior é sempre A', () => {
    fc.assert(
      fc.property(valores, (vs) => {
        const cs = classificarAbc(vs);
        const maior = Math.max(...vs);
        if (maior > 0 && cs[vs.indexOf(maior)] !== 'A') return false;
        return vs.every((a, i) => vs.every((b, j) => !(a > b) || ORDEM[cs[i] ?? 'C'] <= ORDEM[cs[j] ?? 'C']));
      }),
    );
  });
});

describe('participação', () => {
  it('em centésimos de ponto percentual', () => {
    expect(participacoes([1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(participacoes([0, 0])).toEqual([0, 0]);
  });

  it('soma exatamente 100% quando há valor, e fica a menos de 0,01 ponto da conta exata', () => {
    fc.assert(
      fc.property(valores, (vs) => {
        const ps = participacoes(vs);
        const total = vs.reduce((s, v) => s + v, 0);
        if (total === 0) return ps.every((p) => p === 0);
        const soma = ps.reduce((s, p) => s + p, 0);
        return soma === 10_000 && ps.every((p, i) => Math.abs(p - ((vs[i] ?? 0) * 10_000) / total) < 1);
      }),
    );
  });
});
