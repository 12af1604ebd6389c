import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decidirPix,
  MOTIVO_TITULO_CANCELADO,
  MOTIVO_TITULO_PAGO,
  MOTIVO_TXID_DESCONHECIDO,
} from './pix-conciliacao.ts';

describe('decidirPix: só o valor exato em aberto baixa sozinho', () => {
  it('casos conhecidos', () => {
    const t = { valorCentavos: 10_000, pagoCentavos: 2_500, cancelado: false };
    expect(decidirPix(t, 7_500)).toEqual({ baixar: true });
    expect(decidirPix(t, 7_499)).toEqual({
      baixar: false,
      motivo: 'Valor pago (R$ 74,99) diferente do aberto no título (R$ 75,00).',
    });
    expect(decidirPix(undefined, 100)).toEqual({ baixar: false, motivo: MOTIVO_TXID_DESCONHECIDO });
    expect(decidirPix({ ...t, cancelado: true }, 7_500)).toEqual({
      baixar: false,
      motivo: MOTIVO_TITULO_CANCELADO,
    });
    expect(decidirPix({ ...t, pagoCentavos: 10_000 }, 7_500)).toEqual({
      baixar: false,
      motivo: MOTIVO_TITULO_PAGO,
    });
  });

  it('para todo título e valor: baixa se e somente se não cancelado e valor = aberto > 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 1e12 }),
        (valor, pagoBruto, cancelado, pago) => {
          const pagoCentavos = Math.min(pagoBruto, valor);
          const d = decidirPix({ valorCentavos: valor, pagoCentavos, cancelado }, pago);
          const esperado = !cancelado && valor - pagoCentavos > 0 && valor - pagoCentavos === pago;
          expect(d.baixar).toBe(esperado);
          if (!d.baixar) expect(d.motivo.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('o valor exato em aberto sempre baixa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (valor, p) => {
        const pago = p % valor;
        expect(
          decidirPix({ valorCentavos: valor, pagoCentavos: pago, cancelado: false }, valor - pago),
        ).toEqual({
          baixar: true,
        });
      }),
    );
  });
});
