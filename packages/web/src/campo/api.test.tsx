import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  gravarSessao as gravarSessaoEscritorio,
  lerSessao as lerSessaoEscritorio,
} from '../sessao/sessao.ts';
import { chamar, gravarSessao, lerSessao, SemConexao, SessaoExpirada } from './api.ts';

function responder(status: number, corpo: string) {
  const fetch = vi.fn(async (_endereco: string, _init?: RequestInit) => new Response(corpo, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const entrar = () =>
  gravarSessao({ token: 'campo', nome: 'Ana', email: 'a@b.c', papel: 'vendedor', representanteId: 4 });

const RECEBER = {
  retorno: { sucesso: true, mensagem: '' },
  retrato: 'r',
  pagina: 0,
  paginas: 1,
  completo: true,
  removidos: {},
  dados: {},
  cursor: 'c',
};

describe('campo: chamadas pelo cliente HTTP único', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leva o token do aplicativo de campo, não o do escritório', async () => {
    entrar();
    gravarSessaoEscritorio({ token: 'escritorio', email: 'x@y.z', nome: 'X', id: 1 });
    const fetch = responder(200, JSON.stringify(RECEBER));
    const r = await chamar('campo/receber', {});
    expect(r.cursor).toBe('c');
    expect(fetch).toHaveBeenCalledWith(
      '/api/campo/receber',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer campo' }),
      }),
    );
  });

  it('sem conexão: SemConexao, e a sessão continua', async () => {
    entrar();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const erro = await chamar('campo/enviar', { operacoes: [] }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(SemConexao);
    expect((erro as Error).message).toBe(
      'Sem conexão com o servidor. Seus dados continuam guardados no aparelho.',
    );
    expect(lerSessao()?.token).toBe('campo');
  });

  it('uma resposta que não é da API (502 de um proxy) também é SemConexao', async () => {
    entrar();
    responder(502, '<html>Bad Gateway</html>');
    const erro = await chamar('campo/receber', {}).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(SemConexao);
    expect((erro as Error).message).toBe(
      'O servidor não respondeu. Seus dados continuam guardados no aparelho.',
    );
  });

  it('401: SessaoExpirada com a mensagem do servidor; sai do campo e não do escritório', async () => {
    entrar();
    gravarSessaoEscritorio({ token: 'escritorio', email: 'x@y.z', nome: 'X', id: 1 });
    responder(401, JSON.stringify({ retorno: { sucesso: false, mensagem: 'Sessão expirada.' } }));
    const erro = await chamar('campo/receber', {}).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(SessaoExpirada);
    expect((erro as Error).message).toBe('Sessão expirada.');
    expect(lerSessao()).toBeNull();
    expect(lerSessaoEscritorio().token).toBe('escritorio');
  });

  it('uma recusa do servidor é um erro com a mensagem do envelope (não SemConexao)', async () => {
    entrar();
    responder(
      400,
      JSON.stringify({ retorno: { sucesso: false, mensagem: 'O campo operacoes é obrigatório.' } }),
    );
    const erro = await chamar('campo/enviar', { operacoes: [] }).catch((e: unknown) => e);
    expect(erro).not.toBeInstanceOf(SemConexao);
    expect((erro as Error).message).toBe('O campo operacoes é obrigatório.');
    expect(lerSessao()?.token).toBe('campo');
  });

  it('o login vai sem token, e a senha errada não apaga nada', async () => {
    const fetch = responder(
      401,
      JSON.stringify({ retorno: { sucesso: false, mensagem: 'E-mail ou senha inválidos.' } }),
    );
    const erro = await chamar(
      'estabelecimentos/login',
      { email: 'a@b.c', senha: 'x' },
      { semToken: true },
    ).catch((e: unknown) => e);
    expect((erro as Error).message).toBe('E-mail ou senha inválidos.');
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBeUndefined();
  });
});
