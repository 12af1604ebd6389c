import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Ambiente, criarAmbiente } from '../../test/ambiente.ts';

const INVALIDO = 'Usuário ou senha inválidos.';
const BLOQUEADO = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';

let amb: Ambiente;
beforeAll(async () => {
  amb = await criarAmbiente();
});
afterAll(() => amb.fechar());
afterEach(() => {
  amb.relogio.deslocamentoMs = 0;
});

// Each test signs in from its own address, so the per-address counter of one test never blocks another.
let ultimoIp = 10;
const novoIp = () => `10.0.0.${ultimoIp++}`;

async function entrar(corpo: unknown, ip = '10.9.9.9') {
  const r = await amb.app.inject({
    method: 'POST',
    url: '/api/estabelecimentos/login',
    payload: corpo as object,
    remoteAddress: ip,
  });
  return { status: r.statusCode, retorno: r.json().retorno as Record<string, unknown> };
}

describe('estabelecimentos/login', () => {
  it('entra e responde token, email, nome, id, imagem_login e usa_merchant', async () => {
    const e = await amb.novaEmpresa({ nome: 'Mercadinho Sol' });
    const r = await entrar({ email: e.email.toUpperCase(), senha: e.senha }, novoIp());
    expect(r.status).toBe(200);
    expect(r.retorno).toEqual({
      sucesso: true,
      mensagem: 'Login realizado com sucesso!',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      email: e.email,
      nome: 'Mercadinho Sol',
      id: e.empresaId,
      imagem_login: '',
      usa_merchant: 0,
    });
  });

  it('senha errada e e-mail desconhecido: 401 com a mesma mensagem', async () => {
    const e = await amb.novaEmpresa();
    const ip = novoIp();
    expect(await entrar({ email: e.email, senha: 'errada' }, ip)).toEqual({
      status: 401,
      retorno: { sucesso: false, mensagem: INVALIDO },
    });
    expect(await entrar({ email: 'ninguem@teste.com.br', senha: e.senha }, ip)).toEqual({
      status: 401,
      retorno: { sucesso: false, mensagem: INVALIDO },
    });
  });

  it.each([
    { senha: 'x' },
    { email: 'a@b.com.br' },
    { email: '', senha: 'x' },
    { email: 'a@b.com.br', senha: '' },
    {},
  ])('campos vazios %j: 400 "Preencha todos os campos"', async (corpo) => {
    expect(await entrar(corpo, novoIp())).toEqual({
      status: 400,
      retorno: { sucesso: false, mensagem: 'Preencha todos os campos' },
    });
  });

  it('depois de 5 falhas do e-mail responde 429 sem conferir a senha, até a janela passar', async () => {
    const e = await amb.novaEmpresa();
    for (let i = 0; i < 5; i++)
      expect((await entrar({ email: e.email, senha: 'errada' }, novoIp())).status).toBe(401);
    // Even the right password is refused while blocked, from any address.
    expect(await entrar({ email: e.email.toUpperCase(), senha: e.senha }, novoIp())).toEqual({
      status: 429,
      retorno: { sucesso: false, mensagem: BLOQUEADO },
    });
    amb.relogio.deslocamentoMs = 14 * 60_000;
    expect((await entrar({ email: e.email, senha: e.senha }, novoIp())).status).toBe(429);
    amb.relogio.deslocamentoMs = 15 * 60_000 + 1_000;
    expect((await entrar({ email: e.email, senha: e.senha }, novoIp())).status).toBe(200);
  });

  it('um login certo zera as falhas do e-mail', async () => {
    const e = await amb.novaEmpresa();
    const ip = novoIp();
    for (let i = 0; i < 4; i++) await entrar({ email: e.email, senha: 'errada' }, ip);
    expect((await entrar({ email: e.email, senha: e.senha }, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await entrar({ email: e.email, senha: 'errada' }, ip)).status).toBe(401);
    expect((await entrar({ email: e.email, senha: e.senha }, ip)).status).toBe(200);
  });

  it('depois de 20 falhas de um endereço responde 429 a qualquer e-mail dele', async () => {
    const e = await amb.novaEmpresa();
    const ip = novoIp();
    for (let i = 0; i < 20; i++) {
      expect((await entrar({ email: `tentativa${i}@teste.com.br`, senha: 'x' }, ip)).status).toBe(401);
    }
    expect(await entrar({ email: e.email, senha: e.senha }, ip)).toEqual({
      status: 429,
      retorno: { sucesso: false, mensagem: BLOQUEADO },
    });
    expect((await entrar({ email: e.email, senha: e.senha }, novoIp())).status).toBe(200);
  });
});
