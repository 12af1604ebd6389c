import { describe, expect, it } from 'vitest';
import { alterarFormaPagamentoSchema, formaPagamentoSchema } from './formas-pagamento.ts';

const erro = (v: unknown) => formaPagamentoSchema.safeParse(v).error?.issues[0]?.message;

describe('formaPagamentoSchema', () => {
  it('aceita parcelamento como número, texto ou booleano', () => {
    expect(formaPagamentoSchema.parse({ descricao: ' Boleto ', parcelamento: '1' })).toEqual({
      descricao: 'Boleto',
      parcelamento: 1,
      prazos: '',
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

  it('lê os prazos como o escritório escreve e guarda normalizados', () => {
    const prazos = (v: string) => formaPagamentoSchema.parse({ descricao: 'Boleto', prazos: v }).prazos;
    expect(prazos('28/35/42')).toBe('28/35/42');
    expect(prazos('30 / 60 / 90 dias')).toBe('30/60/90');
    expect(prazos('0')).toBe('à vista');
    expect(prazos('A vista')).toBe('à vista');
    expect(prazos('  ')).toBe('');
  });

  it.each([
    ['trinta', 'Escreva os prazos em dias separados por barra, como 28/35/42, ou 0 para à vista.'],
    ['60/30', 'Os prazos devem estar em ordem crescente, sem repetir dias (por exemplo 30/60/90).'],
    ['30/1000', 'Cada prazo deve ser de 0 a 730 dias.'],
    ['1/'.repeat(61), 'Os prazos devem ter no máximo 120 caracteres.'],
  ])('recusa os prazos %s', (prazos, mensagem) => {
    expect(erro({ descricao: 'Boleto', prazos })).toBe(mensagem);
  });

  it('a alteração exige o id', () => {
    expect(alterarFormaPagamentoSchema.safeParse({ descricao: 'Pix' }).success).toBe(false);
    expect(alterarFormaPagamentoSchema.parse({ id: '3', descricao: 'Pix' }).id).toBe(3);
  });
});
