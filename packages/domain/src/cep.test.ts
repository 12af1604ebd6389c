import { describe, expect, it } from 'vitest';
import { CEP_PADRAO, cepCompleto, cepParaEnvio, linkMapaEndereco, normalizarCep, prefixoDdd } from './cep.ts';

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

describe('linkMapaEndereco', () => {
  const url = (s: string) => new URL(s).searchParams.get('query');
  it('junta o CEP completo ao endereço', () => {
    expect(url(linkMapaEndereco('Rua A, 10 - Centro - Campinas/SP', '13010-001'))).toBe(
      'Rua A, 10 - Centro - Campinas/SP 13010001',
    );
  });
  it.each([CEP_PADRAO, '', '1301'])('deixa de fora o CEP que não é um CEP (%s)', (cep) => {
    expect(url(linkMapaEndereco('Rua A, 10 - Campinas/SP', cep))).toBe('Rua A, 10 - Campinas/SP');
  });
});
