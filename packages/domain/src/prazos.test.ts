import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from './datas.ts';
import {
  diasDaForma,
  lerPrazo,
  MAXIMO_CARACTERES_PRAZO,
  MAXIMO_DIAS_PRAZO,
  MAXIMO_PARCELAS_PRAZO,
  MSG_PRAZO_DIAS,
  MSG_PRAZO_FORMATO,
  MSG_PRAZO_ORDEM,
  MSG_PRAZO_QUANTIDADE,
  MSG_PRAZO_TAMANHO,
  parcelasDoPrazo,
  textoPrazo,
} from './prazos.ts';

describe('lerPrazo', () => {
  it.each([
    ['28/35/42', [28, 35, 42]],
    ['30/60/90 dias', [30, 60, 90]],
    ['30 60 90', [30, 60, 90]],
    ['28, 35, 42', [28, 35, 42]],
    ['28-35-42', [28, 35, 42]],
    ['0/30/60', [0, 30, 60]],
    [' 30 / 60 DD ', [30, 60]],
    ['0', [0]],
    ['à vista', [0]],
    ['A VISTA', [0]],
    ['À Vista', [0]],
    ['avista', [0]],
    ['7', [7]],
    ['730', [730]],
  ])('%s', (texto, dias) => expect(lerPrazo(texto)).toEqual({ ok: true, dias }));

  it('vazio é sem prazo', () => expect(lerPrazo('  ')).toEqual({ ok: true, dias: null }));

  it.each([
    ['trinta', MSG_PRAZO_FORMATO],
    ['30//60', MSG_PRAZO_FORMATO],
    ['30/60/', MSG_PRAZO_FORMATO],
    ['-30', MSG_PRAZO_FORMATO],
    ['30.5', MSG_PRAZO_FORMATO],
    ['1e3', MSG_PRAZO_FORMATO],
    ['0x10', MSG_PRAZO_FORMATO],
    ['30/60/90 meses', MSG_PRAZO_FORMATO],
    ['731', MSG_PRAZO_DIAS],
    ['30/9999', MSG_PRAZO_DIAS],
    ['60/30', MSG_PRAZO_ORDEM],
    ['30/30', MSG_PRAZO_ORDEM],
    [Array.from({ length: 25 }, (_, i) => i + 1).join('/'), MSG_PRAZO_QUANTIDADE],
    ['1/'.repeat(61), MSG_PRAZO_TAMANHO],
  ])('recusa %s', (texto, mensagem) => expect(lerPrazo(texto)).toEqual({ ok: false, mensagem }));

  it('as mensagens estão em português e dizem o limite', () => {
    expect(MSG_PRAZO_QUANTIDADE).toContain(String(MAXIMO_PARCELAS_PRAZO));
    expect(MSG_PRAZO_DIAS).toContain(String(MAXIMO_DIAS_PRAZO));
    expect(MSG_PRAZO_TAMANHO).toContain(String(MAXIMO_CARACTERES_PRAZO));
  });

  it('o texto guardado é lido de volta como os mesmos dias (propriedade)', () => {
    const diasCrescentes = fc
      .uniqueArray(fc.integer({ min: 0, max: MAXIMO_DIAS_PRAZO }), {
        minLength: 1,
        maxLength: MAXIMO_PARCELAS_PRAZO,
      })
      .map((d) => d.sort((a, b) => a - b));
    fc.assert(
      fc.property(diasCrescentes, (dias) => {
        expect(lerPrazo(textoPrazo(dias))).toEqual({ ok: true, dias });
      }),
    );
  });

  it('nenhum texto lança exceção nem passa dos limites (propriedade)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 150 }), (texto) => {
        const l = lerPrazo(texto);
        if (l.ok && l.dias) {
          expect(l.dias.length).toBeGreaterThan(0);
          expect(l.dias.length).toBeLessThanOrEqual(MAXIMO_PARCELAS_PRAZO);
          expect(l.dias.every((d) => d >= 0 && d <= MAXIMO_DIAS_PRAZO)).toBe(true);
        }
      }),
    );
  });
});

