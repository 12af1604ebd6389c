import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from './datas.ts';
import type { ItemCalculo } from './pedido.ts';
import { gerarParcelas, parcelasConferem, totaisPedido, totalItem, valorBrutoItem } from './pedido.ts';

const item = (qtMilesimos: number, precoCentavos: number, descontoCentavos = 0): ItemCalculo => ({
  qtMilesimos,
  precoCentavos,
  descontoCentavos,
});

describe('totalItem', () => {
  it.each([
    ['1 × 10,00', item(1000, 1000), 1000],
    ['2 × 5,47', item(2000, 547), 1094],
    ['1,5 × 3,33 (4,995 arredonda para cima)', item(1500, 333), 500],
    ['0,333 × 1,00', item(333, 100), 33],
    ['0,335 × 1,00 (meio centavo)', item(335, 100), 34],
    ['0,001 × 0,01', item(1, 1), 0],
    ['3 × 10,00 com 5,00 de desconto', item(3000, 1000, 500), 2500],
    ['desconto maior que o valor', item(1000, 100, 150), -50],
    ['quantidade zero', item(0, 1000), 0],
  ])('%s', (_, i, esperado) => expect(totalItem(i)).toBe(esperado));

  it('valorBrutoItem ignora o desconto', () => expect(valorBrutoItem(item(3000, 1000, 500))).toBe(3000));

  it('arredonda meio centavo negativo para longe do zero', () =>
    expect(valorBrutoItem(item(-335, 100))).toBe(-34));
});

describe('totaisPedido', () => {
  it('soma valor bruto e desconto e subtrai', () => {
    const itens = [item(2000, 547, 94), item(1500, 333), item(1000, 10000, 1000)];
    expect(totaisPedido(itens)).toEqual({ valor: 1094 + 500 + 10000, desconto: 1094, total: 10500 });
  });

  it('sem itens é zero', () => expect(totaisPedido([])).toEqual({ valor: 0, desconto: 0, total: 0 }));

  it('arredonda cada item antes de somar', () => {
    expect(totaisPedido([item(335, 100), item(335, 100)]).valor).toBe(68);
  });

  it('o total é sempre a soma dos totais dos itens', () => {
    const arb = fc.record({
      qtMilesimos: fc.integer({ min: 0, max: 10_000_000 }),
      precoCentavos: fc.integer({ min: 0, max: 10_000_000 }),
      descontoCentavos: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 30 }), (itens) => {
        const t = totaisPedido(itens);
        expect(t.total).toBe(itens.reduce((s, i) => s + totalItem(i), 0));
        expect(t.total).toBe(t.valor - t.desconto);
      }),
    );
  });
});

const valores = (total: number, n: number) =>
  gerarParcelas(total, n, '2026-11-21').map((p) => p.valorCentavos);

