import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIQUOTAS_INTERNAS_PADRAO, aliquotaInterestadual } from './aliquotas-icms.ts';
import {
  aliquotaInterna,
  calcularImpostos,
  type EntradaImpostos,
  type ImpostosItem,
  type RegraFiscal,
  regraAplicavel,
} from './impostos.ts';
import { UFS } from './planilhas/ufs.ts';

const regraBase: RegraFiscal = {
  id: 1,
  ncm: '22021000',
  uf: '',
  cfop: '',
  aliquotaIcms: null,
  reducaoBase: 0,
  st: false,
  mva: 0,
  stNaoContribuinte: false,
  fcp: 0,
  fcpSt: 0,
  ipi: null,
};

describe('aliquotaInterestadual', () => {
  it.each([
    ['SP', 'MG', 0, 1200],
    ['SP', 'BA', 0, 700],
    ['SP', 'ES', 0, 700],
    ['ES', 'SP', 0, 1200],
    ['BA', 'PE', 0, 1200],
    ['RS', 'AM', 4, 700],
    ['SP', 'BA', 1, 400],
    ['BA', 'SP', 8, 400],
    ['MG', 'RJ', 5, 1200],
  ])('%s → %s, origem %i: %i', (o, d, origem, esperado) =>
    expect(aliquotaInterestadual(o, d, origem)).toBe(esperado),
  );
});

describe('aliquotaInterna', () => {
  it('a tabela da empresa vence a padrão', () => expect(aliquotaInterna({ MG: 1950 }, 'MG')).toBe(1950));
  it('sem a UF na tabela, a padrão', () => expect(aliquotaInterna({}, 'SP')).toBe(1800));
  it('toda UF tem alíquota padrão', () => {
    for (const uf of UFS) expect(ALIQUOTAS_INTERNAS_PADRAO[uf]).toBeGreaterThan(1200);
  });
});

describe('regraAplicavel', () => {
  const regras: RegraFiscal[] = [
    { ...regraBase, id: 1, ncm: '22' },
    { ...regraBase, id: 2, ncm: '2202' },
    { ...regraBase, id: 3, ncm: '2202', uf: 'MG' },
    { ...regraBase, id: 4, ncm: '22021000' },
    { ...regraBase, id: 5, ncm: '22029900', uf: 'BA' },
  ];
  it.each([
    ['22021000', 'SP', 4],
    ['22021000', 'MG', 4],
    ['22029900', 'MG', 3],
    ['22029900', 'BA', 5],
    ['22029900', 'SP', 2],
    ['22030000', 'SP', 1],
    ['33051000', 'SP', null],
  ])('%s para %s: regra %s', (ncm, uf, id) => expect(regraAplicavel(regras, ncm, uf)?.id ?? null).toBe(id));

  it('a escolha não depende da ordem das regras', () =>
    fc.assert(
      fc.property(
        fc.shuffledSubarray(regras, { minLength: regras.length }),
        fc.constantFrom('SP', 'MG', 'BA'),
        (r, uf) => {
          expect(regraAplicavel(r, '22029900', uf)?.id).toBe(regraAplicavel(regras, '22029900', uf)?.id);
        },
      ),
    ));
});

describe('calcularImpostos: recusas', () => {
  const item = { ncm: '22021000', origem: 0, ipi: 1000, valorCentavos: 100, descontoCentavos: 0 };
  const e: EntradaImpostos = {
    empresa: { regime: 'normal', uf: 'SP' },
    cliente: { uf: 'MG', contribuinte: 1 },
    aliquotasInternas: {},
    regras: [regraBase],
    itens: [item],
  };
  it('desconto maior que o item', () =>
    expect(() => calcularImpostos({ ...e, itens: [{ ...item, descontoCentavos: 101 }] })).toThrow(
      RangeError,
    ));
  it('alíquota de 100 %', () =>
    expect(() => calcularImpostos({ ...e, regras: [{ ...regraBase, aliquotaIcms: 10_000 }] })).toThrow(
      RangeError,
    ));
  it('desconto do pedido maior que os produtos', () =>
    expect(() => calcularImpostos({ ...e, descontoPedidoCentavos: 101 })).toThrow(RangeError));
});

