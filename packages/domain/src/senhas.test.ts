import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cadastroEmpresaSchema, trocaSenhaSchema } from './schemas/acesso.ts';
import {
  MSG_SENHA_COMUM,
  MSG_SENHA_CURTA,
  MSG_SENHA_LONGA,
  problemaDaSenha,
  quantasSenhasComuns,
  SENHA_MINIMO,
  senhaComum,
} from './senhas.ts';
import { SENHAS_COMUNS_TEXTO } from './senhas-comuns-lista.ts';

describe('a lista de senhas comuns', () => {
  const lista = SENHAS_COMUNS_TEXTO.split('\n');

  it('é limitada (alguns milhares) e só tem senhas que o comprimento sozinho aceitaria', () => {
    expect(quantasSenhasComuns()).toBeGreaterThan(2_000);
    expect(quantasSenhasComuns()).toBeLessThanOrEqual(5_000);
    expect(SENHAS_COMUNS_TEXTO.length).toBeLessThan(40_000);
    for (const s of lista) {
      expect(s.length).toBeGreaterThanOrEqual(SENHA_MINIMO);
      expect(s).toBe(s.toLowerCase());
      expect(s).toBe(s.trim());
    }
  });

  it('tem cada senha uma vez só', () => {
    expect(new Set(lista).size).toBe(lista.length);
  });

  it('inclui as que mais se tentam, em inglês e em português', () => {
    for (const s of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'senha123', 'mudar123', 'flamengo'])
      expect(senhaComum(s), s).toBe(true);
  });
});

describe('senhaComum', () => {
  it('ignora maiúsculas e espaços em volta', () => {
    expect(senhaComum('PassWord')).toBe(true);
    expect(senhaComum('  Senha123 ')).toBe(true);
  });

  it('recusa um caractere repetido, qualquer que seja', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 1, max: 40 }), (c, n) => {
        expect(senhaComum(c.repeat(n))).toBe(c.trim() !== '');
      }),
    );
    expect(senhaComum('aaaaaaaa')).toBe(true);
    expect(senhaComum('zzzzzzzzzzzz')).toBe(true);
  });

  it('aceita frases e senhas longas que não estão na lista', () => {
    for (const s of ['cavalo bateria grampo', 'senha-forte-1', 'Padaria do Zé 1987', 'x7#Lq9!vR2'])
      expect(senhaComum(s), s).toBe(false);
  });
});

describe('problemaDaSenha', () => {
  it('exige pelo menos 8 caracteres, contados como a pessoa os vê', () => {
    expect(problemaDaSenha('1234567')).toBe(MSG_SENHA_CURTA);
    expect(problemaDaSenha('a1b2c3d')).toBe(MSG_SENHA_CURTA);
    expect(problemaDaSenha('k9m2p7q4')).toBeUndefined();
    // Seven emoji are 14 UTF-16 units, but seven characters.
    expect(problemaDaSenha('🍞🍞🥖🍞🍞🥐🍞')).toBe(MSG_SENHA_CURTA);
    expect(MSG_SENHA_CURTA).toBe('A senha deve ter pelo menos 8 caracteres.');
  });

  it('qualquer senha com menos de 8 caracteres é curta; de 8 a 200 fora da lista, aceita', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7, unit: 'grapheme-ascii' }), (s) => {
        expect(problemaDaSenha(s)).toBe(MSG_SENHA_CURTA);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 200, unit: 'grapheme-ascii' }), (s) => {
        const esperado = senhaComum(s) ? MSG_SENHA_COMUM : undefined;
        expect(problemaDaSenha(s)).toBe(esperado);
      }),
    );
  });

  it('recusa as comuns com mensagem própria e as longas demais', () => {
    expect(problemaDaSenha('Password')).toBe(MSG_SENHA_COMUM);
    expect(problemaDaSenha('x'.repeat(201))).toBe(MSG_SENHA_LONGA);
    expect(problemaDaSenha(`${'ab'.repeat(100)}`)).toBeUndefined();
  });
});

describe('as telas que criam senha usam a regra', () => {
  const cadastro = { email: 'a@b.com.br', nome: 'Empresa', cnpj: '', imagem_login: '' };
  const troca = { email: 'a@b.com.br', cnpj: '11222333000181', chave: 'abc' };
  const mensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  it.each([
    ['1234567', MSG_SENHA_CURTA],
    ['12345678', MSG_SENHA_COMUM],
    ['senha123', MSG_SENHA_COMUM],
  ])('%s: %s', (senha, esperado) => {
    expect(mensagem(cadastroEmpresaSchema.safeParse({ ...cadastro, senha }))).toBe(esperado);
    expect(mensagem(trocaSenhaSchema.safeParse({ ...troca, senha }))).toBe(esperado);
  });

  it('aceita uma senha boa', () => {
    expect(cadastroEmpresaSchema.safeParse({ ...cadastro, senha: 'pão de queijo quente' }).success).toBe(
      true,
    );
    expect(trocaSenhaSchema.safeParse({ ...troca, senha: 'pão de queijo quente' }).success).toBe(true);
  });
});
