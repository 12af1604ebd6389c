import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, relogioRealEmCadaTeste } from '../../test/arquivo.ts';

const INVALIDO = 'Usuário ou senha inválidos.';
const espera = (s: number) =>
  `Muitas tentativas de login. Aguarde ${s} segundo${s === 1 ? '' : 's'} e tente novamente.`;

const amb = ambienteDoArquivo();
relogioRealEmCadaTeste(amb);

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
  return {
    status: r.statusCode,
    retorno: r.json().retorno as Record<string, unknown>,
    ...(r.statusCode === 429 ? { retryAfter: r.headers['retry-after'] } : {}),
  };
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
      papel: 'administrador',
      representante_id: null,
      empresas: [{ id: e.empresaId, nome: 'Mercadinho Sol' }],
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

  it('depois de 5 falhas de um endereço para a conta, espera crescente só para esse endereço', async () => {
    const e = await amb.novaEmpresa();
    const ip = novoIp();
    for (let i = 0; i < 5; i++)
      expect((await entrar({ email: e.email, senha: 'errada' }, ip)).status).toBe(401);
    // Refused without checking the password, with the wait in the message and in Retry-After.
    const recusa = await entrar({ email: e.email.toUpperCase(), senha: e.senha }, ip);
    expect(recusa).toEqual({
      status: 429,
      retorno: { sucesso: false, mensagem: espera(1) },
      retryAfter: '1',
    });
    // The owner, from another address, is not kept out by the burst.
    expect((await entrar({ email: e.email, senha: e.senha }, novoIp())).status).toBe(200);
    // Each further failure doubles the wait: 1 s, 2 s, 4 s.
    for (const segundos of [1, 2, 4]) {
      amb.relogio.deslocamentoMs += segundos * 1000;
      expect((await entrar({ email: e.email, senha: 'errada' }, ip)).status).toBe(401);
      const r = await entrar({ email: e.email, senha: e.senha }, ip);
      expect(r.retryAfter).toBe(String(segundos * 2));
      expect(r.retorno.mensagem).toBe(espera(segundos * 2));
    }
    amb.relogio.deslocamentoMs += 8000;
    expect((await entrar({ email: e.email, senha: e.senha }, ip)).status).toBe(200);
  });

  it('20 palpites simultâneos para uma conta: contados antes do hash, só 5 são conferidos', async () => {
    const e = await amb.novaEmpresa();
    const ip = novoIp();
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => entrar({ email: e.email, senha: 'errada' }, ip)),
    );
    const status = respostas.map((r) => r.status).sort();
    expect(status.filter((s) => s === 401)).toHaveLength(5);
    expect(status.filter((s) => s === 429)).toHaveLength(15);
    expect(respostas.filter((r) => r.status === 429).every((r) => Number(r.retryAfter) >= 1)).toBe(true);
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

  it('palpites de muitos endereços para uma conta: depois de 50, espera para a conta', async () => {
    const e = await amb.novaEmpresa();
    for (let i = 0; i < 10; i++) {
      const ip = novoIp();
      for (let j = 0; j < 5; j++) expect((await entrar({ email: e.email, senha: 'x' }, ip)).status).toBe(401);
    }
    const r = await entrar({ email: e.email, senha: e.senha }, novoIp());
    expect(r).toEqual({ status: 429, retorno: { sucesso: false, mensagem: espera(1) }, retryAfter: '1' });
    amb.relogio.deslocamentoMs = 1000;
    expect((await entrar({ email: e.email, senha: e.senha }, novoIp())).status).toBe(200);
  });

  it('depois de 20 falhas de um endereço (contas variadas) ele espera; outro endereço entra', async () => {
    const e = await amb.novaEmpresa();
    const ip = novoIp();
    for (let i = 0; i < 20; i++) {
      expect((await entrar({ email: `tentativa${i}@teste.com.br`, senha: 'x' }, ip)).status).toBe(401);
    }
    const r = await entrar({ email: e.email, senha: e.senha }, ip);
    expect(r).toEqual({ status: 429, retorno: { sucesso: false, mensagem: espera(1) }, retryAfter: '1' });
    expect((await entrar({ email: e.email, senha: e.senha }, novoIp())).status).toBe(200);
  });
});