describe('textoPrazo', () => {
  it('à vista e lista de dias', () => {
    expect(textoPrazo([0])).toBe('à vista');
    expect(textoPrazo([28, 35, 42])).toBe('28/35/42');
    expect(textoPrazo([0, 30])).toBe('0/30');
  });
});

describe('diasDaForma', () => {
  it('o prazo escrito vale', () =>
    expect(diasDaForma({ descricao: 'Boleto', prazos: '28/35/42' })).toEqual([28, 35, 42]));
  it.each(['Pix', 'PIX', 'Dinheiro', 'Cartão de débito', 'Débito', 'À vista'])(
    '%s sem prazo é à vista',
    (descricao) => expect(diasDaForma({ descricao, prazos: '' })).toEqual([0]),
  );
  it('o prazo escrito vale também para Pix', () =>
    expect(diasDaForma({ descricao: 'Pix parcelado', prazos: '30/60' })).toEqual([30, 60]));
  it.each(['Boleto', 'Cartão de crédito', 'Pixote Distribuidora'])(
    '%s sem prazo escolhe as parcelas',
    (descricao) => expect(diasDaForma({ descricao, prazos: '' })).toBeNull(),
  );
});

describe('parcelasDoPrazo', () => {
  it('28/35/42 a partir de 01/12/2026', () => {
    expect(parcelasDoPrazo(10000, [28, 35, 42], '2026-12-01')).toEqual([
      { parcela: 1, vencimento: '2026-12-29', valorCentavos: 3333 },
      { parcela: 2, vencimento: '2027-01-05', valorCentavos: 3333 },
      { parcela: 3, vencimento: '2027-01-12', valorCentavos: 3334 },
    ]);
  });

  it('à vista vence no dia do pedido', () =>
    expect(parcelasDoPrazo(8990, [0], '2026-12-01')).toEqual([
      { parcela: 1, vencimento: '2026-12-01', valorCentavos: 8990 },
    ]));

  it('recusa o que não é um pedido', () => {
    expect(() => parcelasDoPrazo(0, [0], '2026-12-01')).toThrow(RangeError);
    expect(() => parcelasDoPrazo(100, [], '2026-12-01')).toThrow(RangeError);
    expect(() => parcelasDoPrazo(100, [0], '01/12/2026')).toThrow(RangeError);
  });

  it('vencimentos crescentes, uma parcela por prazo, centavos somando o total (propriedade)', () => {
    const diasCrescentes = fc
      .uniqueArray(fc.integer({ min: 0, max: MAXIMO_DIAS_PRAZO }), {
        minLength: 1,
        maxLength: MAXIMO_PARCELAS_PRAZO,
      })
      .map((d) => d.sort((a, b) => a - b));
    const data = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2090-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        diasCrescentes,
        data,
        (total, dias, dataPedido) => {
          const parcelas = parcelasDoPrazo(total, dias, dataPedido);
          expect(parcelas).toHaveLength(dias.length);
          expect(parcelas.reduce((s, p) => s + p.valorCentavos, 0)).toBe(total);
          parcelas.forEach((p, i) => {
            expect(p.parcela).toBe(i + 1);
            expect(p.vencimento).toBe(somarDias(dataPedido, dias[i] ?? 0));
            if (i > 0) expect(p.vencimento > (parcelas[i - 1]?.vencimento ?? '')).toBe(true);
            expect(Number.isInteger(p.valorCentavos) && p.valorCentavos >= 0).toBe(true);
          });
          // Equal shares: no two instalments differ by more than the remainder.
          const valores = parcelas.map((p) => p.valorCentavos);
          expect(Math.max(...valores) - Math.min(...valores)).toBeLessThan(dias.length);
        },
      ),
    );
  });
});
