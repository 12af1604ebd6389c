import { describe, expect, it } from 'vitest';
import { CEP_PADRAO, cepCompleto, cepParaEnvio, normalizarCep, prefixoDdd } from './cep.ts';

describe('normalizarCep', () => {
  it.each([
    ['01001-000', '01001000'],
    ['01001000', '01001000'],
    [' 01.001-000 ', '01001000'],
    ['', ''],
    ['abc', ''],
  ])('%s -> %s', (v, esperado) => expect(normalizarCep(v)).toBe(esperado));
});

describe('cepCompleto', () => {
  it.each(['01001000', '01001-000', '01.001-000'])('%s está completo', (v) =>
    expect(cepCompleto(v)).toBe(true),
  );

  it.each(['', '0100100', '01001-00', '010010001', 'abcdefgh'])('%s não está completo', (v) =>
    expect(cepCompleto(v)).toBe(false),
  );
});

describe('cepParaEnvio', () => {
  it('o padrão da spec tem sete dígitos', () => expect(CEP_PADRAO).toBe('1000000'));

  it.each([
    ['01001-000', '01001000'],
    ['01001000', '01001000'],
    ['', '1000000'],
    ['0100100', '1000000'],
    ['01001-', '1000000'],
    ['010010001', '1000000'],
  ])('%s -> %s', (v, esperado) => expect(cepParaEnvio(v)).toBe(esperado));
});

describe('prefixoDdd', () => {
  it.each([
    ['11', '', '(11) '],
    ['11', '   ', '(11) '],
    ['21', '', '(21) '],
    ['11', '(21) 3456-7890', '(21) 3456-7890'],
    ['11', '98765-4321', '98765-4321'],
    ['', '', ''],
    ['', '98765-4321', '98765-4321'],
  ])('ddd %j, fone %j -> %j', (ddd, fone, esperado) => expect(prefixoDdd(ddd, fone)).toBe(esperado));
});
