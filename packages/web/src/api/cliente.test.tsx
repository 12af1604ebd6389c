import { afterEach, describe, expect, it, vi } from 'vitest';
import { gravarSessao, lerSessao } from '../sessao/sessao.ts';
import { chamarApi, ErroApi, MENSAGEM_SEM_CONEXAO } from './cliente.ts';

function responder(status: number, corpo: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(corpo), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const entrar = () => gravarSessao({ token: 'tok', email: 'a@b.c', nome: 'Ana', id: 7 });

describe('chamarApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token and returns the envelope', async () => {
    entrar();
    const fetch = responder(200, {
      retorno: { sucesso: true, mensagem: 'ok' },
      registros: [{ id: 1 }],
      total: 1,
    });
    const r = await chamarApi<{ id: number }>('unidades/read', { limite: 10 });
    expect(r.registros).toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/unidades/read',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer tok' }),
      }),
    );
  });

  it("throws the server's message with its status", async () => {
    entrar();
    responder(409, { retorno: { sucesso: false, mensagem: 'A unidade está em uso.' } });
    await expect(chamarApi('unidades/delete', { id: 1 })).rejects.toEqual(
      new ErroApi('A unidade está em uso.', 409),
    );
    expect(lerSessao().token).toBe('tok');
  });

  it('ends the session on a 401 of a signed-in call', async () => {
    entrar();
    responder(401, { retorno: { sucesso: false, mensagem: 'Sessão expirada.' } });
    await expect(chamarApi('unidades/read', {})).rejects.toThrow('Sessão expirada.');
    expect(lerSessao().token).toBeNull();
  });

  it('explains a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const erro = await chamarApi('estabelecimentos/login', {}, { semToken: true }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroApi);
    expect(erro).toMatchObject({ message: MENSAGEM_SEM_CONEXAO, status: 0 });
  });
});
