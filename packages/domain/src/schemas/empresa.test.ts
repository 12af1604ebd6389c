import { describe, expect, it } from 'vitest';
import { empresaSchema } from './empresa.ts';

const base = { id: 1, nome: 'Mascate Ltda', cnpj: '11.222.333/0001-81' };
const erro = (v: unknown) => empresaSchema.safeParse(v).error?.issues[0]?.message;

describe('empresaSchema', () => {
  it('normaliza CNPJ, CEP e UF e preenche os padrões', () => {
    const e = empresaSchema.parse({ ...base, cep: '01001-000', uf: 'sp', altera_preco_pedido: '2' });
    expect(e).toMatchObject({ cnpj: '11222333000181', cep: '01001000', uf: 'SP', altera_preco_pedido: 2 });
    expect(e).toMatchObject({ fantasia: '', venda_sem_estoque: 1, financeiro_venda: 0 });
  });

  it('aceita o CEP curto que a tela envia (1000000) e um CPF', () => {
    expect(empresaSchema.parse({ ...base, cep: '1000000', cnpj: '529.982.247-25' })).toMatchObject({
      cep: '1000000',
      cnpj: '52998224725',
    });
  });

  it.each([
    [{ ...base, nome: '' }, 'Preencha os campos obrigatórios(*)'],
    [{ ...base, cnpj: '  ' }, 'Preencha os campos obrigatórios(*)'],
    [{ id: 1, cnpj: base.cnpj }, 'Preencha os campos obrigatórios(*)'],
    [{ ...base, cnpj: '11.222.333/0001-82' }, 'CPF/CNPJ inválido!'],
    [{ ...base, cnpj: '123' }, 'CPF/CNPJ inválido!'],
    [{ ...base, cep: '123' }, 'CEP inválido. Informe os 8 dígitos.'],
    [{ ...base, email: 'nao-e-email' }, 'Informe um e-mail válido.'],
    [{ ...base, altera_preco_pedido: 3 }, 'O campo altera_preco_pedido deve ser 0, 1 ou 2.'],
    [{ ...base, permite_desconto: 5 }, 'O campo permite_desconto deve ser 0 ou 1.'],
    [{ ...base, uf: 'SPX' }, 'O campo UF deve ter no máximo 2 caracteres.'],
  ])('%j -> %s', (v, mensagem) => expect(erro(v)).toBe(mensagem));
});
