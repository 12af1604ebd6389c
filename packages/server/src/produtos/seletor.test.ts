import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The rule behind comecaCom (produtos/seletor.ts): in byte order of UTF-8 (collation "C"), the strings
// that begin with t are exactly those from t up to t followed by U+10FFFF, leaving out only a string
// that continues t with U+10FFFF itself (a noncharacter no description holds). PostgreSQL compares
// "C" text as bytes, as Buffer.compare does here.
const MAIOR = String.fromCodePoint(0x10ffff);
const bytes = (s: string) => Buffer.from(s, 'utf8');
const naFaixa = (s: string, t: string) =>
  Buffer.compare(bytes(s), bytes(t)) >= 0 && Buffer.compare(bytes(s), bytes(t + MAIOR)) < 0;

// Characters a description may hold: ASCII, Portuguese letters, LIKE's own % and _, and others from the
// whole Unicode range (surrogates excluded: they are not text), so orderings across byte lengths count.
const caractere = fc.oneof(
  fc.constantFrom('a', 'r', 'o', 'z', ' ', '%', '_', '\\', 'ç', 'ã', 'é', 'Á', '0', '9'),
  fc
    .integer({ min: 1, max: 0x10fffe })
    .filter((c) => c < 0xd800 || c > 0xdfff)
    .map((c) => String.fromCodePoint(c)),
);
const texto = fc.array(caractere, { maxLength: 8 }).map((cs) => cs.join(''));

describe('seletor: o começo da descrição como faixa de bytes', () => {
  it('s está na faixa de t exatamente quando s começa com t', () => {
    fc.assert(
      fc.property(texto, texto, (t, resto) => {
        // Every string that begins with t is in its range...
        expect(naFaixa(t + resto, t)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(texto, texto, (t, s) => {
        // ...and every string in the range begins with t.
        if (naFaixa(s, t)) expect(s.startsWith(t)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('% e _ são caracteres comuns; só a continuação por U+10FFFF fica de fora', () => {
    expect(naFaixa('50% cacau', '50%')).toBe(true);
    expect(naFaixa('500g', '50%')).toBe(false);
    expect(naFaixa('ovo_caipira', 'ovo_')).toBe(true);
    expect(naFaixa('ovos', 'ovo_')).toBe(false);
    expect(naFaixa(`arroz${MAIOR}`, 'arroz')).toBe(false);
  });
});
