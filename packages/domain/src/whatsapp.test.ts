import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { celularInternacional, linkWhatsApp, mensagemWhatsAppPedido } from './whatsapp.ts';

describe('celularInternacional', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11987654321', '5511987654321'],
    ['011 98765-4321', '5511987654321'],
    ['+55 (21) 99876-5432', '5521998765432'],
    ['(11) 3456-7890', ''],
    ['', ''],
    ['98765-4321', ''],
    ['(01) 98765-4321', ''],
  ])('%s -> %s', (fone, esperado) => expect(celularInternacional(fone)).toBe(esperado));

  it('todo celular de 11 dígitos vira 55 + os mesmos dígitos, com qualquer pontuação', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 99 }).filter((ddd) => ddd % 10 !== 0),
        fc.stringMatching(/^\d{8}$/),
        (ddd, resto) => {
          const fone = `(${ddd}) 9${resto.slice(0, 4)}-${resto.slice(4)}`;
          expect(celularInternacional(fone)).toBe(`55${ddd}9${resto}`);
        },
      ),
    ));
});

describe('linkWhatsApp', () => {
  it('leva o número e o texto codificado; sem celular, só o texto', () => {
    expect(linkWhatsApp('(11) 98765-4321', 'Pedido nº 5: https://x.com/p/a b')).toBe(
      'https://wa.me/5511987654321?text=Pedido%20n%C2%BA%205%3A%20https%3A%2F%2Fx.com%2Fp%2Fa%20b',
    );
    expect(linkWhatsApp('(11) 3456-7890', 'oi')).toBe('https://wa.me/?text=oi');
  });
});

describe('mensagemWhatsAppPedido', () => {
  const link = 'https://x.com/p/abc';
  it('sem impostos por fora, só o link (como antes)', () => {
    const t = { produtos: 5000, desconto: 0, ipi: 0, icmsSt: 0, fcpSt: 0, totalAPagar: 5000 };
    expect(mensagemWhatsAppPedido(5, link, [], t)).toBe(`Olá! Segue o pedido nº 5: ${link}`);
  });
  it('com IPI e ST, o total a pagar do pedido depois do link, antes dos Pix (issue 48)', () => {
    const t = { produtos: 10_000, desconto: 0, ipi: 1000, icmsSt: 1775, fcpSt: 0, totalAPagar: 12_775 };
    expect(
      mensagemWhatsAppPedido(5, link, [{ parcela: 1, valorCentavos: 12_775, copiaECola: '000201' }], t),
    ).toBe(
      `Olá! Segue o pedido nº 5: ${link}\nTotal a pagar: R$ 127,75 (produtos R$ 100,00 + IPI R$ 10,00 + ICMS-ST R$ 17,75).\n\nPix da parcela 1 (R$ 127,75), copia e cola:\n000201`,
    );
  });
});
