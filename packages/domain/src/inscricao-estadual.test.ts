import { describe, expect, it } from 'vitest';
import { mensagemInscricaoEstadual } from './inscricao-estadual.ts';

describe('mensagemInscricaoEstadual', () => {
  it.each([
    ['110.042.490.114', 'SP'],
    ['062.307.904/0081', 'MG'],
    ['123.45678-50', 'PR'],
    ['12345678', 'BA'],
  ])('aceita %s (%s)', (ie, uf) => expect(mensagemInscricaoEstadual(ie, uf, 1)).toBeNull());

  it.each([
    ['110.042.490.115', 'SP'],
    ['062.307.904/0082', 'MG'],
    ['123.45678-51', 'PR'],
    ['1234567', 'BA'],
    ['ABC', 'SP'],
    ['', 'SP'],
    ['ISENTO', 'SP'],
  ])('recusa %s (%s) de um contribuinte', (ie, uf) =>
    expect(mensagemInscricaoEstadual(ie, uf, 1)).not.toBeNull(),
  );

  it('isento: ISENTO ou vazia', () => {
    expect(mensagemInscricaoEstadual('isento', 'SP', 2)).toBeNull();
    expect(mensagemInscricaoEstadual('', 'SP', 2)).toBeNull();
    expect(mensagemInscricaoEstadual('110042490114', 'SP', 2)).not.toBeNull();
  });

  it('não contribuinte: o campo é livre (RG)', () =>
    expect(mensagemInscricaoEstadual('12.345.678-9', 'SP', 9)).toBeNull());
});
