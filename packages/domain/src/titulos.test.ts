import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from './datas.ts';
import { meioDaForma } from './schemas/titulos.ts';
import {
  diasAtraso,
  disponivel,
  ehRecusaCredito,
  emAberto,
  faixaVencimento,
  limitesFaixas,
  mensagemBaixaExcede,
  numeroTitulo,
  recusaBaixa,
  recusaCredito,
  situacaoTitulo,
} from './titulos.ts';

const hoje = '2026-11-26';
const titulo = (o: Partial<Parameters<typeof situacaoTitulo>[0]> = {}) => ({
  valorCentavos: 10_000,
  pagoCentavos: 0,
  vencimento: hoje,
  cancelado: false,
  ...o,
});

describe('situação do título', () => {
  it.each([
    [{}, 'aberto'],
    [{ vencimento: somarDias(hoje, 1) }, 'aberto'],
    [{ vencimento: somarDias(hoje, -1) }, 'vencido'],
    [{ vencimento: somarDias(hoje, -1), pagoCentavos: 9_999 }, 'vencido'],
    [{ vencimento: somarDias(hoje, -1), pagoCentavos: 10_000 }, 'pago'],
    [{ pagoCentavos: 10_000 }, 'pago'],
    [{ pagoCentavos: 1 }, 'parcial'],
    [{ pagoCentavos: 9_999, vencimento: somarDias(hoje, 30) }, 'parcial'],
    [{ cancelado: true }, 'cancelado'],
    [{ cancelado: true, pagoCentavos: 4_000 }, 'cancelado'],
    [{ cancelado: true, vencimento: somarDias(hoje, -10) }, 'cancelado'],
  ] as const)('%j: %s', (o, esperado) => expect(situacaoTitulo(titulo(o), hoje)).toBe(esperado));

  it('o dia do vencimento ainda é aberto; o seguinte é vencido (1 dia de atraso)', () => {
    expect(situacaoTitulo(titulo(), hoje)).toBe('aberto');
    expect(situacaoTitulo(titulo(), somarDias(hoje, 1))).toBe('vencido');
    expect(diasAtraso(hoje, somarDias(hoje, 1))).toBe(1);
    expect(diasAtraso(hoje, hoje)).toBe(0);
    expect(diasAtraso(somarDias(hoje, 5), hoje)).toBe(0);
  });

  it('atravessa meses, anos e o fim do horário de verão sem errar um dia', () => {
    expect(diasAtraso('2026-02-28', '2026-03-01')).toBe(1);
    expect(diasAtraso('2024-02-28', '2024-03-01')).toBe(2);
    expect(diasAtraso('2025-12-31', '2026-01-01')).toBe(1);
    expect(diasAtraso('2018-11-03', '2018-11-05')).toBe(2);
  });

  it('numero/parcela', () => expect(numeroTitulo(123, 2)).toBe('123/2'));
});

describe('faixas de vencimento nos limites', () => {
  it.each([
    [-5, 'a_vencer'],
    [0, 'a_vencer'],
    [1, 'd1_30'],
    [30, 'd1_30'],
    [31, 'd31_60'],
    [60, 'd31_60'],
    [61, 'd61_90'],
    [90, 'd61_90'],
    [91, 'd90_mais'],
    [400, 'd90_mais'],
  ] as const)('%i dias de atraso: %s', (dias, faixa) =>
    expect(faixaVencimento(somarDias(hoje, -dias), hoje)).toBe(faixa),
  );

  it('os limites que o SQL usa dão a mesma faixa que a regra, para qualquer data', () => {
    const l = limitesFaixas(hoje);
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (d) => {
        const v = somarDias(hoje, -d);
        const porLimites =
          v >= hoje
            ? 'a_vencer'
            : v >= l.d30
              ? 'd1_30'
              : v >= l.d60
                ? 'd31_60'
                : v >= l.d90
                  ? 'd61_90'
                  : 'd90_mais';
        expect(faixaVencimento(v, hoje)).toBe(porLimites);
      }),
    );
  });
});

