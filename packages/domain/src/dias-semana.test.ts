import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alternarDia,
  DIAS_SEMANA,
  diasParaFlags,
  FLAGS_VAZIAS,
  flagsParaDias,
  flagsValidas,
  rotaVendeNoDia,
} from './dias-semana.ts';

describe('DIAS_SEMANA', () => {
  it('começa no domingo e usa os nomes da spec', () => {
    expect(DIAS_SEMANA).toHaveLength(7);
    expect([DIAS_SEMANA[0], DIAS_SEMANA[6]]).toEqual(['domingo', 'sábado']);
    const uteis = ['segunda', 'terça', 'quarta', 'quinta', 'sexta'].map((d) => `${d}-feira`);
    expect(DIAS_SEMANA.slice(1, 6)).toEqual(uteis);
  });
});

describe('flagsValidas', () => {
  it.each(['0000000', '1111111', '0101010'])('%s é válida', (f) => expect(flagsValidas(f)).toBe(true));

  it.each(['', '000000', '00000000', '0102010', 'abcdefg', ' 0000000'])('%j é inválida', (f) =>
    expect(flagsValidas(f)).toBe(false),
  );
});

describe('diasParaFlags', () => {
  it.each([
    [[], '0000000'],
    [[0], '1000000'],
    [[6], '0000001'],
    [[1, 3, 5], '0101010'],
    [[5, 1, 3, 1], '0101010'],
    [[0, 1, 2, 3, 4, 5, 6], '1111111'],
    [[-1, 7, 2.5, 2], '0010000'],
  ])('%j -> %s', (dias, esperado) => expect(diasParaFlags(dias)).toBe(esperado));
});

describe('flagsParaDias', () => {
  it.each([
    ['0000000', []],
    ['1000000', [0]],
    ['0000001', [6]],
    ['0101010', [1, 3, 5]],
    ['1111111', [0, 1, 2, 3, 4, 5, 6]],
    ['', []],
    ['010', []],
    ['01010101', []],
    ['x101010', []],
  ])('%j -> %j', (flags, esperado) => expect(flagsParaDias(flags)).toEqual(esperado));

  it('é o inverso de diasParaFlags', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 })), (dias) => {
        expect(flagsParaDias(diasParaFlags(dias))).toEqual([...dias].sort((a, b) => a - b));
      }),
    );
  });
});

describe('alternarDia', () => {
  it.each([
    ['0000000', 0, '1000000'],
    ['1000000', 0, '0000000'],
    ['0000000', 6, '0000001'],
    ['0101010', 3, '0100010'],
    ['0101010', 7, '0101010'],
    ['0101010', -1, '0101010'],
    ['0101010', 1.5, '0101010'],
    ['', 2, '0010000'],
    ['lixo', 2, '0010000'],
    ['', 9, FLAGS_VAZIAS],
  ])('%j, %d -> %s', (flags, indice, esperado) => expect(alternarDia(flags, indice)).toBe(esperado));

  it('alternar duas vezes devolve as flags originais', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{7}$/), fc.integer({ min: 0, max: 6 }), (flags, i) => {
        const uma = alternarDia(flags, i);
        expect(uma).not.toBe(flags);
        expect(alternarDia(uma, i)).toBe(flags);
      }),
    );
  });
});

describe('rotaVendeNoDia', () => {
  it.each([
    ['0100000', '2026-11-23', true], // segunda-feira
    ['0100000', '2026-11-24', false],
    ['1000000', '2026-11-29', true], // domingo
    ['0000001', '2026-11-28', true], // sábado
    ['0000000', '2026-11-28', false],
    ['01', '2026-11-23', false],
    ['0100000', '23/11/2026', false],
  ])('%s em %s -> %s', (flags, dia, esperado) => {
    expect(rotaVendeNoDia(flags, dia)).toBe(esperado);
  });
  it('every route with all days sells every day of a year', () => {
    for (let i = 0; i < 366; i++) {
      const dia = new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10);
      expect(rotaVendeNoDia('1111111', dia)).toBe(true);
    }
  });
});
