import { describe, expect, it } from 'vitest';
import { alterarFormaPagamentoSchema, formaPagamentoSchema } from './formas-pagamento.ts';

const erro = (v: unknown) => formaPagamentoSchema.safeParse(v).error?.issues[0]?.message;

describe('formaPagamentoSchema', () => {
  it('aceita parcelamento como número, texto ou booleano', () => {
    expect(formaPagamentoSchema.parse({ descricao: ' Boleto ', parcelamento: '1' })).toEqual({
      descricao: 'Boleto',
      parcelamento: 1,
    });
    expect(formaPagamentoSchema.parse({ descricao: 'Pix', parcelamento: false }).parcelamento).toBe(0);
    expect(formaPagamentoSchema.parse({ descricao: 'Pix' }).parcelamento).toBe(0);
  });

  it.each([{}, { descricao: '' }, { descricao: '   ' }])('descrição ausente ou vazia: %j', (v) => {
    expect(erro(v)).toBe('O campo descrição é obrigatório.');
  });

  it('recusa tipos errados e textos longos', () => {
    expect(erro({ descricao: 12 })).toBe('O campo descrição deve ser um texto.');
    expect(erro({ descricao: 'x'.repeat(151) })).toBe('O campo descrição deve ter no máximo 150 caracteres.');
    expect(erro({ descricao: 'Pix', parcelamento: 2 })).toBe('O campo parcelamento deve ser 0 ou 1.');
  });

  it('a alteração exige o id', () => {
    expect(alterarFormaPagamentoSchema.safeParse({ descricao: 'Pix' }).success).toBe(false);
    expect(alterarFormaPagamentoSchema.parse({ id: '3', descricao: 'Pix' }).id).toBe(3);
  });
});