describe('baixas', () => {
  it('recusa zero, negativo, mais que o aberto, título pago ou cancelado', () => {
    expect(recusaBaixa(titulo(), 0)).toBe('Informe o valor da baixa (maior que zero).');
    expect(recusaBaixa(titulo(), -1)).toBe('Informe o valor da baixa (maior que zero).');
    expect(recusaBaixa(titulo({ pagoCentavos: 4_000 }), 6_001)).toBe(mensagemBaixaExcede(6_000));
    expect(mensagemBaixaExcede(6_000)).toBe(
      'O valor da baixa é maior que o valor em aberto do título (R$ 60,00).',
    );
    expect(recusaBaixa(titulo({ pagoCentavos: 10_000 }), 1)).toBe('Título já está pago.');
    expect(recusaBaixa(titulo({ cancelado: true }), 1)).toBe('Título cancelado não aceita baixa.');
    expect(recusaBaixa(titulo({ pagoCentavos: 4_000 }), 6_000)).toBeNull();
  });

  it('propriedade: qualquer sequência de baixas e estornos aceitos nunca paga mais que o valor, e aberto = valor − pagamentos', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(
          fc.oneof(
            fc.record({
              tipo: fc.constant('baixa' as const),
              valor: fc.integer({ min: -100, max: 12_000_000 }),
            }),
            fc.record({ tipo: fc.constant('estorno' as const), qual: fc.nat() }),
          ),
          { maxLength: 40 },
        ),
        (valorCentavos, operacoes) => {
          const ativas: number[] = [];
          for (const op of operacoes) {
            const pagoCentavos = ativas.reduce((s, v) => s + v, 0);
            const t = { valorCentavos, pagoCentavos, vencimento: hoje, cancelado: false };
            if (op.tipo === 'baixa') {
              if (recusaBaixa(t, op.valor) === null) ativas.push(op.valor);
            } else if (ativas.length > 0) {
              ativas.splice(op.qual % ativas.length, 1);
            }
            const pago = ativas.reduce((s, v) => s + v, 0);
            expect(pago).toBeLessThanOrEqual(valorCentavos);
            expect(emAberto({ valorCentavos, pagoCentavos: pago })).toBe(valorCentavos - pago);
            expect(situacaoTitulo({ ...t, pagoCentavos: pago }, hoje)).toBe(
              pago === valorCentavos ? 'pago' : pago > 0 ? 'parcial' : 'aberto',
            );
          }
        },
      ),
    ));
});

describe('crédito', () => {
  const regras = { limiteCentavos: 500_000, bloquearLimite: true, bloquearVencidosDias: null };
  const posicao = { emAbertoCentavos: 420_000, vencidoCentavos: 0, maiorAtrasoDias: 0 };

  it('a mensagem diz o limite, o aberto e este pedido', () => {
    expect(recusaCredito(regras, posicao, 130_000)).toBe(
      'Limite de crédito de R$ 5.000,00 excedido: em aberto R$ 4.200,00 + este pedido R$ 1.300,00.',
    );
    expect(recusaCredito(regras, posicao, 80_000)).toBeNull();
    expect(recusaCredito(regras, posicao, 80_001)).not.toBeNull();
  });

  it('ehRecusaCredito reconhece as duas recusas e nenhuma outra mensagem', () => {
    const limite = recusaCredito(regras, posicao, 130_000) ?? '';
    const vencido =
      recusaCredito({ ...regras, bloquearVencidosDias: 0 }, { ...posicao, maiorAtrasoDias: 1 }, 1) ?? '';
    expect(ehRecusaCredito(limite)).toBe(true);
    expect(ehRecusaCredito(vencido)).toBe(true);
    expect(ehRecusaCredito('Estoque insuficiente para o produto Café.')).toBe(false);
    expect(ehRecusaCredito('')).toBe(false);
  });

  it('sem limite, ou com bloquear_limite desligado, o limite não bloqueia', () => {
    expect(recusaCredito({ ...regras, limiteCentavos: null }, posicao, 10 ** 9)).toBeNull();
    expect(recusaCredito({ ...regras, bloquearLimite: false }, posicao, 10 ** 9)).toBeNull();
  });

  it('vencidos: bloqueia só acima de N dias', () => {
    const r = { ...regras, limiteCentavos: null, bloquearVencidosDias: 30 };
    expect(recusaCredito(r, { ...posicao, maiorAtrasoDias: 30, vencidoCentavos: 100 }, 1)).toBeNull();
    expect(recusaCredito(r, { ...posicao, maiorAtrasoDias: 31, vencidoCentavos: 8_000 }, 1)).toBe(
      'Cliente com título vencido há 31 dias (bloqueio acima de 30 dias): vencido R$ 80,00.',
    );
    expect(
      recusaCredito({ ...r, bloquearVencidosDias: 0 }, { ...posicao, maiorAtrasoDias: 1 }, 1),
    ).not.toBeNull();
  });

  it('propriedade: passa exatamente quando aberto + este pedido <= limite', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (limite, aberto, este) => {
          const r = { ...regras, limiteCentavos: limite };
          const p = { ...posicao, emAbertoCentavos: aberto };
          expect(recusaCredito(r, p, este) === null).toBe(aberto + este <= limite);
          expect(disponivel(r, p)).toBe(limite - aberto);
        },
      ),
    ));
});

describe('forma do pagamento sugerida', () => {
  it.each([
    ['Pix', 'pix'],
    ['PIX à vista', 'pix'],
    ['Boleto 28/35/42', 'boleto'],
    ['Boletos 30/60/90', 'boleto'],
    ['Cartão de Crédito', 'cartao'],
    ['Débito', 'cartao'],
    ['Cheque pré-datado', 'cheque'],
    ['Transferência bancária', 'transferencia'],
    ['TED', 'transferencia'],
    ['Dinheiro', 'dinheiro'],
    ['À vista', 'dinheiro'],
    ['Espécie', 'dinheiro'],
    ['Prazo combinado', 'outro'],
    ['', 'outro'],
  ] as const)('%s: %s', (nome, meio) => expect(meioDaForma(nome)).toBe(meio));
});
