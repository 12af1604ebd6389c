import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ColunaPlanilha, celulaTexto, desneutralizarFormula, neutralizarFormula } from './colunas.ts';
import { textoDaCelula } from './importacao.ts';

// CSV formula injection (issue 23, OWASP): a text cell never starts with = + - @ tab or CR in a CSV.
const texto: ColunaPlanilha<{ v: string | number }> = { titulo: 'Nome', tipo: 'texto', valor: (l) => l.v };
const dinheiro: ColunaPlanilha<{ v: string | number }> = {
  titulo: 'Valor',
  tipo: 'dinheiro',
  valor: (l) => l.v,
};
const inteiro: ColunaPlanilha<{ v: string | number }> = { titulo: 'Qt', tipo: 'inteiro', valor: (l) => l.v };

describe('neutralizarFormula', () => {
  it.each([
    ['=HYPERLINK("http://x","clique")', `'=HYPERLINK("http://x","clique")`],
    ['+55 11 99999-0000', "'+55 11 99999-0000"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Mercado Bom', 'Mercado Bom'],
    ["D'Ávila", "D'Ávila"],
    ['', ''],
  ])('%j -> %j na célula de texto do CSV', (entrada, saida) => {
    expect(celulaTexto(texto, { v: entrada })).toBe(saida);
  });

  it('números continuam números: dinheiro negativo e inteiro negativo sem apóstrofo', () => {
    expect(celulaTexto(dinheiro, { v: -123456 })).toBe('-1.234,56');
    expect(celulaTexto(inteiro, { v: -5 })).toBe('-5');
  });

  it('qualquer texto: a célula não começa com um gatilho, e a importação devolve o texto original', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const celula = celulaTexto(texto, { v: s });
        expect(/^[=+\-@\t\r]/.test(celula)).toBe(false);
        expect(textoDaCelula(celula)).toBe(textoDaCelula(s));
        // A text that itself starts with the apostrophe and a trigger is read as the export would have meant it.
        if (!s.startsWith("'")) expect(desneutralizarFormula(neutralizarFormula(s))).toBe(s);
      }),
    );
  });
});
