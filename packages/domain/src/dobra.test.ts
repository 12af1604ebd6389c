import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  casaBusca,
  comecaComBusca,
  DOBRA_DE,
  DOBRA_PARA,
  dobrar,
  palavrasDaBusca,
  palavrasDobradas,
} from './dobra.ts';

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

describe('casaBusca (a regra das listas)', () => {
  it.each([
    ['Cerveja Brahma Pilsen 350ml', 'cerveja 350', true],
    ['Cerveja Brahma Pilsen 350ml', 'CERVEJA  pilsen', true],
    ['Cerveja Brahma Pilsen 350ml', 'pilsen cerveja', true],
    ['Cerveja Brahma Pilsen 350ml', 'cerveja ilsen', true],
    ['Cerveja Brahma Pilsen 350ml', 'cerveja 600', false],
    ['João da Conceição Mercearia', 'conceicao joao', true],
    ['Açougue São José', 'sao jose acougue', true],
    ['Feijão Carioca 1kg', 'carioca feijao', true],
    ['Açúcar Cristal 5kg', '5kg acucar', true],
    ['Maçã Gala', 'gala maçã', true],
    ['Maçã Gala', 'gala pera', false],
    ['Cerveja Brahma Pilsen 350ml', 'rveja bra', true],
    ['João da Silva', 'joao silva', true],
    ['Comercial Silva 12 Ltda Loja 7 98123456000190', 'loja 1234', true],
    ['Comercial Silva 12 Ltda Loja 7 98765000190', 'loja 1234', false],
    ['Comercial Silva 12 Ltda Loja 1234 98765432000110', 'loja 1234', true],
    ['Açúcar Cristal', 'acucar', true],
    ['qualquer', '   ', true],
    ['50% off', '50%', true],
  ])('%s / %s -> %s', (texto, termo, esperado) => {
    expect(casaBusca(dobrar(texto), termo)).toBe(esperado);
  });

  it('a single word is a plain contains of the folded text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (texto, palavra) => {
        const w = palavra.replace(/\s/g, '');
        fc.pre(w.length > 0);
        return casaBusca(dobrar(texto), w) === dobrar(texto).includes(dobrar(w));
      }),
    );
  });

  it('any run of whole words of a text finds it, with or without accents', () => {
    const palavra = fc.stringMatching(/^[a-zçãéíóú0-9]{1,6}$/);
    fc.assert(
      fc.property(fc.array(palavra, { minLength: 1, maxLength: 6 }), fc.nat(), fc.nat(), (palavras, a, b) => {
        const texto = palavras.join(' ');
        const inicio = a % palavras.length;
        const fim = inicio + 1 + (b % (palavras.length - inicio));
        const termo = palavras.slice(inicio, fim).join(' ').normalize('NFD').replace(/\p{M}/gu, '');
        return casaBusca(dobrar(texto), termo.toUpperCase());
      }),
    );
  });

  it('any order of any of the words of a text finds it, and a word it lacks does not', () => {
    const palavra = fc.stringMatching(/^[a-zçãéíóú0-9]{1,6}$/);
    fc.assert(
      fc.property(
        fc.array(palavra, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        (palavras, escolhas) => {
          const texto = palavras.join(' ');
          const termo = escolhas
            .map((e) => palavras[e % palavras.length])
            .reverse()
            .join(' ');
          return (
            casaBusca(dobrar(texto), termo.toUpperCase()) && !casaBusca(dobrar(texto), `${termo} qqqqqqq`)
          );
        },
      ),
    );
  });

  it('matches exactly when every folded word is in the folded text', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 5 }), (texto, palavras) => {
        const termo = palavras.join(' ');
        const esperado = palavrasDaBusca(dobrar(termo)).every((p) => dobrar(texto).includes(p));
        return casaBusca(dobrar(texto), termo) === esperado;
      }),
    );
  });

  it('palavrasDobradas: folded, each once, none inside another', () => {
    expect(palavrasDobradas('São  sao S JOSÉ jos')).toEqual(['sao', 'jose']);
    expect(palavrasDobradas('5kg açúcar')).toEqual(['5kg', 'acucar']);
    expect(palavrasDobradas('  ')).toEqual([]);
  });

  it('words of the term are split at any white space', () => {
    expect(palavrasDaBusca('  joao \t silva\n')).toEqual(['joao', 'silva']);
    expect(palavrasDaBusca('   ')).toEqual([]);
  });
});

describe('comecaComBusca (o primeiro grupo do seletor)', () => {
  it.each([
    ['Cerveja Brahma Pilsen 350ml', 'CERVEJA 350', true],
    ['Cerveja Brahma Pilsen 350ml', 'brahma 350', false],
    ['Cerveja Brahma Pilsen 350ml', 'cerveja pilsen brahma', true],
    ['Feijão Carioca 1kg', 'carioca feijao', false],
    ['Cerveja Brahma Pilsen 350ml', 'cerveja 999', false],
    ['Feijão Carioca 1kg', 'feijao', true],
    ['Feijão Carioca 1kg', '  ', false],
  ])('%s / %s -> %s', (texto, termo, esperado) => {
    expect(comecaComBusca(dobrar(texto), termo)).toBe(esperado);
  });
});
