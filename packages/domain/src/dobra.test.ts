import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOBRA_DE, DOBRA_PARA, dobrar } from './dobra.ts';

describe('dobrar (busca sem acentos)', () => {
  it.each([
    ['João', 'joao'],
    ['JOÃO', 'joao'],
    ['Joao', 'joao'],
    ['São Paulo', 'sao paulo'],
    ['Feijão', 'feijao'],
    ['Açúcar Cristal', 'acucar cristal'],
    ['CONCEIÇÃO', 'conceicao'],
    ['Pão de Açúcar', 'pao de acucar'],
    ['Gonçalves Ávila Ü', 'goncalves avila u'],
    ['12.345.678/0001-90', '12.345.678/0001-90'],
  ])('%s -> %s', (entrada, esperado) => {
    expect(dobrar(entrada)).toBe(esperado);
  });

  it('the two tables have one plain letter per accented letter', () => {
    expect([...DOBRA_DE]).toHaveLength([...DOBRA_PARA].length);
    expect(/^[a-z]+$/.test(DOBRA_PARA)).toBe(true);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => dobrar(dobrar(s)) === dobrar(s)));
  });

  it('a name and its accent-free spelling fold the same', () => {
    const letra = fc.constantFrom(...'abcdeçãéíóúâêôàüñ ABCÇÃÉÍÓÚ');
    fc.assert(
      fc.property(fc.array(letra, { maxLength: 40 }), (letras) => {
        const nome = letras.join('');
        const semAcento = nome.normalize('NFD').replace(/\p{M}/gu, '');
        return dobrar(nome) === dobrar(semAcento);
      }),
    );
  });

  it('never changes the length (a pattern position in the folded text is one in the original)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => dobrar(s).length === s.toLowerCase().length),
    );
  });
});