describe('gerarParcelas', () => {
  it('5,47 em 3: o resto vai para a última', () => expect(valores(547, 3)).toEqual([182, 182, 183]));

  it('100,00 em 3', () => expect(valores(10000, 3)).toEqual([3333, 3333, 3334]));

  it('100,00 em 4 divide sem resto', () => expect(valores(10000, 4)).toEqual([2500, 2500, 2500, 2500]));

  it('um centavo em 2 gera uma parcela de zero e a última de um centavo', () => {
    expect(valores(1, 2)).toEqual([0, 1]);
  });

  it('uma parcela leva o total inteiro', () => {
    expect(gerarParcelas(547, 1, '2026-11-21')).toEqual([
      { parcela: 1, vencimento: '2026-12-21', valorCentavos: 547 },
    ]);
  });

  it('primeira parcela 30 dias depois de hoje e as seguintes a cada 30 dias', () => {
    expect(gerarParcelas(10000, 3, '2026-11-21')).toEqual([
      { parcela: 1, vencimento: '2026-12-21', valorCentavos: 3333 },
      { parcela: 2, vencimento: '2027-01-20', valorCentavos: 3333 },
      { parcela: 3, vencimento: '2027-02-19', valorCentavos: 3334 },
    ]);
  });

  it('atravessa 29 de fevereiro em ano bissexto', () => {
    expect(gerarParcelas(300, 2, '2024-01-30').map((p) => p.vencimento)).toEqual([
      '2024-02-29',
      '2024-03-30',
    ]);
  });

  it('30 parcelas', () => {
    const parcelas = gerarParcelas(123456, 30, '2026-11-21');
    expect(parcelas).toHaveLength(30);
    expect(parcelas.map((p) => p.parcela)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(parcelas[0]).toEqual({ parcela: 1, vencimento: '2026-12-21', valorCentavos: 4115 });
    expect(parcelas[1]?.vencimento).toBe('2027-01-20');
    expect(parcelas[11]?.vencimento).toBe('2027-11-16');
    expect(parcelas[29]).toEqual({ parcela: 30, vencimento: '2029-05-09', valorCentavos: 4121 });
    expect(parcelas.slice(0, 29).every((p) => p.valorCentavos === 4115)).toBe(true);
    expect(parcelasConferem(parcelas, 123456)).toBe(true);
  });

  it('aceita 120 parcelas', () => expect(gerarParcelas(12000, 120, '2026-11-21')).toHaveLength(120));

  it.each([0, -1, 121, 1.5, Number.NaN])('recusa %d parcelas', (n) => {
    expect(() => gerarParcelas(10000, n, '2026-11-21')).toThrow(RangeError);
  });

  it.each([0, -100, 10.5, Number.NaN, Number.POSITIVE_INFINITY])('recusa total %d', (total) => {
    expect(() => gerarParcelas(total, 3, '2026-11-21')).toThrow(RangeError);
  });

  it.each(['', '2026-02-30', '21/11/2026'])('recusa data de hoje %j', (hoje) => {
    expect(() => gerarParcelas(10000, 3, hoje)).toThrow(RangeError);
  });

  const data = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const total = fc.integer({ min: 1, max: 99_999_999_999_999 });
  const quantidade = fc.integer({ min: 1, max: 120 });

  it('a soma das parcelas é sempre o total', () => {
    fc.assert(
      fc.property(total, quantidade, data, (t, n, hoje) => {
        const parcelas = gerarParcelas(t, n, hoje);
        expect(parcelas).toHaveLength(n);
        expect(parcelasConferem(parcelas, t)).toBe(true);
        const primeiras = parcelas.slice(0, -1).map((p) => p.valorCentavos);
        expect(new Set(primeiras).size).toBeLessThanOrEqual(1);
        expect(primeiras.every((v) => v === Math.floor(t / n))).toBe(true);
        expect(parcelas.at(-1)?.valorCentavos).toBeGreaterThanOrEqual(Math.floor(t / n));
      }),
    );
  });

  it('os vencimentos avançam de 30 em 30 dias a partir de hoje', () => {
    fc.assert(
      fc.property(total, quantidade, data, (t, n, hoje) => {
        let anterior = hoje;
        for (const p of gerarParcelas(t, n, hoje)) {
          expect(p.vencimento).toBe(somarDias(anterior, 30));
          anterior = p.vencimento;
        }
      }),
    );
  });
});

describe('parcelasConferem', () => {
  it('compara a soma com o total', () => {
    expect(parcelasConferem([{ valorCentavos: 182 }, { valorCentavos: 365 }], 547)).toBe(true);
    expect(parcelasConferem([{ valorCentavos: 182 }, { valorCentavos: 364 }], 547)).toBe(false);
    expect(parcelasConferem([], 0)).toBe(true);
    expect(parcelasConferem([], 1)).toBe(false);
  });

  it('só compara valores: datas alteradas à mão não importam', () => {
    const parcelas = gerarParcelas(547, 3, '2026-11-21').map((p, i) =>
      i === 0 ? { ...p, vencimento: '2026-12-01' } : p,
    );
    expect(parcelasConferem(parcelas, 547)).toBe(true);
  });
});
