import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lerDataBr } from './datas.ts';
import { formatarNumeroBr, lerNumeroBr } from './numeros.ts';

describe('números brasileiros', () => {
  it('formata com ponto de milhar e vírgula decimal', () => {
    expect(formatarNumeroBr(123456, 2)).toBe('1.234,56');
    expect(formatarNumeroBr(-5, 2)).toBe('-0,05');
    expect(formatarNumeroBr(100000000, 3)).toBe('100.000,000');
    expect(formatarNumeroBr(0, 2)).toBe('0,00');
  });

  it('lê o que uma planilha em português escreve', () => {
    expect(lerNumeroBr('1.234,56', 2)).toBe(123456);
    expect(lerNumeroBr('1234,5', 2)).toBe(123450);
    expect(lerNumeroBr('R$ 12,00', 2)).toBe(1200);
    expect(lerNumeroBr('1.234', 2)).toBe(123400);
    expect(lerNumeroBr('12.5', 2)).toBe(1250);
    expect(lerNumeroBr(12.5, 3)).toBe(12500);
    expect(lerNumeroBr('doze', 2)).toBeNaN();
    expect(lerNumeroBr('1,2,3', 2)).toBeNaN();
  });

  it('formatar e ler devolve o mesmo valor (dinheiro e quantidade)', () => {
    const inteiro = fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 });
    fc.assert(fc.property(inteiro, (n) => lerNumeroBr(formatarNumeroBr(n, 2), 2) === n));
    fc.assert(fc.property(inteiro, (n) => lerNumeroBr(formatarNumeroBr(n, 3), 3) === n));
  });
});

describe('datas dd/mm/aaaa', () => {
  it('lê datas reais e recusa as impossíveis', () => {
    expect(lerDataBr('23/11/2026')).toBe('2026-11-23');
    expect(lerDataBr('1/2/2026')).toBe('2026-02-01');
    expect(lerDataBr('31/02/2026')).toBeNull();
    expect(lerDataBr('2026-11-23')).toBeNull();
  });
});
