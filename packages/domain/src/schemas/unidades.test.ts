import { describe, expect, it } from 'vitest';
import { alterarUnidadeSchema, unidadeSchema } from './unidades.ts';

const erro = (v: unknown) => unidadeSchema.safeParse(v).error?.issues[0]?.message;

describe('unidadeSchema', () => {
  it('aceita sigla e descrição, sem espaços nas pontas', () => {
    expect(unidadeSchema.parse({ sigla: ' UN ', descricao: 'Unidade' })).toEqual({
      sigla: 'UN',
      descricao: 'Unidade',
    });
  });

  it.each([{}, { sigla: 'UN' }, { descricao: 'Unidade' }, { sigla: ' ', descricao: 'Unidade' }])(
    'campos ausentes ou vazios: %j',
    (v) => expect(erro(v)).toBe('Todos os campos devem ser preenchidos!'),
  );

  it('recusa tipos errados e textos longos', () => {
    expect(erro({ sigla: 1, descricao: 'Unidade' })).toBe('O campo sigla deve ser um texto.');
    expect(erro({ sigla: 'X'.repeat(11), descricao: 'Unidade' })).toBe(
      'O campo sigla deve ter no máximo 10 caracteres.',
    );
    expect(erro({ sigla: 'UN', descricao: 'x'.repeat(101) })).toBe(
      'O campo descrição deve ter no máximo 100 caracteres.',
    );
  });

  it('a alteração exige o id', () => {
    expect(alterarUnidadeSchema.safeParse({ sigla: 'UN', descricao: 'Unidade', id: 0 }).success).toBe(false);
  });
});
