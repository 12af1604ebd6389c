import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  normalizarDocumento,
  somenteDigitos,
} from './documentos.ts';

const CPFS_VALIDOS = ['529.982.247-25', '111.444.777-35', '52998224725', '11144477735', '935.411.347-80'];
const CNPJS_VALIDOS = [
  '11.222.333/0001-81',
  '11222333000181',
  '00.000.000/0001-91',
  '33.000.167/0001-01',
  '60.701.190/0001-04',
  '12.ABC.345/01DE-35',
  '12ABC34501DE35',
  '12.abc.345/01de-35',
];

function dvCpf(base: string): string {
  let s = base;
  for (const inicio of [10, 11]) {
    const soma = [...s].reduce((t, d, i) => t + Number(d) * (inicio - i), 0);
    s += String(((soma * 10) % 11) % 10);
  }
  return s;
}

describe('somenteDigitos', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['(11) 98765-4321', '11987654321'],
    ['abc', ''],
    ['', ''],
    ['12.ABC.345/01DE-35', '123450135'],
  ])('%s -> %s', (v, esperado) => expect(somenteDigitos(v)).toBe(esperado));
});

describe('normalizarDocumento', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['11.222.333/0001-81', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    ['  12 ABC 345 01DE 35 ', '12ABC34501DE35'],
    ['çé-ü', ''],
    ['', ''],
  ])('%s -> %s', (v, esperado) => expect(normalizarDocumento(v)).toBe(esperado));
});

describe('isValidCpf', () => {
  it.each(CPFS_VALIDOS)('aceita %s', (v) => expect(isValidCpf(v)).toBe(true));

  it.each([
    ['dígito verificador errado', '529.982.247-24'],
    ['primeiro dígito errado', '529.982.247-15'],
    ['segundo dígito errado', '111.444.777-36'],
    ['12345678909 (dígitos corretos, recusado pela spec)', '123.456.789-09'],
    ['todos iguais', '111.111.111-11'],
    ['zeros', '000.000.000-00'],
    ['curto', '529.982.247-2'],
    ['longo', '529.982.247-250'],
    ['com letra', '5299822472A'],
    ['vazio', ''],
    ['CNPJ válido', '11.222.333/0001-81'],
  ])('recusa %s', (_, v) => expect(isValidCpf(v)).toBe(false));

  it('recusa todos os dígitos repetidos', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  it('aceita qualquer base com os dígitos calculados e recusa ao trocar o último', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
        const cpf = dvCpf(base);
        fc.pre(!/^(\d)\1+$/.test(cpf) && cpf !== '12345678909');
        expect(isValidCpf(cpf)).toBe(true);
        const trocado = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
        expect(isValidCpf(trocado)).toBe(false);
      }),
    );
  });
});

describe('isValidCnpj', () => {
  it.each(CNPJS_VALIDOS)('aceita %s', (v) => expect(isValidCnpj(v)).toBe(true));

  it.each([
    ['primeiro dígito errado', '11.222.333/0001-91'],
    ['segundo dígito errado', '11.222.333/0001-80'],
    ['alfanumérico com dígito errado', '12.ABC.345/01DE-36'],
    ['letra nos dígitos verificadores', '12.ABC.345/01DE-3A'],
    ['todos iguais', '11.111.111/1111-11'],
    ['zeros', '00.000.000/0000-00'],
    ['letras repetidas', 'AAAAAAAAAAAAAA'],
    ['curto', '11.222.333/0001-8'],
    ['longo', '11.222.333/0001-811'],
    ['CPF válido', '529.982.247-25'],
    ['vazio', ''],
  ])('recusa %s', (_, v) => expect(isValidCnpj(v)).toBe(false));

  it('recusa todos os caracteres repetidos', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14))).toBe(false);
  });

  it('tem exatamente um par de dígitos verificadores para cada base alfanumérica', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{12}$/), (base) => {
        const validos = Array.from({ length: 100 }, (_, n) => base + String(n).padStart(2, '0')).filter(
          isValidCnpj,
        );
        expect(validos.length).toBeLessThanOrEqual(1);
        fc.pre(!/^(.)\1+$/.test(base));
        expect(validos).toHaveLength(1);
      }),
    );
  });
});

describe('isValidCpfCnpj', () => {
  it.each([...CPFS_VALIDOS, ...CNPJS_VALIDOS])('aceita %s', (v) => expect(isValidCpfCnpj(v)).toBe(true));

  it.each([
    ['menos de 11 caracteres', '5299822472'],
    ['vazio', ''],
    ['mais de 18 caracteres', ' 11.222.333/0001-81 '],
    ['CPF inválido', '529.982.247-24'],
    ['CNPJ inválido', '11.222.333/0001-82'],
    ['12 caracteres normalizados', '529982247251'],
    ['13 caracteres normalizados', '1122233300018'],
    ['só pontuação', '...........'],
    ['CPF com pontuação extra demais', '529..982..247--25...'],
  ])('recusa %s', (_, v) => expect(isValidCpfCnpj(v)).toBe(false));

  it('conta o texto digitado, não o normalizado', () => {
    expect(isValidCpfCnpj('  52998224725')).toBe(true);
    expect(isValidCpfCnpj('52998224725       ')).toBe(true);
    expect(isValidCpfCnpj('52998224725        ')).toBe(false);
  });
});
