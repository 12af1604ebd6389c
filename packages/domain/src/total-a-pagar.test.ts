import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcularImpostos } from './impostos.ts';
import { fraseTotalAPagar, linhasTotaisDocumento, type TotaisDocumento } from './total-a-pagar.ts';

// The worked example: SP → a contribuinte in MG, R$ 100,00, IPI 10 %, ST with MVA 40 %.
const exemplo = calcularImpostos({
  empresa: { regime: 'normal', uf: 'SP' },
  cliente: { uf: 'MG', contribuinte: 1 },
  aliquotasInternas: {},
  regras: [
    {
      id: 1,
      ncm: '22021000',
      uf: '',
      cfop: '',
      aliquotaIcms: null,
      reducaoBase: 0,
      st: true,
      mva: 4000,
      stNaoContribuinte: false,
      fcp: 0,
      fcpSt: 0,
      ipi: null,
    },
  ],
  itens: [{ ncm: '22021000', origem: 0, ipi: 1000, valorCentavos: 10_000, descontoCentavos: 0 }],
}).totais;

const doExemplo: TotaisDocumento = exemplo;

describe('linhasTotaisDocumento', () => {
  it('o exemplo da issue: IPI, ICMS-ST e o total a pagar de R$ 127,75', () =>
    expect(linhasTotaisDocumento(doExemplo)).toEqual([
      ['Valor dos produtos', 10_000],
      ['Desconto', 0],
      ['IPI', 1000],
      ['ICMS-ST', 1775],
      ['Total a pagar', 12_775],
    ]));

  it('sem impostos por fora, as linhas de sempre', () =>
    expect(
      linhasTotaisDocumento({
        produtos: 10_000,
        desconto: 500,
        ipi: 0,
        icmsSt: 0,
        fcpSt: 0,
        totalAPagar: 9500,
      }),
    ).toEqual([
      ['Valor dos produtos', 10_000],
      ['Desconto', 500],
      ['Total', 9500],
    ]));

  it('o FCP-ST aparece só quando há', () =>
    expect(
      linhasTotaisDocumento({
        produtos: 100,
        desconto: 0,
        ipi: 0,
        icmsSt: 10,
        fcpSt: 2,
        totalAPagar: 112,
      }).map(([r]) => r),
    ).toEqual(['Valor dos produtos', 'Desconto', 'IPI', 'ICMS-ST', 'FCP-ST', 'Total a pagar']));

  it('o total é sempre a última linha, e é o total guardado', () =>
    fc.assert(
      fc.property(
        fc.record({
          produtos: fc.nat(1e9),
          desconto: fc.nat(1e6),
          ipi: fc.nat(1e6),
          icmsSt: fc.nat(1e6),
          fcpSt: fc.nat(1e6),
          totalAPagar: fc.nat(1e9),
        }),
        (t) => {
          expect(linhasTotaisDocumento(t).at(-1)?.[1]).toBe(t.totalAPagar);
        },
      ),
    ));
});

describe('fraseTotalAPagar', () => {
  it('o exemplo da issue', () =>
    expect(fraseTotalAPagar(doExemplo)).toBe(
      'Total a pagar: R$ 127,75 (produtos R$ 100,00 + IPI R$ 10,00 + ICMS-ST R$ 17,75).',
    ));
  it('com desconto e FCP-ST, sem IPI', () =>
    expect(
      fraseTotalAPagar({
        produtos: 10_000,
        desconto: 1000,
        ipi: 0,
        icmsSt: 1500,
        fcpSt: 200,
        totalAPagar: 10_700,
      }),
    ).toBe(
      'Total a pagar: R$ 107,00 (produtos R$ 100,00 − descontos R$ 10,00 + ICMS-ST R$ 15,00 + FCP-ST R$ 2,00).',
    ));
  it('sem impostos', () =>
    expect(
      fraseTotalAPagar({ produtos: 10_000, desconto: 500, ipi: 0, icmsSt: 0, fcpSt: 0, totalAPagar: 9500 }),
    ).toBeNull());
});