const percentual = fc.integer({ min: 0, max: 3000 });
const regraArb = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  ncm: fc.constantFrom('22', '2202', '22021000', '33051000', '3305'),
  uf: fc.constantFrom('', 'SP', 'MG', 'BA', 'RJ'),
  cfop: fc.constantFrom('', '5102', '5405'),
  aliquotaIcms: fc.option(fc.integer({ min: 0, max: 3500 }), { nil: null }),
  reducaoBase: fc.integer({ min: 0, max: 10_000 }),
  st: fc.boolean(),
  mva: fc.integer({ min: 0, max: 15_000 }),
  stNaoContribuinte: fc.boolean(),
  fcp: fc.integer({ min: 0, max: 400 }),
  fcpSt: fc.integer({ min: 0, max: 400 }),
  ipi: fc.option(percentual, { nil: null }),
});
const itemArb = fc
  .record({
    ncm: fc.constantFrom('22021000', '22029900', '33051000', '84713012'),
    origem: fc.integer({ min: 0, max: 8 }),
    ipi: percentual,
    valorCentavos: fc.integer({ min: 0, max: 10_000_000 }),
    descontoPermil: fc.integer({ min: 0, max: 1000 }),
  })
  .map(({ descontoPermil, ...i }) => ({
    ...i,
    descontoCentavos: Math.floor((i.valorCentavos * descontoPermil) / 1000),
  }));
const entradaArb = fc
  .record({
    regime: fc.constantFrom('simples' as const, 'simples_excesso' as const, 'normal' as const),
    ufEmpresa: fc.constantFrom('SP', 'MG', 'BA', 'RJ', 'ES'),
    ufCliente: fc.constantFrom('SP', 'MG', 'BA', 'RJ', 'AM'),
    contribuinte: fc.constantFrom(1 as const, 2 as const, 9 as const),
    internas: fc.dictionary(fc.constantFrom('SP', 'MG', 'BA', 'RJ'), fc.integer({ min: 0, max: 3500 })),
    regras: fc.array(regraArb, { maxLength: 6 }),
    itens: fc.array(itemArb, { minLength: 1, maxLength: 8 }),
    descontoPermil: fc.integer({ min: 0, max: 1000 }),
  })
  .map((r): EntradaImpostos => {
    const liquido = r.itens.reduce((s, i) => s + i.valorCentavos - i.descontoCentavos, 0);
    return {
      empresa: { regime: r.regime, uf: r.ufEmpresa },
      cliente: { uf: r.ufCliente, contribuinte: r.contribuinte },
      aliquotasInternas: r.internas,
      regras: r.regras,
      itens: r.itens,
      descontoPedidoCentavos: Math.floor((liquido * r.descontoPermil) / 1000),
    };
  });

const IMPOSTOS = [
  'ipi',
  'baseIcms',
  'icms',
  'fcp',
  'baseSt',
  'icmsSt',
  'fcpSt',
] as const satisfies readonly (keyof ImpostosItem)[];

describe('calcularImpostos: propriedades', () => {
  it('nenhum valor é negativo', () =>
    fc.assert(
      fc.property(entradaArb, (e) => {
        for (const i of calcularImpostos(e).itens) {
          for (const k of [...IMPOSTOS, 'desconto', 'total', 'mva'] as const)
            expect(i[k]).toBeGreaterThanOrEqual(0);
        }
      }),
    ));

  it('os impostos dos itens somam exatamente os do pedido', () =>
    fc.assert(
      fc.property(entradaArb, (e) => {
        const { itens, totais } = calcularImpostos(e);
        const soma = (f: (i: ImpostosItem) => number) => itens.reduce((s, i) => s + f(i), 0);
        for (const k of IMPOSTOS) expect(soma((i) => i[k])).toBe(totais[k]);
        expect(soma((i) => i.total)).toBe(totais.totalAPagar);
        expect(totais.totalAPagar).toBe(
          totais.produtos - totais.desconto + totais.ipi + totais.icmsSt + totais.fcpSt,
        );
      }),
    ));

  it('multiplicar a quantidade por k multiplica cada imposto, a menos de um centavo por item', () =>
    fc.assert(
      fc.property(entradaArb, fc.integer({ min: 2, max: 50 }), (e, k) => {
        // Whole units, so the items' values scale exactly; the order discount is left out (its rateio
        // rounds apart).
        const um = calcularImpostos({ ...e, descontoPedidoCentavos: 0 });
        const vezesK = calcularImpostos({
          ...e,
          descontoPedidoCentavos: 0,
          itens: e.itens.map((i) => ({
            ...i,
            valorCentavos: i.valorCentavos * k,
            descontoCentavos: i.descontoCentavos * k,
          })),
        });
        um.itens.forEach((i, n) => {
          const j = vezesK.itens[n];
          for (const imposto of IMPOSTOS)
            expect(Math.abs((j?.[imposto] ?? 0) - k * i[imposto])).toBeLessThanOrEqual(k);
        });
      }),
    ));

  it('sem regra, o pedido fica como antes: o total é o dos produtos menos os descontos', () =>
    fc.assert(
      fc.property(entradaArb, (e) => {
        const { totais } = calcularImpostos({ ...e, regras: [] });
        expect(totais.totalAPagar).toBe(totais.produtos - totais.desconto);
      }),
    ));
});
