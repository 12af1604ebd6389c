import { describe, expect, it } from 'vitest';
import { MSG } from '../mensagens.ts';
import { produtoAlteracaoSchema, produtoSchema, TIPOS_PRODUTO } from './produtos.ts';

const valido = {
  codigo: 'P1',
  descricao: 'Arroz',
  unidade: 'UN',
  unidade_id: 3,
  preco: 12.5,
  status: 0,
  estoque: 1.5,
  tipo: 99,
};

const mensagem = (dados: unknown) => {
  const r = produtoSchema.safeParse(dados);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('produtoSchema', () => {
  it('converte preço para centavos e estoque para milésimos, com meu_id 0 por padrão', () => {
    expect(produtoSchema.parse(valido)).toEqual({ ...valido, preco: 1250, estoque: 1500, meu_id: 0 });
  });

  it('aceita os textos de um formulário (vírgula decimal, números como texto)', () => {
    const r = produtoSchema.parse({
      ...valido,
      preco: '1.234,56',
      estoque: '-2',
      status: '1',
      tipo: '10',
      unidade_id: '3',
    });
    expect(r).toMatchObject({ preco: 123456, estoque: -2000, status: 1, tipo: 10, unidade_id: 3 });
  });

  it.each(['codigo', 'descricao', 'unidade_id', 'preco', 'status', 'estoque', 'tipo'])(
    'sem %s: a mensagem da especificação',
    (campo) => {
      expect(mensagem({ ...valido, [campo]: undefined })).toBe(MSG.todosCamposExclamacao);
      expect(mensagem({ ...valido, [campo]: '  ' })).toBe(MSG.todosCamposExclamacao);
    },
  );

  it('unidade 0 é uma unidade não escolhida', () => {
    expect(mensagem({ ...valido, unidade_id: 0 })).toBe(MSG.todosCamposExclamacao);
  });

  it('recusa valores fora do domínio', () => {
    expect(mensagem({ ...valido, status: 2 })).toBe('O status deve ser 0 (Ativo) ou 1 (Inativo).');
    expect(mensagem({ ...valido, tipo: 11 })).toBe('Tipo de produto inválido.');
    expect(mensagem({ ...valido, preco: -0.01 })).toBe('O campo preço não pode ser negativo.');
    expect(mensagem({ ...valido, preco: '12,3,4' })).toBe('O campo preço deve ser um número.');
    expect(mensagem({ ...valido, estoque: 1e12 })).toBe('O campo quantidade em estoque é grande demais.');
    expect(mensagem({ ...valido, codigo: 'x'.repeat(61) })).toBe(
      'O campo código deve ter no máximo 60 caracteres.',
    );
  });

  it('tem os doze tipos da especificação', () => {
    expect(TIPOS_PRODUTO.map((t) => t.codigo)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 99]);
    expect(TIPOS_PRODUTO[0]).toEqual({ codigo: 0, nome: 'Mercadoria para Revenda' });
    expect(TIPOS_PRODUTO[10]).toEqual({ codigo: 10, nome: 'Outros insumos' });
    expect(TIPOS_PRODUTO[11]).toEqual({ codigo: 99, nome: 'Outras' });
  });

  it('a alteração exige o id', () => {
    expect(produtoAlteracaoSchema.safeParse(valido).success).toBe(false);
    expect(produtoAlteracaoSchema.parse({ ...valido, id: '7' }).id).toBe(7);
  });
});
