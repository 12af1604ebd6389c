import { describe, expect, it } from 'vitest';
import { MSG_MOTIVO } from '../pedido-situacao.ts';
import { MSG_MOTIVO_CREDITO } from '../titulos.ts';
import { pedidoSituacaoSchema, situacaoNovaSchema } from './pedidos-situacao.ts';

const erro = (v: unknown) => pedidoSituacaoSchema.safeParse(v).error?.issues[0]?.message;

describe('pedidoSituacaoSchema', () => {
  it('aceita uma aprovação sem motivo', () =>
    expect(pedidoSituacaoSchema.parse({ id: '7', situacao: 'pedido' })).toEqual({
      id: 7,
      situacao: 'pedido',
      motivo: '',
      liberar_credito: false,
      motivo_credito: '',
    }));

  it('liberar crédito exige motivo de 10 a 500 caracteres (issue 30)', () => {
    expect(erro({ id: 1, situacao: 'pedido', liberar_credito: true, motivo_credito: 'curto' })).toBe(
      MSG_MOTIVO_CREDITO,
    );
    expect(
      pedidoSituacaoSchema.safeParse({
        id: 1,
        situacao: 'pedido',
        liberar_credito: true,
        motivo_credito: 'Cliente antigo e bom pagador',
      }).success,
    ).toBe(true);
  });

  it('cancelar exige motivo de 3 a 500 caracteres', () => {
    expect(erro({ id: 1, situacao: 'cancelado' })).toBe(MSG_MOTIVO);
    expect(erro({ id: 1, situacao: 'cancelado', motivo: '  ab  ' })).toBe(MSG_MOTIVO);
    expect(erro({ id: 1, situacao: 'cancelado', motivo: 'x'.repeat(501) })).toBe(MSG_MOTIVO);
    expect(pedidoSituacaoSchema.parse({ id: 1, situacao: 'cancelado', motivo: ' abc ' }).motivo).toBe('abc');
  });

  it('recusa uma situação desconhecida', () =>
    expect(erro({ id: 1, situacao: 'aprovado' })).toBe(
      'Situação inválida (orcamento, pedido, faturado ou cancelado).',
    ));
});

describe('situacaoNovaSchema', () => {
  it('é pedido quando ausente; orcamento e pedido passam; o resto não', () => {
    expect(situacaoNovaSchema.parse(undefined)).toBe('pedido');
    expect(situacaoNovaSchema.parse('orcamento')).toBe('orcamento');
    expect(situacaoNovaSchema.safeParse('faturado').success).toBe(false);
  });
});
