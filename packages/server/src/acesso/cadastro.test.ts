import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { empresas, pessoas, usuarios } from '../db/schema.ts';

const amb = ambienteDoArquivo();

const cadastrar = (corpo: unknown) => amb.chamar('POST', '/api/estabelecimentos/create', corpo);
const contar = async () => ({
  empresas: (await amb.banco.db.select().from(empresas)).length,
  usuarios: (await amb.banco.db.select().from(usuarios)).length,
});
const valido = {
  email: 'dona@padaria.com.br',
  nome: 'Padaria Central',
  cnpj: '11.222.333/0001-81',
  senha: 'senha-forte-1',
  imagem_login: '',
};

describe('estabelecimentos/create', () => {
  it('cadastra a empresa e seu primeiro usuário, com o CNPJ sem pontuação', async () => {
    const r = await cadastrar({ ...valido, email: 'nova@empresa.com.br' });
    expect(r).toEqual({
      status: 200,
      corpo: { retorno: { sucesso: true, mensagem: 'Empresa cadastrada com sucesso!' } },
    });
    const [u] = (await amb.banco.db.select().from(usuarios)).filter((x) => x.email === 'nova@empresa.com.br');
    // The password is the person's (migration 0180), who has this one membership.
    const [p] = (await amb.banco.db.select().from(pessoas)).filter((x) => x.id === u?.pessoaId);
    expect(p).toMatchObject({ email: 'nova@empresa.com.br', nome: 'Padaria Central' });
    expect(p?.senhaHash).toMatch(/^\$argon2id\$/);
    const [e] = (await amb.banco.db.select().from(empresas)).filter((x) => x.id === u?.empresaId);
    expect(e).toMatchObject({ nome: 'Padaria Central', cnpj: '11222333000181', usaMerchant: 0 });
  });

  it('o CNPJ é opcional, como na tela', async () => {
    const r = await cadastrar({ ...valido, email: 'semcnpj@empresa.com.br', cnpj: '' });
    expect(r.status).toBe(200);
  });

  it.each([
    ['sem email', { ...valido, email: undefined }, 'Todos os campos devem ser preenchidos!'],
    ['email vazio', { ...valido, email: '  ' }, 'Todos os campos devem ser preenchidos!'],
    ['sem nome', { ...valido, nome: undefined }, 'Todos os campos devem ser preenchidos!'],
    ['nome vazio', { ...valido, nome: '' }, 'Todos os campos devem ser preenchidos!'],
    ['sem senha', { ...valido, senha: undefined }, 'Todos os campos devem ser preenchidos!'],
    ['senha vazia', { ...valido, senha: '' }, 'Todos os campos devem ser preenchidos!'],
    ['CNPJ inválido', { ...valido, cnpj: '11.222.333/0001-80' }, 'CPF/CNPJ inválido!'],
    ['CNPJ curto', { ...valido, cnpj: '123' }, 'CPF/CNPJ inválido!'],
    ['e-mail inválido', { ...valido, email: 'sem-arroba.com.br' }, 'Informe um e-mail válido.'],
    ['senha curta', { ...valido, senha: '1234567' }, 'A senha deve ter pelo menos 8 caracteres.'],
    [
      'senha comum',
      { ...valido, senha: 'Senha123' },
      'Esta senha é muito comum e fácil de adivinhar. Escolha outra (uma frase curta é fácil de lembrar).',
    ],
    ['senha longa', { ...valido, senha: 's'.repeat(201) }, 'A senha deve ter no máximo 200 caracteres.'],
    ['nome longo', { ...valido, nome: 'N'.repeat(151) }, 'O campo nome deve ter no máximo 150 caracteres.'],
    [
      'e-mail longo',
      { ...valido, email: `${'a'.repeat(150)}@x.com.br` },
      'O campo email deve ter no máximo 150 caracteres.',
    ],
    [
      'imagem longa',
      { ...valido, imagem_login: `https://x/${'i'.repeat(1000)}` },
      'O campo imagem_login deve ter no máximo 1000 caracteres.',
    ],
  ])('%s: 400 com a mensagem exata e nada gravado', async (_caso, corpo, mensagem) => {
    const antes = await contar();
    const r = await cadastrar(corpo);
    expect(r).toEqual({ status: 400, corpo: { retorno: { sucesso: false, mensagem } } });
    expect(await contar()).toEqual(antes);
  });

  it('e-mail já cadastrado (sem diferenciar maiúsculas): 409 e nada gravado', async () => {
    await cadastrar({ ...valido, email: 'repetido@empresa.com.br' });
    const antes = await contar();
    const r = await cadastrar({ ...valido, email: 'Repetido@Empresa.COM.br', nome: 'Outra' });
    expect(r).toEqual({
      status: 409,
      corpo: { retorno: { sucesso: false, mensagem: 'Este e-mail já está cadastrado.' } },
    });
    expect(await contar()).toEqual(antes);
  });
});
