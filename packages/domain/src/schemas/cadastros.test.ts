import { describe, expect, it } from 'vitest';
import { MSG } from '../mensagens.ts';
import { alterarClienteSchema, clienteSchema } from './clientes.ts';
import { alterarRepresentanteSchema, representanteSchema } from './representantes.ts';
import { alterarRotaSchema, MSG_ROTA_NOME, rotaSchema } from './rotas.ts';
import { lerVisitasSchema, MSG_DATA_HORA, visitaSchema } from './visitas.ts';

const primeira = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('rotaSchema', () => {
  it('nome obrigatório; dias 0000000 por padrão; edição sem dias mantém os guardados', () => {
    expect(primeira(rotaSchema.safeParse({}))).toBe(MSG_ROTA_NOME);
    expect(rotaSchema.parse({ nome: ' Centro ' })).toEqual({
      nome: 'Centro',
      descricao: '',
      dias_semana_venda: '0000000',
    });
    expect(rotaSchema.safeParse({ nome: 'X', dias_semana_venda: '1111111' }).success).toBe(true);
    expect(rotaSchema.safeParse({ nome: 'X', dias_semana_venda: '11111112' }).success).toBe(false);
    expect(alterarRotaSchema.parse({ id: '3', nome: 'X' }).dias_semana_venda).toBeUndefined();
  });
});

describe('representanteSchema', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
  ])('aceita %s e normaliza', (doc, norm) => {
    expect(representanteSchema.parse({ nome: 'A', cnpj_cpf: doc }).cnpj_cpf).toBe(norm);
  });
  it.each(['529.982.247-24', '11111111111', '12345678909', '5299822472'])('recusa %s', (doc) => {
    expect(primeira(representanteSchema.safeParse({ nome: 'A', cnpj_cpf: doc }))).toBe(MSG.cpfCnpjInvalido);
  });
  it('rotas: objetos ou ids, sem repetição; ausentes ficam indefinidas', () => {
    expect(
      representanteSchema.parse({ nome: 'A', cnpj_cpf: '52998224725', rotas: [{ id: 2 }, 2, '3'] }).rotas,
    ).toEqual([2, 3]);
    expect(representanteSchema.parse({ nome: 'A', cnpj_cpf: '52998224725' }).rotas).toBeUndefined();
  });
  it('edição exige todos os campos', () => {
    const ok = { id: 1, status: '1', nome: 'A', email: 'a@b.c', cnpj_cpf: '52998224725' };
    expect(alterarRepresentanteSchema.parse(ok).status).toBe(1);
    for (const campo of ['id', 'status', 'nome', 'email', 'cnpj_cpf']) {
      expect(primeira(alterarRepresentanteSchema.safeParse({ ...ok, [campo]: '' }))).toBe(
        MSG.preenchaTodosCampos,
      );
    }
  });
});

describe('clienteSchema', () => {
  it('obrigatórios, documento e CEP', () => {
    expect(primeira(clienteSchema.safeParse({ cnpj_cpf: '52998224725' }))).toBe(MSG.camposObrigatorios);
    expect(primeira(clienteSchema.safeParse({ nome: 'A', cnpj_cpf: '' }))).toBe(MSG.camposObrigatorios);
    expect(primeira(clienteSchema.safeParse({ nome: 'A', cnpj_cpf: '123' }))).toBe(MSG.cpfCnpjInvalido);
    const c = clienteSchema.parse({ nome: 'A', cnpj_cpf: '52998224725', cep: '0100', rota_id: 0, uf: 'sp' });
    expect(c).toMatchObject({ cep: '1000000', rota_id: null, uf: 'SP', apelido: '' });
    expect(
      alterarClienteSchema.parse({ id: 1, nome: 'A', cnpj_cpf: '52998224725', rota_id: '7' }).rota_id,
    ).toBe(7);
  });
});

describe('visitas', () => {
  it('período em aaaa-mm-dd válidos; data_hora com ou sem fuso', () => {
    expect(lerVisitasSchema.safeParse({ data_ini: '2026-01-01', data_fin: '2026-01-31' }).success).toBe(true);
    expect(lerVisitasSchema.safeParse({ data_ini: '2026-02-30', data_fin: '2026-03-01' }).success).toBe(
      false,
    );
    const base = { cliente_id: 1, representante_id: 2 };
    for (const v of ['2026-01-01 10:00', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00.123-03:00']) {
      expect(visitaSchema.safeParse({ ...base, data_hora: v }).success).toBe(true);
    }
    expect(primeira(visitaSchema.safeParse({ ...base, data_hora: '01/01/2026' }))).toBe(MSG_DATA_HORA);
  });
});
