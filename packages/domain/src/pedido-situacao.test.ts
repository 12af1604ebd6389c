import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contaNoPainel,
  editavel,
  efeitoNoEstoque,
  exigeAdministrador,
  mensagemMudancaRecusada,
  mensagemSomenteLeitura,
  mudancasPermitidas,
  podeMudar,
  SITUACOES,
  type Situacao,
  seguraEstoque,
} from './pedido-situacao.ts';

const situacao = fc.constantFrom(...SITUACOES);

describe('mudanças de situação', () => {
  it.each([
    ['orcamento', 'pedido', true],
    ['orcamento', 'cancelado', true],
    ['pedido', 'faturado', true],
    ['pedido', 'cancelado', true],
    ['orcamento', 'faturado', false],
    ['orcamento', 'orcamento', false],
    ['pedido', 'orcamento', false],
    ['pedido', 'pedido', false],
    ['faturado', 'cancelado', true],
    ['faturado', 'pedido', false],
    ['faturado', 'orcamento', false],
    ['cancelado', 'pedido', false],
    ['cancelado', 'orcamento', false],
  ] as [Situacao, Situacao, boolean][])('%s -> %s: %s', (de, para, esperado) =>
    expect(podeMudar(de, para)).toBe(esperado),
  );

  it('exatamente cinco mudanças são permitidas', () => {
    expect(SITUACOES.flatMap((de) => mudancasPermitidas(de).map((para) => `${de}>${para}`))).toEqual([
      'orcamento>pedido',
      'orcamento>cancelado',
      'pedido>faturado',
      'pedido>cancelado',
      'faturado>cancelado',
    ]);
  });

  it('nenhuma situação muda para ela mesma, cancelado é final e faturado só pode ser cancelado', () =>
    fc.assert(
      fc.property(situacao, situacao, (de, para) => {
        if (de === para || de === 'cancelado') expect(podeMudar(de, para)).toBe(false);
        if (de === 'faturado') expect(podeMudar(de, para)).toBe(para === 'cancelado');
      }),
    ));

  it('só o cancelamento de um faturado exige administrador', () =>
    fc.assert(
      fc.property(situacao, situacao, (de, para) => {
        expect(exigeAdministrador(de, para)).toBe(de === 'faturado' && para === 'cancelado');
      }),
    ));

  it('uma mudança permitida nunca volta atrás (não há ciclo)', () =>
    fc.assert(
      fc.property(situacao, situacao, (de, para) => {
        if (podeMudar(de, para)) expect(podeMudar(para, de)).toBe(false);
      }),
    ));

  it('as mensagens de recusa dizem as duas situações', () => {
    expect(mensagemMudancaRecusada('faturado', 'pedido')).toBe(
      'Não é possível mudar a situação de Faturado para Pedido.',
    );
    expect(mensagemSomenteLeitura('faturado', 'alterado')).toBe('Pedido faturado não pode ser alterado.');
    expect(mensagemSomenteLeitura('cancelado', 'excluído')).toBe('Pedido cancelado não pode ser excluído.');
  });
});

describe('estoque e painel', () => {
  it.each([
    ['orcamento', 'pedido', 'tomar'],
    ['orcamento', 'cancelado', 'nada'],
    ['pedido', 'faturado', 'nada'],
    ['pedido', 'cancelado', 'devolver'],
    ['faturado', 'cancelado', 'devolver'],
  ] as [Situacao, Situacao, string][])('%s -> %s: %s', (de, para, efeito) =>
    expect(efeitoNoEstoque(de, para)).toBe(efeito),
  );

  it('qualquer sequência de mudanças permitidas toma o estoque no máximo uma vez e o devolve só se tomou', () =>
    fc.assert(
      fc.property(
        fc.constantFrom<Situacao>('orcamento', 'pedido'),
        fc.array(situacao),
        (inicio, tentativas) => {
          let atual = inicio;
          let saldo = seguraEstoque(inicio) ? 1 : 0;
          for (const para of tentativas) {
            if (!podeMudar(atual, para)) continue;
            const efeito = efeitoNoEstoque(atual, para);
            saldo += efeito === 'tomar' ? 1 : efeito === 'devolver' ? -1 : 0;
            atual = para;
            expect(saldo).toBe(seguraEstoque(atual) ? 1 : 0);
          }
          expect(saldo === 0 || saldo === 1).toBe(true);
        },
      ),
    ));

  it('o painel conta pedido e faturado, e só o que é editável pode mudar para pedido', () => {
    expect(SITUACOES.filter(contaNoPainel)).toEqual(['pedido', 'faturado']);
    expect(SITUACOES.filter(editavel)).toEqual(['orcamento', 'pedido']);
  });
});
